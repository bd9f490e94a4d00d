import {
  access,
  healthOkReplySchema,
  healthUnhealthyReplySchema,
  notReadyReplySchema,
  readyReplySchema,
} from '@signshop/domain';
import type { App } from '../../platform/app-type.ts';
import { RETRY_AFTER_SECONDS } from '../../db/database-unavailable.ts';
import { databaseReadiness, unhealthyReason } from './health.service.ts';

const anyone = { access: access.anyone };

/**
 * For load balancers and orchestrators: /api/health says the process answers and its database has
 * not been away for longer than a short grace (503 after it, so a supervisor restarts it), /api/ready says
 * this instance can serve (its database answers and has every migration). Logged at warn only,
 * since they are polled every few seconds.
 */
export async function healthRoutes(app: App) {
  app.get(
    '/api/health',
    {
      config: anyone,
      logLevel: 'warn',
      schema: {
        response: {
          200: healthOkReplySchema,
          503: healthUnhealthyReplySchema,
        },
      },
    },
    async (_request, reply) => {
      const reason = unhealthyReason(app.db);
      if (reason)
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ status: 'unhealthy', reason });
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/api/ready',
    {
      config: anyone,
      logLevel: 'warn',
      schema: {
        response: {
          200: readyReplySchema,
          503: notReadyReplySchema,
        },
      },
    },
    async (_request, reply) => {
      const readiness = await databaseReadiness(app.db);
      if (!readiness.ready) return reply.status(503).send({ status: 'not ready', reason: readiness.reason });
      return { status: 'ready' as const, migration: readiness.migration };
    },
  );
}
