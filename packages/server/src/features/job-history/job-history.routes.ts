import { access, jobHistoryParamsSchema, jobHistoryReplySchema } from '@signshop/domain';
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
        params: jobHistoryParamsSchema,
        response: { 200: jobHistoryReplySchema },
      },
    },
    async (request) => ({ history: await readJobHistory(app.db, request.user!, request.params.id) }),
  );
}
