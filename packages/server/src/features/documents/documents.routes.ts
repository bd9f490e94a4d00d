import {
  access,
  AppError,
  customerReportSearchSchema,
  justDateSchema,
  purchaseOrderItemSchema,
  quotePdfFileName,
  shopToday,
  boundedNumber,
  RANGES,
} from '@signshop/domain';
import { z } from 'zod';
import type { App } from '../../platform/app-type.ts';
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

const id = z.coerce.number().int().positive();
/** The file name in the path is for the browser's "save as"; the server names the file itself. */
const fileParam = z.string().min(1).max(300);

/** A bracketed comma list of whole numbers: quantities=[1,2,3]. */
const bracketedList = z
  .string()
  .max(20_000)
  .regex(/^\[\s*(\d+\s*(,\s*\d+\s*)*)?\]$/, 'give a bracketed list of whole numbers, e.g. [1,2,3]')
  .transform((text) =>
    text
      .slice(1, -1)
      .split(',')
      .filter((n) => n.trim())
      .map(Number),
  );

const packagingSlipQuery = z.object({
  id,
  quantities: bracketedList
    .pipe(z.array(z.number().int().max(1_000_000)).max(2000))
    .optional()
    .describe('The quantity of each sign in this package, in sign order, as a bracketed list: [1,2,3].'),
  packagingNumber: z
    .string()
    .trim()
    .max(30)
    .regex(/^[\w\- /#.]*$/, 'letters, digits, spaces and - / # . only')
    .transform((value) => value || '00001')
    .default('00001'),
  notes: z.string().max(4000).default(''),
});

const money = boundedNumber(RANGES.price);
const text = (max: number) => z.string().max(max).default('');
const optionalDate = z.union([justDateSchema, z.literal(''), z.null()]).transform((value) => value || null);

const postedPurchaseOrder = z.object({
  company_name: text(300),
  company_address: text(2000),
  order_date: optionalDate.default(null),
  ship_via: text(200),
  order_by: text(200),
  delivery_date: optionalDate.default(null),
  terms: text(200),
  items: z
    .array(
      purchaseOrderItemSchema
        .pick({ item_number: true, description: true, job_name: true })
        .extend({ quantity: boundedNumber(RANGES.orderQuantity).default(0), unit_price: money.default(0) }),
    )
    .max(1000)
    .default([]),
  sales_tax: money.default(0),
  shipping_charge: money.default(0),
  discount: money.default(0),
  notes: text(4000),
});

const pmJob = z.object({
  id: z.number().int(),
  customer_name: text(300),
  job_name: text(300),
  project_manager_comment: z
    .string()
    .max(4000)
    .nullable()
    .default('')
    .transform((value) => value ?? ''),
});
const projectManagerBody = z.object({
  sections: z
    .record(z.string().max(100), z.array(pmJob).max(5000))
    .refine((sections) => Object.keys(sections).length <= 20, 'at most 20 sections'),
  project_manager: z.union([z.number().int(), z.string().max(200), z.null()]).optional(),
});

const downloadReply = z.object({ id: z.string() });

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
        params: z.object({ file: fileParam }),
        querystring: z.object({ id }),
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
        params: z.object({ file: fileParam }),
        querystring: packagingSlipQuery,
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
        params: z.object({ file: fileParam }),
        querystring: z.object({ id }),
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
      schema: { params: z.object({ id, file: fileParam }), response: { 200: pdfResponse } },
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
      const data = await openInvoicesData(app.db, request.user!, await shop(), today());
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
      const data = await customerReportData(app.db, request.user!, request.query, await shop(), today());
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
    { config: staff, schema: { body: projectManagerBody, response: { 200: downloadReply } } },
    async (request) => {
      const data = await projectManagerData(app.db, request.body, await shop(), today());
      return oneTimePdf(request.user!.id, 'ProjectManager.pdf', await app.pdf.render('projectManager', data));
    },
  );

  app.post(
    '/api/pdf/purchase_order/:id',
    { config: staff, schema: { params: z.object({ id }), response: { 200: downloadReply } } },
    async (request) => {
      const data = await savedPurchaseOrderData(app.db, request.params.id, await shop());
      return oneTimePdf(request.user!.id, 'PurchaseOrder.pdf', await app.pdf.render('purchaseOrder', data));
    },
  );

  app.post(
    '/api/pdf/purchase_order/',
    { config: staff, schema: { body: postedPurchaseOrder, response: { 200: downloadReply } } },
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
        params: z.object({ id: z.string().min(1).max(100), name: fileParam }),
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
