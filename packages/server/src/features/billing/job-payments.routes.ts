import {
  access,
  adminPaidBodySchema as adminPaidBody,
  billingIdParamsSchema as idParams,
  jobInvoiceQueryBodySchema,
  jobInvoiceRowSchema,
  jobInvoicesReplySchema,
  jobPaymentBodySchema,
  jobPaymentHeadersSchema,
  paymentEntriesPageSchema,
  paymentHistoryParamsSchema,
  shopToday,
} from '@signshop/domain';
import { tolerantBatches, tolerantRows } from '../../db/tolerant-rows.ts';
import { jsonArray, sendJsonRows } from '../../platform/json-stream.ts';
import { typedReplySerializer } from '../../platform/plugins/typed-reply.ts';
import type { App } from '../../platform/app-type.ts';
import { readDb } from '../../platform/read-replicas/read-db.ts';
import { pageAsked } from '../../job-core/report-page.ts';
import { pageJobInvoices } from './job-invoice-page.ts';
import { pagePaymentEntries } from './payment-entries-page.ts';
import { payJob, setJobAdminPaid, setPaymentAdminPaid, streamJobQuery } from './job-payments.service.ts';

const customers = { access: access.customerVerified };
const invoiceReaders = { access: access.invoiceQuery };
const admins = { access: access.adminVerified };

/**
 * Jobs as invoices (Make Payment, Account History, admin payments): customers
 * list and pay their own company's shipped jobs; admins see every company and confirm payments.
 */
export async function jobPaymentRoutes(app: App) {
  const today = () => shopToday(app.config.shopTimeZone);

  app.post(
    '/api/job/query',
    {
      config: invoiceReaders,
      // Rows are read through the row schema (tolerantRows): no second encode of the reply.
      serializerCompiler: typedReplySerializer,
      schema: {
        description:
          'Jobs as invoices, newest shipments first: every job (at most 2,000), or asked with page or page_count, one page plus the count and totals of every job the query finds.',
        body: jobInvoiceQueryBodySchema,
        response: { 200: jobInvoicesReplySchema },
      },
    },
    async (request, reply) => {
      const { page: _page, page_count: _pageCount, ...filter } = request.body;
      const page = pageAsked(request.body);
      const db = await readDb(request);
      const user = request.user!;
      if (!page) {
        // The array form: every job (at most JOB_QUERY_LIMIT), streamed a batch at a time.
        return sendJsonRows(
          reply,
          (reads) =>
            tolerantBatches(
              request.log,
              'billing jobs',
              jobInvoiceRowSchema,
              streamJobQuery(db, user, filter, today(), reads),
            ),
          jsonArray,
        );
      }
      const paged = await pageJobInvoices(db, user, filter, today(), page);
      return { ...paged, jobs: tolerantRows(request.log, 'billing jobs', jobInvoiceRowSchema, paged.jobs) };
    },
  );

  app.post(
    '/api/job/payments',
    {
      config: admins,
      schema: {
        description:
          'Admin payments: the payments made on the jobs the query finds, one page of them newest first, with the count of every payment and the count and money of their jobs.',
        body: jobInvoiceQueryBodySchema,
        response: { 200: paymentEntriesPageSchema },
      },
    },
    async (request) => {
      const { page: _page, page_count: _pageCount, ...filter } = request.body;
      const page = pageAsked(request.body) ?? pageAsked({ page: 0 })!;
      return pagePaymentEntries(await readDb(request), request.user!, filter, today(), page);
    },
  );

  app.post(
    '/api/job/:id/payment',
    {
      config: customers,
      schema: {
        params: idParams,
        headers: jobPaymentHeadersSchema,
        body: jobPaymentBodySchema,
        response: { 200: jobInvoiceRowSchema },
      },
    },
    async (request) =>
      payJob(
        app.db,
        request.user!,
        request.params.id,
        request.body,
        today(),
        request.headers['idempotency-key'],
      ),
  );

  app.put(
    '/api/job/:id/admin_paid',
    {
      config: admins,
      schema: { params: idParams, body: adminPaidBody, response: { 200: jobInvoiceRowSchema } },
    },
    async (request) =>
      setJobAdminPaid(app.db, request.user!, request.params.id, request.body.admin_paid, today()),
  );

  app.put(
    '/api/job/:id/payment_history/:index',
    {
      config: admins,
      schema: {
        params: paymentHistoryParamsSchema,
        body: adminPaidBody,
        response: { 200: jobInvoiceRowSchema },
      },
    },
    async (request) =>
      setPaymentAdminPaid(
        app.db,
        request.user!,
        request.params.id,
        request.params.index,
        request.body.admin_paid,
        today(),
      ),
  );
}
