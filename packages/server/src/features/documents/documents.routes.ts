import {
  access,
  AppError,
  customerReportSearchSchema,
  documentFileParamsSchema,
  invoiceDocumentParamsSchema,
  jobDocumentQuerySchema,
  oneTimeDownloadParamsSchema,
  oneTimeDownloadReplySchema,
  packagingSlipQuerySchema,
  projectManagerPdfBodySchema,
  purchaseOrderPdfBodySchema,
  purchaseOrderPdfParamsSchema,
  quotePdfFileName,
  shopToday,
} from '@signshop/domain';
import type { App } from '../../platform/app-type.ts';
import { readDb } from '../../platform/read-replicas/read-db.ts';
import { documentShop } from '../../job-core/shop-identity.ts';
import {
  customerReportData,
  invoiceDocumentData,
  openInvoicesData,
  packagingSlipData,
  postedPurchaseOrderData,
  projectManagerData,
  quoteDocumentData,
  savedPurchaseOrderData,
  tactileScheduleData,
} from './documents.service.ts';
import { storeOneTimeDownload, takeOneTimeDownload } from './one-time-downloads.service.ts';
import { pdfResponse, sendKeptDownload, sendPdf } from '../../platform/pdf/pdf-reply.ts';

/**
 * The PDF documents and downloads: quote, packaging slip, invoice and open
 * invoices answer the PDF itself; the purchase order and project-manager PDFs answer {id} of a
 * one-time download at /api/file/onetimeuse/{id}/{name}. Quote documents follow the user's quote
 * scope (another company's job is a 404, nothing is rendered).
 */
export async function documentRoutes(app: App) {
  const signedIn = { access: access.signedIn };
  const staff = { access: access.staff };
  const shop = () => documentShop(app.db, app.config.shop);
  const today = () => shopToday(app.config.shopTimeZone);

  app.get(
    '/api/pdf/id/:file',
    {
      config: signedIn,
      schema: {
        params: documentFileParamsSchema,
        querystring: jobDocumentQuerySchema,
        response: { 200: pdfResponse },
      },
    },
    async (request, reply) => {
      const { data, row } = await quoteDocumentData(app.db, request.user!, request.query.id, await shop());
      const pdf = await app.pdf.render('quote', data);
      return sendPdf(reply, pdf, quotePdfFileName(row.job_name, row.given_id));
    },
  );

  app.get(
    '/api/pdf/packagingslip/id/:file',
    {
      config: signedIn,
      schema: {
        params: documentFileParamsSchema,
        querystring: packagingSlipQuerySchema,
        response: { 200: pdfResponse },
      },
    },
    async (request, reply) => {
      const { id: quoteId, ...options } = request.query;
      const { data, row } = await packagingSlipData(
        app.db,
        request.user!,
        quoteId,
        await shop(),
        options,
        today(),
      );
      const pdf = await app.pdf.render('packagingSlip', data);
      const name = quotePdfFileName(row.job_name, row.given_id).replace(/\.pdf$/, '');
      return sendPdf(reply, pdf, `${name}-packaging-slip-${data.packagingNumber}.pdf`);
    },
  );

  // The Tactile schedule: a production document, for staff.
  app.get(
    '/api/pdf/tactileschedule/id/:file',
    {
      config: staff,
      schema: {
        params: documentFileParamsSchema,
        querystring: jobDocumentQuerySchema,
        response: { 200: pdfResponse },
      },
    },
    async (request, reply) => {
      const { data, row } = await tactileScheduleData(
        app.db,
        request.user!,
        request.query.id,
        await shop(),
        today(),
      );
      const pdf = await app.pdf.render('tactileSchedule', data);
      const name = quotePdfFileName(row.job_name, row.given_id).replace(/\.pdf$/, '');
      return sendPdf(reply, pdf, `${name}-tactile-schedule.pdf`);
    },
  );

  app.get(
    '/api/pdf/invoice/:id/:file',
    {
      config: signedIn,
      schema: { params: invoiceDocumentParamsSchema, response: { 200: pdfResponse } },
    },
    async (request, reply) => {
      const { data, row } = await invoiceDocumentData(
        app.db,
        request.user!,
        request.params.id,
        await shop(),
        today(),
      );
      const pdf = await app.pdf.render('invoice', data);
      return sendPdf(reply, pdf, `${row.job_name.replace(/%/g, '')}-invoice.pdf`);
    },
  );

  // The open invoices have no role check: any signed-in user, within their own quote scope.
  app.get(
    '/api/pdf/open_invoices/invoice.pdf',
    { config: signedIn, schema: { response: { 200: pdfResponse } } },
    async (request, reply) => {
      const data = await openInvoicesData(await readDb(request), request.user!, await shop(), today());
      const pdf = await app.pdf.render('openInvoices', data);
      return sendPdf(reply, pdf, 'open-invoices.pdf');
    },
  );

  app.get(
    '/api/pdf/customerreport.pdf',
    {
      config: signedIn,
      schema: { querystring: customerReportSearchSchema, response: { 200: pdfResponse } },
    },
    async (request, reply) => {
      const db = await readDb(request);
      const data = await customerReportData(db, request.user!, request.query, await shop(), today());
      const pdf = await app.pdf.render('customerReport', data);
      return sendPdf(reply, pdf, 'customer-report.pdf');
    },
  );

  const oneTimePdf = async (accountId: number, name: string, pdf: Buffer) => ({
    id: await storeOneTimeDownload(app.db, {
      name,
      contentType: 'application/pdf',
      data: pdf,
      createdBy: accountId,
    }),
  });

  app.post(
    '/api/pdf/projectmanager/',
    {
      config: staff,
      schema: { body: projectManagerPdfBodySchema, response: { 200: oneTimeDownloadReplySchema } },
    },
    async (request) => {
      const data = await projectManagerData(await readDb(request), request.body, await shop(), today());
      return oneTimePdf(request.user!.id, 'ProjectManager.pdf', await app.pdf.render('projectManager', data));
    },
  );

  app.post(
    '/api/pdf/purchase_order/:id',
    {
      config: staff,
      schema: { params: purchaseOrderPdfParamsSchema, response: { 200: oneTimeDownloadReplySchema } },
    },
    async (request) => {
      const data = await savedPurchaseOrderData(app.db, request.params.id, await shop());
      return oneTimePdf(request.user!.id, 'PurchaseOrder.pdf', await app.pdf.render('purchaseOrder', data));
    },
  );

  app.post(
    '/api/pdf/purchase_order/',
    {
      config: staff,
      schema: { body: purchaseOrderPdfBodySchema, response: { 200: oneTimeDownloadReplySchema } },
    },
    async (request) => {
      const data = postedPurchaseOrderData(request.body, await shop());
      return oneTimePdf(request.user!.id, 'PurchaseOrder.pdf', await app.pdf.render('purchaseOrder', data));
    },
  );

  app.get(
    '/api/file/onetimeuse/:id/:name',
    {
      config: signedIn,
      schema: {
        params: oneTimeDownloadParamsSchema,
        response: { 200: pdfResponse },
      },
    },
    async (request, reply) => {
      const file = await takeOneTimeDownload(app.db, request.params.id, request.user!.id);
      if (!file) {
        throw new AppError(
          'NOT_FOUND',
          'This download has already been used or has expired. Create it again.',
        );
      }
      return sendKeptDownload(reply, file.data, file.name);
    },
  );
}
