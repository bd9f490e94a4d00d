import {
  access,
  adoptEstimateBodySchema,
  adoptEstimateReplySchema,
  emptyBodySchema,
  jobTimeParamsSchema,
  jobTimeReplySchema,
  runningTimerReplySchema,
  timeReportQuerySchema,
  timeReportReplySchema,
  timerStartBodySchema,
  timerStartReplySchema,
  timerStopReplySchema,
} from '@signshop/domain';
import type { App } from '../../platform/app-type.ts';
import { readDb } from '../../platform/read-replicas/read-db.ts';
import { documentShop } from '../../job-core/shop-identity.ts';
import { downloadResponse } from '../../platform/plugins/openapi-operations.ts';
import { pdfResponse, sendPdf } from '../../platform/pdf/pdf-reply.ts';
import { jobTimeOf } from './job-time.service.ts';
import { quotedVsActualCsv, quotedVsActualPdf } from './quoted-vs-actual-files.ts';
import { adoptSuggestion, quotedVsActualReport } from './quoted-vs-actual.service.ts';
import { runningTimer, startTimer, stopTimer } from './timers.service.ts';

/** Timers, a job's time and the quoted-vs-actual report are the shop's own work: staff. */
const staff = { access: access.staff };
/** Changing a process estimate is an admin's. */
const admin = { access: access.admin };

/**
 * Time on every task: a person starts and stops work on a daily-schedule task (one running timer
 * each), a job's estimated against actual time and cost, and the quoted-vs-actual report with the
 * adoption of what it suggests.
 */
export async function timeTrackingRoutes(app: App) {
  const timeZone = app.config.shopTimeZone;

  app.get(
    '/api/time-tracking/timer',
    {
      config: staff,
      schema: {
        description: "The signed-in person's running timer.",
        response: { 200: runningTimerReplySchema },
      },
    },
    async (request) => ({ timer: await runningTimer(app.db, request.user!.id) }),
  );

  app.post(
    '/api/time-tracking/timer',
    {
      config: staff,
      schema: {
        description: "Starts the signed-in person's work on a task, stopping their running timer.",
        body: timerStartBodySchema,
        response: { 200: timerStartReplySchema },
      },
    },
    async (request) => startTimer(app.db, request.user!.id, request.body.schedule_line_id),
  );

  app.post(
    '/api/time-tracking/timer/stop',
    {
      config: staff,
      schema: {
        description: "Stops the signed-in person's running timer (none running: stopped is null).",
        body: emptyBodySchema,
        response: { 200: timerStopReplySchema },
      },
    },
    async (request) => stopTimer(app.db, request.user!.id),
  );

  app.get(
    '/api/time-tracking/job/:quoteId',
    {
      config: staff,
      schema: {
        description:
          "A job's estimated against actual minutes and cost, per task and process, beside its price.",
        params: jobTimeParamsSchema,
        response: { 200: jobTimeReplySchema },
      },
    },
    async (request) => jobTimeOf(app.db, request.params.quoteId),
  );

  const reportSchema = { querystring: timeReportQuerySchema };
  app.get(
    '/api/time-tracking/report',
    {
      config: staff,
      schema: {
        description: 'Quoted vs actual: per process, the tasks timed in the period against their estimates.',
        ...reportSchema,
        response: { 200: timeReportReplySchema },
      },
    },
    async (request) => quotedVsActualReport(await readDb(request), request.query, timeZone),
  );

  app.get(
    '/api/time-tracking/report.csv',
    {
      config: staff,
      schema: {
        description: 'The quoted-vs-actual report as CSV.',
        ...reportSchema,
        response: { 200: downloadResponse('text/csv', 'The report as CSV, a header row first.') },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="quoted-vs-actual.csv"')
        .send(quotedVsActualCsv(await quotedVsActualReport(await readDb(request), request.query, timeZone))),
  );

  app.get(
    '/api/time-tracking/report.pdf',
    {
      config: staff,
      schema: {
        description: 'The quoted-vs-actual report as PDF.',
        ...reportSchema,
        response: { 200: pdfResponse },
      },
    },
    async (request, reply) => {
      const report = await quotedVsActualReport(await readDb(request), request.query, timeZone);
      const pdf = await quotedVsActualPdf(report, await documentShop(app.db, app.config.shop));
      return sendPdf(reply, pdf, `QuotedVsActual-${report.from}-${report.to}.pdf`);
    },
  );

  app.post(
    '/api/time-tracking/report/adopt',
    {
      config: admin,
      schema: {
        description:
          "Sets a process's minutes per square foot to what the period's actuals suggest, recorded as from the actuals.",
        body: adoptEstimateBodySchema,
        response: { 200: adoptEstimateReplySchema },
      },
    },
    async (request) => adoptSuggestion(app.db, request.user!.id, request.body, timeZone),
  );
}
