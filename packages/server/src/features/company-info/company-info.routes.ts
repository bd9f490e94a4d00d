import { access, COMPANY_INFO_MAX, companyInfoSchema, shownText } from '@signshop/domain';
import { z } from 'zod';
import type { App } from '../../platform/app-type.ts';
import {
  createCompanyInfo,
  getCompanyInfo,
  getCompanyInfos,
  suggestCompanyNames,
  updateCompanyInfo,
} from './company-info.service.ts';

const fields = {
  company: shownText(COMPANY_INFO_MAX.company).trim().default(''),
  billing_info: shownText(COMPANY_INFO_MAX.billing_info),
  website: shownText(COMPANY_INFO_MAX.website),
  address: shownText(COMPANY_INFO_MAX.address),
  contact_person: shownText(COMPANY_INFO_MAX.contact_person),
  payment_terms_text: shownText(COMPANY_INFO_MAX.payment_terms_text).trim().min(1).optional(),
  payment_days: z.number().int().min(0).max(3650).optional(),
};
/** Some clients send `{ company_info: {...} }`; the page sends the record itself. Both are taken. */
function unwrapped(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('company_info' in body)) return body;
  return Object.keys(body).length === 1 ? body.company_info : body;
}
/** A new record: missing text fields are empty; payment terms stay absent unless sent. */
const createBody = z.preprocess(
  unwrapped,
  z.strictObject({
    ...fields,
    billing_info: fields.billing_info.default(''),
    website: fields.website.default(''),
    address: fields.address.default(''),
    contact_person: fields.contact_person.default(''),
  }),
);
/** An update: only the fields sent change (a missing field is never blanked); unknown keys are refused. */
const updateBody = z.preprocess(
  unwrapped,
  z.strictObject({
    ...fields,
    billing_info: fields.billing_info.optional(),
    website: fields.website.optional(),
    address: fields.address.optional(),
    contact_person: fields.contact_person.optional(),
  }),
);
const record = companyInfoSchema.required({ is_new_customer: true });
const customers = { access: access.companyInfo };
const admins = { access: access.companySearch };

/** Company information: customers their own company, staff and admins any company. */
export async function companyInfoRoutes(app: App) {
  app.get(
    '/api/company_info/:name',
    {
      config: customers,
      schema: { params: z.object({ name: z.string().trim().min(1).max(200) }), response: { 200: record } },
    },
    async (request) => getCompanyInfo(app.db, request.user!, request.params.name),
  );

  app.post(
    '/api/company_info',
    { config: customers, schema: { body: createBody, response: { 200: record } } },
    async (request) => createCompanyInfo(app.db, request.user!, request.body),
  );

  app.put(
    '/api/company_info',
    { config: customers, schema: { body: updateBody, response: { 200: record } } },
    async (request) => updateCompanyInfo(app.db, request.user!, request.body),
  );

  app.post(
    '/api/company_info/get_company_infos',
    {
      config: admins,
      schema: {
        body: z.object({ company_names: z.array(z.string().max(200)).max(1000) }),
        response: { 200: z.array(record) },
      },
    },
    async (request) => getCompanyInfos(app.db, request.body.company_names),
  );

  app.get(
    '/api/company_info/names/:text',
    {
      config: admins,
      schema: {
        params: z.object({ text: z.string().max(200) }),
        response: { 200: z.object({ company_names: z.array(z.string()) }) },
      },
    },
    async (request) => ({ company_names: await suggestCompanyNames(app.db, request.params.text) }),
  );
}
