import { access, historyEntrySchema } from '@signshop/domain';
import { z } from 'zod';
import type { App } from '../../platform/app-type.ts';
import { readJobHistory } from './job-history.service.ts';

/**
 * The history of a job, read-only: staff read every entry, a customer the
 * payment entries of its own company's jobs. Entries are written only with the changes themselves.
 */
export async function jobHistoryRoutes(app: App) {
  app.get(
    '/api/quote/:id/history',
    {
      config: { access: access.signedIn },
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: z.object({ history: z.array(historyEntrySchema) }) },
      },
    },
    async (request) => ({ history: await readJobHistory(app.db, request.user!, request.params.id) }),
  );
}
