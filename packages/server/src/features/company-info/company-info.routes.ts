import {
  access,
  companyInfoCreateBodySchema as createBody,
  companyInfoParamsSchema,
  companyInfoRecordSchema as record,
  companyInfosBodySchema,
  companyInfoUpdateBodySchema as updateBody,
  companyNamesParamsSchema,
  companyNamesReplySchema,
} from '@signshop/domain';
import { z } from 'zod';
import type { App } from '../../platform/app-type.ts';
import {
  createCompanyInfo,
  getCompanyInfo,
  getCompanyInfos,
  suggestCompanyNames,
  updateCompanyInfo,
} from './company-info.service.ts';

const customers = { access: access.companyInfo };
const admins = { access: access.companySearch };

/** Company information: customers their own company, staff and admins any company. */
export async function companyInfoRoutes(app: App) {
  app.get(
    '/api/company_info/:name',
    {
      config: customers,
      schema: { params: companyInfoParamsSchema, response: { 200: record } },
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
        body: companyInfosBodySchema,
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
        params: companyNamesParamsSchema,
        response: { 200: companyNamesReplySchema },
      },
    },
    async (request) => ({ company_names: await suggestCompanyNames(app.db, request.params.text) }),
  );
}
