import crypto from 'node:crypto';
import type pg from 'pg';
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { TEXT_MAX } from '@signshop/domain';
import type { AppConfig } from './platform/config.ts';
import type { Db } from './db/client.ts';
import { accountRoutes } from './features/accounts/accounts.routes.ts';
import { agingRoutes } from './features/aging/aging.routes.ts';
import { accountStylesheetOrigins } from './features/accounts/accounts.service.ts';
import { accountingRoutes } from './features/accounting/accounting.routes.ts';
import { adminAccountRoutes } from './features/admin-accounts/admin-accounts.routes.ts';
import { signTypeAdminRoutes } from './features/sign-types/sign-types-admin.routes.ts';
import { backlogRoutes } from './features/backlog/backlog.routes.ts';
import { boardRoutes } from './features/board/board.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { bankRoutes } from './features/billing/banks.routes.ts';
import { capacityRoutes } from './features/capacity/capacity.routes.ts';
import { floorSettingsRoutes } from './features/capacity/floor-settings.routes.ts';
import { companyInfoRoutes } from './features/company-info/company-info.routes.ts';
import { taxRoutes } from './features/tax/tax.routes.ts';
import { jobPaymentRoutes } from './features/billing/job-payments.routes.ts';
import { documentRoutes } from './features/documents/documents.routes.ts';
import { emailRoutes } from './features/email/email.routes.ts';
import { approvalRoutes } from './features/approvals/approvals.routes.ts';
import { purchaseOrderRoutes } from './features/purchase-orders/purchase-orders.routes.ts';
import { fileRoutes } from './features/files/files.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { millingRoutes } from './features/milling/milling.routes.ts';
import { projectManagerPickerRoutes } from './features/reports/project-manager-picker.routes.ts';
import { quoteRoutes } from './features/quotes/quotes.routes.ts';
import { jobHistoryRoutes } from './features/job-history/job-history.routes.ts';
import { reportRoutes } from './features/reports/reports.routes.ts';
import { scheduleRoutes } from './features/schedule/schedule.routes.ts';
import { shopRoutes } from './features/shop/shop.routes.ts';
import { timeTrackingRoutes } from './features/time-tracking/time-tracking.routes.ts';
import { signTypeRoutes } from './features/sign-types/sign-types.routes.ts';
import type { SessionPolicy } from './features/accounts/sessions.service.ts';
import { createTokenSigner, type TokenSigner } from './features/accounts/session-token.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import type { FileStorage } from './platform/storage/storage.ts';
import { registerAuthentication, SESSION_COOKIE, sessionOf } from './features/accounts/authenticate.ts';
import { registerAuthorization } from './platform/plugins/authorize.ts';
import { registerCompression } from './platform/plugins/compression.ts';
import { registerDrainOnClose } from './platform/plugins/drain-on-close.ts';
import { createListenClient } from './platform/listen/listen-client.ts';
import { createLiveEvents } from './platform/live/live-events.ts';
import { liveRoutes } from './platform/live/live.routes.ts';
import { createReportTotalsCache } from './platform/listen/report-totals-cache.ts';
import { createSessionCache } from './platform/listen/session-cache.ts';
import { createTableCopies } from './platform/listen/table-copies.ts';
import { frameworkErrorReply, registerErrorHandler } from './platform/plugins/error-handler.ts';
import { registerOpenApi } from './platform/plugins/openapi.ts';
import { registerCrossSiteCheck } from './platform/plugins/cross-site.ts';
import { registerJsonDepthLimit } from './platform/plugins/json-depth.ts';
import { REDACTING_LOG_OPTIONS } from './platform/plugins/logging.ts';
import { featureRoutes } from './platform/plugins/openapi-operations.ts';
import { registerSecurityHeaders } from './platform/plugins/security.ts';
import { registerSpa } from './platform/plugins/spa.ts';
import { pdfRenderer } from './platform/pdf/renderer-plugin.ts';
import { createJobQueue, type JobQueue } from './platform/queue/job-queue.ts';
import { registerReadReplicas } from './platform/read-replicas/read-db.ts';
import { registerStreamReads } from './platform/json-stream.ts';
import type { ReplicaTiming } from './platform/read-replicas/read-replicas.ts';
import { messagesRoutes } from './features/messages/messages.routes.ts';
import { defineMessageJobs, messageJobsContext } from './features/messages/messages.jobs.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import {
  defineNotificationJobs,
  notificationJobsContext,
} from './features/notifications/notifications.jobs.ts';
import { mailLinkKey } from './job-core/unsubscribe-token.ts';

export interface AppDeps {
  db: Db;
  mailer: Mailer;
  /** HMAC key of the session token (at least 32 characters). */
  sessionSecret: string;
  /** Job file storage; the configured driver (STORAGE_DRIVER) when not given. */
  storage?: FileStorage;
  /** Pino logger options, or false for none (tests); ignored when `log` is given. */
  logger?: boolean | object;
  /** A logger made by the caller (main.ts logs start-up through the same JSON logger). */
  log?: FastifyBaseLogger;
  /** How long reads wait for and skip the read replicas (tests shorten them). */
  readReplicaTiming?: ReplicaTiming;
}

const REQUEST_ID = /^[\w.:@-]{1,128}$/;

/** The caller's x-request-id when it looks like one (a load balancer's trace id), else a new UUID. */
function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    mailer: Mailer;
    config: AppConfig;
    tokens: TokenSigner;
    sessionPolicy: SessionPolicy;
    storage: FileStorage;
    /** Work that runs by itself (pg-boss): scheduled scans and mail sends. */
    queue: JobQueue;
    /** The key the links in mails (one-click unsubscribe) are signed with. */
    mailLinkKey: Buffer;
  }
}

/** Fastify's own logger (when no logger is given): the configured level, secrets redacted. */
function loggerOptions(config: AppConfig, logger: AppDeps['logger']) {
  if (logger === false) return false;
  return { level: config.logLevel, ...(typeof logger === 'object' ? logger : {}), ...REDACTING_LOG_OPTIONS };
}

/** The whole HTTP application, not yet listening (tests call it over real HTTP or inject). */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(deps.log ? { loggerInstance: deps.log } : { logger: loggerOptions(config, deps.logger) }),
    genReqId: requestIdOf,
    // One line per request (onResponse below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    // A path parameter may be a file name of TEXT_MAX.fileName characters, percent-encoded as
    // UTF-8 (up to 9 characters each); longer ones reach the route's schema and get its 400, not a 414.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: TEXT_MAX.fileName * 9 },
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorReply,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('db', deps.db);
  app.decorate('mailer', deps.mailer);
  app.decorate('config', config);
  app.decorate('tokens', createTokenSigner(deps.sessionSecret));
  app.decorate('storage', deps.storage ?? createStorage(config));
  app.decorate('mailLinkKey', mailLinkKey(deps.sessionSecret));
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        req: { method: request.method, url: request.url },
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
    done();
  });
  app.decorate('sessionPolicy', { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours });
  // The caches subscribe to their channels first, so the first connection listens on them all.
  const listener = createListenClient(deps.db);
  createSessionCache(deps.db, listener);
  createTableCopies(deps.db, listener);
  createReportTotalsCache(deps.db, listener);
  const live = createLiveEvents(deps.db, listener);
  await listener.start();
  app.addHook('onClose', () => listener.close());
  // Open live streams never finish by themselves: they end first, so closing waits for no one.
  app.addHook('preClose', async () => live.closeAll());

  // The pool behind db (drizzle keeps it as $client); none for the OpenAPI document's stand-in.
  const pool = (deps.db as unknown as { $client?: pg.Pool }).$client;
  registerReadReplicas(app, pool, deps.readReplicaTiming);
  registerStreamReads(app);
  // The job queue (on that pool): one worker per job name on this instance, stopped (running jobs finished) on close.
  const queue = createJobQueue({
    pool,
    log: app.log,
    timeZone: config.shopTimeZone,
  });
  // The app itself: its PDF renderer is registered below, before any job runs.
  defineMessageJobs(queue, messageJobsContext(app));
  defineNotificationJobs(queue, listener, notificationJobsContext(app));
  app.decorate('queue', queue);
  await queue.start();
  app.addHook('onClose', () => queue.stop());

  registerErrorHandler(app);
  registerDrainOnClose(app);
  const imageOrigins = config.machineImagesUrl ? [new URL(config.machineImagesUrl).origin] : [];
  await registerSecurityHeaders(app, imageOrigins);
  await registerCompression(app);
  await app.register(fastifyCookie);
  registerCrossSiteCheck(app);
  registerJsonDepthLimit(app);
  registerAuthentication(app);
  registerAuthorization(app);
  await registerOpenApi(app);

  await app.register(featureRoutes('health', healthRoutes));
  await app.register(featureRoutes('accounts', accountRoutes));
  await app.register(featureRoutes('admin-accounts', adminAccountRoutes));
  await app.register(featureRoutes('sign-types', signTypeRoutes));
  await app.register(featureRoutes('sign-types', signTypeAdminRoutes));
  await app.register(featureRoutes('quotes', quoteRoutes));
  await app.register(featureRoutes('job-history', jobHistoryRoutes));
  await app.register(featureRoutes('backlog', backlogRoutes));
  await app.register(featureRoutes('purchase-orders', purchaseOrderRoutes));
  await app.register(featureRoutes('schedule', scheduleRoutes));
  await app.register(featureRoutes('reports', projectManagerPickerRoutes));
  await app.register(featureRoutes('files', fileRoutes));
  await app.register(featureRoutes('reports', reportRoutes));
  await app.register(featureRoutes('milling', millingRoutes));
  await app.register(featureRoutes('capacity', capacityRoutes));
  await app.register(featureRoutes('capacity', floorSettingsRoutes));
  await app.register(featureRoutes('billing', bankRoutes));
  await app.register(featureRoutes('company-info', companyInfoRoutes));
  await app.register(featureRoutes('tax', taxRoutes));
  await app.register(featureRoutes('billing', jobPaymentRoutes));
  await app.register(featureRoutes('accounting', accountingRoutes));
  await app.register(featureRoutes('shop', shopRoutes));
  await app.register(featureRoutes('time-tracking', timeTrackingRoutes));
  await app.register(pdfRenderer);
  await app.register(featureRoutes('documents', documentRoutes));
  await app.register(featureRoutes('aging', agingRoutes));
  await app.register(featureRoutes('email', emailRoutes));
  await app.register(featureRoutes('approvals', approvalRoutes));
  await app.register(featureRoutes('board', boardRoutes));
  await app.register(featureRoutes('dashboard', dashboardRoutes));
  await app.register(featureRoutes('live', liveRoutes(live)));
  await app.register(featureRoutes('messages', messagesRoutes));
  await app.register(featureRoutes('notifications', notificationsRoutes));
  await registerSpa(app, config.webDist, {
    imageOrigins,
    stylesheetOrigins: async (request) => {
      const session = await sessionOf(app, request);
      return session ? accountStylesheetOrigins(app.db, session.user.id) : [];
    },
    hasSessionCookie: (request) => !!request.cookies[SESSION_COOKIE],
  });
  return app;
}
