import { access, justDateSchema } from '@signshop/domain';
import { z } from 'zod';
import type { App } from '../../http/types.ts';
import { getJobBacklog, listBacklogStages, saveBacklogChanges } from './backlog.service.ts';

const changeSchema = z.object({
  quote_id: z.number().int().positive(),
  type_id: z.number().int().positive(),
  is_checked: z.boolean(),
  date_given: justDateSchema.nullable().default(null),
});

/** Backlog stages and a job's backlog (spec part 1 §7 Backlog). A job's backlog is staff work. */
export async function backlogRoutes(app: App) {
  app.get('/api/backlog', { config: { access: access.signedIn } }, async () => ({
    backlogs: (await listBacklogStages(app.db)).map(({ id, key, label, ordering, hint }) => ({
      id,
      key,
      label,
      ordering,
      hint,
    })),
  }));

  app.get(
    '/api/backlog/:quoteId',
    {
      config: { access: access.staff },
      schema: { params: z.object({ quoteId: z.coerce.number().int().positive() }) },
    },
    async (request) => ({ backlogs: await getJobBacklog(app.db, request.user!, request.params.quoteId) }),
  );

  app.put(
    '/api/backlog',
    {
      config: { access: access.staff },
      schema: { body: z.object({ backlogs: z.array(changeSchema).max(500) }) },
    },
    async (request) => ({ backlogs: await saveBacklogChanges(app.db, request.user!, request.body.backlogs) }),
  );
}
