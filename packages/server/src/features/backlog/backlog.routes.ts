import {
  access,
  backlogSaveBodySchema,
  backlogSaveReplySchema,
  backlogStagesReplySchema,
  jobBacklogParamsSchema,
  jobBacklogReplySchema,
} from '@signshop/domain';
import type { App } from '../../platform/app-type.ts';
import { getJobBacklog, listBacklogStages, saveBacklogChanges } from './backlog.service.ts';

/**
 * Backlog stages and a job's backlog: anyone signed in reads the backlog
 * of a job in its scope; changing it is staff work.
 */
export async function backlogRoutes(app: App) {
  app.get(
    '/api/backlog',
    {
      config: { access: access.signedIn },
      schema: { response: { 200: backlogStagesReplySchema } },
    },
    async () => ({
      backlogs: (await listBacklogStages(app.db)).map(({ id, key, label, ordering, hint }) => ({
        id,
        key,
        label,
        ordering,
        hint,
      })),
    }),
  );

  app.get(
    '/api/backlog/:quoteId',
    {
      config: { access: access.signedIn },
      schema: {
        params: jobBacklogParamsSchema,
        response: { 200: jobBacklogReplySchema },
      },
    },
    async (request) => ({ backlogs: await getJobBacklog(app.db, request.user!, request.params.quoteId) }),
  );

  app.put(
    '/api/backlog',
    {
      config: { access: access.staff },
      schema: {
        body: backlogSaveBodySchema,
        response: { 200: backlogSaveReplySchema },
      },
    },
    async (request) => ({ backlogs: await saveBacklogChanges(app.db, request.user!, request.body.backlogs) }),
  );
}
