import {
  access,
  AppError,
  companyInfoCreateBodySchema as createBody,
  companyInfoParamsSchema,
  companyInfoRecordSchema as record,
  companyInfosBodySchema,
  companyInfoUpdateBodySchema as updateBody,
  companyNamesParamsSchema,
  companyNamesReplySchema,
} from '@signshop/domain';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { App } from '../../platform/app-type.ts';
import { contentDisposition } from '../../platform/pdf/pdf-reply.ts';
import { downloadResponse } from '../../platform/plugins/openapi-operations.ts';
import { withTypeFromBytes } from '../../platform/storage/served-type.ts';
import { exemptionFile, removeExemptionFile, saveExemptionFile } from './exemption-file.service.ts';
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
  await app.register(multipart, { limits: { fileSize: app.config.fileMaxBytes, files: 1, fields: 0 } });

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

  const certificate = '/api/company_info/exemption_file/:name';

  app.post(
    certificate,
    {
      config: admins,
      schema: {
        description:
          "Keeps the company's tax exemption certificate (multipart/form-data, one `file`) in the job-files storage, replacing the one it had: staff and admins.",
        params: companyInfoParamsSchema,
        response: { 200: record },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new AppError('VALIDATION_ERROR', 'Certificate file: Send the file as multipart/form-data.');
      const part = await request.file();
      if (!part) throw new AppError('VALIDATION_ERROR', 'Certificate file: No file was sent.');
      const upload = { filename: part.filename, content: part.file, tooLarge: () => part.file.truncated };
      return saveExemptionFile(
        app.db,
        app.storage,
        request.user!,
        request.params.name,
        upload,
        app.config.fileMaxBytes,
      );
    },
  );

  app.get(
    certificate,
    {
      config: customers,
      schema: {
        description:
          "The company's tax exemption certificate file: its customer's own company, staff and admins any.",
        params: companyInfoParamsSchema,
        response: {
          200: downloadResponse('application/octet-stream', 'The certificate file, as an attachment.'),
        },
      },
    },
    async (request, reply) => {
      const file = await exemptionFile(app.db, app.storage, request.user!, request.params.name);
      const served = await withTypeFromBytes(file.content);
      return reply
        .type(served.type)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', contentDisposition('attachment', file.name))
        .send(served.content);
    },
  );

  app.delete(
    certificate,
    {
      config: admins,
      schema: {
        description: "Removes the company's tax exemption certificate file: staff and admins.",
        params: companyInfoParamsSchema,
        response: { 200: record },
      },
    },
    async (request) => removeExemptionFile(app.db, app.storage, request.user!, request.params.name),
  );
}
