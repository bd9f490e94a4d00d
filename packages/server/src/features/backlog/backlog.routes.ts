import { access, backlogEntrySchema, justDateSchema } from '@signshop/domain';
import { z } from 'zod';
import type { App } from '../../platform/app-type.ts';
import { getJobBacklog, listBacklogStages, saveBacklogChanges } from './backlog.service.ts';

const changeSchema = z.object({
  quote_id: z.number().int().positive(),
  type_id: z.number().int().positive(),
  is_checked: z.boolean(),
  date_given: justDateSchema.nullable().default(null),
});

const stageSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  label: z.string(),
  ordering: z.number().int(),
  hint: z.string(),
});
const jobBacklogSchema = backlogEntrySchema.extend({ id: z.number().int().nullable(), hint: z.string() });
const savedEntrySchema = backlogEntrySchema.omit({ ordering: true }).extend({ id: z.number().int() });

/**
 * Backlog stages and a job's backlog: anyone signed in reads the backlog
 * of a job in its scope; changing it is staff work.
 */
export async function backlogRoutes(app: App) {
  app.get(
    '/api/backlog',
    {
      config: { access: access.signedIn },
      schema: { response: { 200: z.object({ backlogs: z.array(stageSchema) }) } },
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
        params: z.object({ quoteId: z.coerce.number().int().positive() }),
        response: { 200: z.object({ backlogs: z.array(jobBacklogSchema) }) },
      },
    },
    async (request) => ({ backlogs: await getJobBacklog(app.db, request.user!, request.params.quoteId) }),
  );

  app.put(
    '/api/backlog',
    {
      config: { access: access.staff },
      schema: {
        body: z.object({ backlogs: z.array(changeSchema).max(500) }),
        response: { 200: z.object({ backlogs: z.array(savedEntrySchema) }) },
      },
    },
    async (request) => ({ backlogs: await saveBacklogChanges(app.db, request.user!, request.body.backlogs) }),
  );
}
