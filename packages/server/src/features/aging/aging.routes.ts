import {
  access,
  AppError,
  agingQuerySchema,
  agingReplySchema,
  ownAgingQuerySchema,
  ownAgingReplySchema,
  shopToday,
  statementCompanyOf,
  statementQuerySchema,
} from '@signshop/domain';
import type { App } from '../../platform/app-type.ts';
import { downloadResponse } from '../../platform/plugins/openapi-operations.ts';
import { pdfResponse, sendPdf } from '../../platform/pdf/pdf-reply.ts';
import { pageAsked } from '../../job-core/report-page.ts';
import { documentShop } from '../../job-core/shop-identity.ts';
import { statementDocumentData, statementFileName } from '../../job-core/statement.ts';
import { agingCsv } from './aging-csv.ts';
import { agingReport, ownAgingLine } from './aging.service.ts';

const receivables = { access: access.receivables };
const AS_OF = 'as_of defaults to the shop’s today.';

/**
 * Receivables aging (staff and admins: every company, with CSV and PDF; a verified customer: its
 * own company's line) and statements (staff any company's, a customer its own company's).
 */
export async function agingRoutes(app: App) {
  const today = () => shopToday(app.config.shopTimeZone);
  const shop = () => documentShop(app.db, app.config.shop);

  app.get(
    '/api/aging',
    {
      config: receivables,
      schema: {
        description: `Receivables aging as of a day: a line per company whose name holds company, and their total. ${AS_OF} Asked with page or page_count, one page of the companies plus their count.`,
        querystring: agingQuerySchema,
        response: { 200: agingReplySchema },
      },
    },
    async (request) => {
      const { as_of: asOf = today(), company } = request.query;
      return agingReport(app.db, asOf, company, pageAsked(request.query));
    },
  );

  app.get(
    '/api/aging/report.csv',
    {
      config: receivables,
      schema: {
        description: `The aging report as CSV: every company the search finds, then the total. ${AS_OF}`,
        querystring: agingQuerySchema,
        response: { 200: downloadResponse('text/csv', 'The report as CSV, a header row first.') },
      },
    },
    async (request, reply) => {
      const { as_of: asOf = today(), company } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="aging-${asOf}.csv"`)
        .send(agingCsv(await agingReport(app.db, asOf, company, undefined)));
    },
  );

  app.get(
    '/api/aging/report.pdf',
    {
      config: receivables,
      schema: {
        description: `The aging report as PDF: every company the search finds, then the total. ${AS_OF}`,
        querystring: agingQuerySchema,
        response: { 200: pdfResponse },
      },
    },
    async (request, reply) => {
      const { as_of: asOf = today(), company } = request.query;
      const report = await agingReport(app.db, asOf, company, undefined);
      const pdf = await app.pdf.render('aging', {
        shop: await shop(),
        asOf,
        search: company || null,
        companies: report.companies,
        total: report.total,
      });
      return sendPdf(reply, pdf, `aging-${asOf}.pdf`);
    },
  );

  app.get(
    '/api/aging/mine',
    {
      config: { access: access.ownReceivables },
      schema: {
        description: `The reader's own company's aging line. ${AS_OF}`,
        querystring: ownAgingQuerySchema,
        response: { 200: ownAgingReplySchema },
      },
    },
    async (request) => {
      const { as_of: asOf = today() } = request.query;
      return { as_of: asOf, line: await ownAgingLine(app.db, request.user!.company, asOf) };
    },
  );

  app.get(
    '/api/aging/statement.pdf',
    {
      config: { access: access.statements },
      schema: {
        description:
          "A company's statement for a period (from and to included): opening balance, invoices, payments, interest, closing balance and the aging line. Staff and admins name the company; a customer gets its own company's (naming another answers 404, as another company's job does).",
        querystring: statementQuerySchema,
        response: { 200: pdfResponse },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const company = statementCompanyOf(request.user!, request.query.company);
      if (company === 'refused')
        throw new AppError(
          'NOT_FOUND',
          "There is no statement of that company for you: you can download your own company's.",
        );
      if (!company)
        throw new AppError('VALIDATION_ERROR', 'Company: choose the company whose statement to download.');
      const data = await statementDocumentData(app.db, await shop(), company, from, to);
      return sendPdf(reply, await app.pdf.render('statement', data), statementFileName(data.statement));
    },
  );
}
