import {
  access,
  AppError,
  backlogReportParamsSchema,
  backlogSearchBodySchema as backlogSearchBody,
  customerReportQuerySchema,
  customerReportReplySchema,
  customerReportRowSchema as customerReportRow,
  dailyScheduleBodySchema,
  dailyScheduleReplySchema,
  jobListReplySchema as jobsReply,
  jobListRowSchema as jobRow,
  pmScheduleQuerySchema,
  pmScheduleReplySchema,
  pmSectionPages,
  reportCsvParamsSchema,
  reportCsvQuerySchema,
  plainMoney,
  shopToday,
  type JobListRow,
  type SessionUser,
} from '@signshop/domain';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../platform/app-type.ts';
import { tolerantBatches, tolerantRows } from '../../db/tolerant-rows.ts';
import { jsonObjectOf, sendBatches, sendJsonRows } from '../../platform/json-stream.ts';
import { readDb } from '../../platform/read-replicas/read-db.ts';
import { downloadResponse } from '../../platform/plugins/openapi-operations.ts';
import { typedReplySerializer } from '../../platform/plugins/typed-reply.ts';
import { dailySchedule } from './daily-schedule.ts';
import { pmSchedule, pmSchedulePage } from './pm-schedule.ts';
import { pageAsked, reportPageSchema, type ReportPageAsk } from '../../job-core/report-page.ts';
import {
  backlogReport,
  backlogSearch,
  customerReport,
  pageJobs,
  productionReady,
  productionReleased,
  streamCustomerReport,
  streamJobs,
  type JobList,
} from './reports.service.ts';

const PAGED =
  " Asked with page or page_count, it answers one page plus the whole result's count (and totals).";
const staff = { access: access.staff };
/** The job-list reports and daily schedule: any signed-in user, a customer seeing only its own jobs. */
const signedIn = { access: access.signedIn };
/**
 * The production reports: the job lists and daily schedule for anyone
 * signed in (scoped to the reader's jobs), the project manager schedule for staff.
 */
export async function reportRoutes(app: App) {
  const today = () => shopToday(app.config.shopTimeZone);

  /**
   * A job list's reply (read on a replica when there are some), each row read tolerantly: the
   * page asked for, or every row streamed batch by batch as `{"jobs":[…]}`.
   */
  async function jobsReplyOf(
    request: FastifyRequest,
    reply: FastifyReply,
    name: string,
    list: JobList,
    ask: ReportPageAsk,
  ) {
    const page = pageAsked(ask);
    const db = await readDb(request);
    if (!page)
      return sendJsonRows(
        reply,
        (reads) => tolerantBatches(request.log, name, jobRow, streamJobs(db, list, reads)),
        jsonObjectOf('jobs'),
      );
    const paged = await pageJobs(db, list, page);
    return { ...paged, jobs: tolerantRows(request.log, name, jobRow, paged.jobs) };
  }

  app.post(
    '/api/dailyschedule',
    {
      config: signedIn,
      serializerCompiler: typedReplySerializer,
      schema: {
        description: `The daily schedule's tasks.${PAGED}`,
        body: dailyScheduleBodySchema,
        response: { 200: dailyScheduleReplySchema },
      },
    },
    async (request) =>
      dailySchedule(await readDb(request), request.user!, request.body, today(), pageAsked(request.body)),
  );

  app.get(
    '/api/backlog/report/:label',
    {
      config: signedIn,
      serializerCompiler: typedReplySerializer,
      schema: {
        description: `Unshipped jobs whose latest stage is the one named.${PAGED}`,
        params: backlogReportParamsSchema,
        querystring: reportPageSchema,
        response: { 200: jobsReply },
      },
    },
    async (request, reply) =>
      jobsReplyOf(
        request,
        reply,
        'backlog report',
        await backlogReport(app.db, request.user!, request.params.label),
        request.query,
      ),
  );

  app.post(
    '/api/backlog/search',
    {
      config: signedIn,
      serializerCompiler: typedReplySerializer,
      schema: {
        description: `Thermoformed jobs by their stages.${PAGED}`,
        body: backlogSearchBody,
        response: { 200: jobsReply },
      },
    },
    async (request, reply) =>
      jobsReplyOf(
        request,
        reply,
        'backlog search',
        backlogSearch(request.user!, request.body.search),
        request.body,
      ),
  );

  app.get(
    '/api/production/ready',
    {
      config: signedIn,
      serializerCompiler: typedReplySerializer,
      schema: {
        description: `Jobs ready for production.${PAGED}`,
        querystring: reportPageSchema,
        response: { 200: jobsReply },
      },
    },
    async (request, reply) =>
      jobsReplyOf(request, reply, 'production ready', productionReady(request.user!), request.query),
  );

  app.get(
    '/api/production/released',
    {
      config: signedIn,
      serializerCompiler: typedReplySerializer,
      schema: {
        description: `Jobs in production, not shipped.${PAGED}`,
        querystring: reportPageSchema,
        response: { 200: jobsReply },
      },
    },
    async (request, reply) =>
      jobsReplyOf(
        request,
        reply,
        'production released',
        productionReleased(request.user!, today()),
        request.query,
      ),
  );

  app.get(
    '/api/projectmanagerschedule',
    {
      config: staff,
      serializerCompiler: typedReplySerializer,
      schema: {
        description: `The six sections of the project manager schedule on a day. Asked with page or page_count, it answers that page of every section (section_pages gives single sections pages of their own) plus each section's whole count.`,
        querystring: pmScheduleQuerySchema,
        response: { 200: pmScheduleReplySchema },
      },
    },
    async (request) => {
      const { project_manager: manager, date = today() } = request.query;
      const page = pageAsked(request.query);
      const pages = pmSectionPages(page?.page ?? 0, request.query.section_pages);
      const db = await readDb(request);
      if (page) return pmSchedulePage(db, manager, date, page, pages);
      return { sections: await pmSchedule(db, manager, date) };
    },
  );

  app.get(
    '/api/customerreport',
    {
      config: signedIn,
      serializerCompiler: typedReplySerializer,
      schema: {
        description: `The customer report (unpaged: the newest 2,000 jobs).${PAGED}`,
        querystring: customerReportQuerySchema,
        response: { 200: customerReportReplySchema },
      },
    },
    async (request, reply) => {
      const db = await readDb(request);
      const page = pageAsked(request.query);
      if (!page) {
        const report = streamCustomerReport(db, request.user!, request.query);
        return sendJsonRows(
          reply,
          (reads) =>
            tolerantBatches(request.log, 'customer report', customerReportRow, report.batches(reads)),
          jsonObjectOf('jobs', () => ({ total_price: report.totalPrice() })),
        );
      }
      const report = await customerReport(db, request.user!, request.query, page);
      return {
        ...report,
        jobs: tolerantRows(request.log, 'customer report', customerReportRow, report.jobs),
      };
    },
  );

  type CsvReport = (user: SessionUser, query: { stage?: string }) => JobList | Promise<JobList>;
  const CSV_REPORTS: Record<string, CsvReport> = {
    backlogreport: (user, query) => backlogReport(app.db, user, query.stage ?? ''),
    backlogsearch: (user) => backlogSearch(user, { customer_ship_date: true, thermoformed_received: false }),
    production: (user) => productionReady(user),
    releasedforproduction: (user) => productionReleased(user, today()),
  };
  app.get(
    '/api/csv/:name',
    {
      config: signedIn,
      serializerCompiler: typedReplySerializer,
      schema: {
        description: `A job-list report as CSV: ${Object.keys(CSV_REPORTS)
          .map((name) => `${name}.csv`)
          .join(', ')} (backlogreport needs ?stage=<label>).`,
        params: reportCsvParamsSchema,
        querystring: reportCsvQuerySchema,
        response: { 200: downloadResponse('text/csv', 'The report as CSV, a header row first.') },
      },
    },
    async (request, reply) => {
      const name = request.params.name.replace(/\.csv$/, '');
      const report = CSV_REPORTS[name];
      if (!report) throw new AppError('NOT_FOUND', `There is no report '${name}'.`);
      const list = await report(request.user!, request.query);
      const db = await readDb(request);
      reply.header('Content-Disposition', `attachment; filename="${name}.csv"`);
      return sendBatches(reply, 'text/csv; charset=utf-8', (reads) => streamJobs(db, list, reads), csvLines);
    },
  );
}

const CSV_COLUMNS = [
  { key: 'given_id', header: 'Quote Number' },
  { key: 'job_name', header: 'Job' },
  { key: 'customer_name', header: 'Customer' },
  { key: 'total_price', header: 'Total Price' },
  { key: 'shipping_cost', header: 'Shipping' },
  { key: 'cost_without_shipping', header: 'Cost Without Shipping' },
  { key: 'is_thermoformed', header: 'Thermoformed' },
  { key: 'materials', header: 'Materials' },
  { key: 'date_picked', header: 'Stage Date' },
  { key: 'customer_promise_date', header: 'Customer Promise Date' },
];

/** A job list as CSV text, batch by batch: the header row (and byte-order mark) first, even for no rows. */
async function* csvLines(batches: AsyncIterable<JobListRow[]>): AsyncGenerator<string> {
  let first = true;
  const csv = (rows: JobListRow[]) => {
    const text = stringify(rows, {
      header: first,
      columns: CSV_COLUMNS,
      // The numbers the CSV writes are money (the quote column is its number, a text): two decimals, 4742.70.
      cast: { boolean: (value) => (value ? 'Yes' : 'No'), number: plainMoney },
      // A cell starting with = + - @ tab or CR is prefixed with ' so a spreadsheet shows it as text;
      // the byte-order mark makes Excel read UTF-8 ("Café Zürich").
      escape_formulas: true,
      bom: first,
    });
    first = false;
    return text;
  };
  for await (const rows of batches) yield csv(rows);
  if (first) yield csv([]);
}
