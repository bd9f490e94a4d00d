import { access, companyInfoSchema } from '@signshop/domain';
import { z } from 'zod';
import type { App } from '../app-type.ts';
import {
  createCompanyInfo,
  getCompanyInfo,
  getCompanyInfos,
  suggestCompanyNames,
  updateCompanyInfo,
} from './company-info.service.ts';

const text = (max: number) => z.string().max(max).default('');
/** The page's record; payment terms stay absent unless sent (customers' are dropped anyway). */
const companyInfoBody = z.object({
  company: z.string().trim().max(200).default(''),
  billing_info: text(4000),
  website: text(500),
  address: text(2000),
  contact_person: text(500),
  payment_terms_text: z.string().trim().min(1).max(100).optional(),
  payment_days: z.number().int().min(0).max(3650).optional(),
});
const record = companyInfoSchema.required({ is_new_customer: true });
const customers = { access: access.companyInfo };
const admins = { access: access.companySearch };

/** Company information (spec part 2 §7): customers their own company, staff and admins any company. */
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
    { config: customers, schema: { body: companyInfoBody, response: { 200: record } } },
    async (request) => createCompanyInfo(app.db, request.user!, request.body),
  );

  app.put(
    '/api/company_info',
    { config: customers, schema: { body: companyInfoBody, response: { 200: record } } },
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
