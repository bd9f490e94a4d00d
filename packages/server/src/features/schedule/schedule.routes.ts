import {
  access,
  assigneesReplySchema,
  dailyTaskParamsSchema,
  dailyTaskUpdateReplySchema,
  dailyTaskUpdateSchema,
  scheduleLinesReplySchema as linesReply,
  scheduleQuoteParamsSchema as quoteParams,
  scheduleSaveBodySchema,
} from '@signshop/domain';
import type { App } from '../../platform/app-type.ts';
import { getJobSchedule, listAssignees, saveJobSchedule, updateDailyTask } from './schedule.service.ts';

const staff = { access: access.staff };
const signedIn = { access: access.signedIn };

/**
 * A job's scheduler lines and the daily-schedule task updates: anyone
 * signed in reads the lines of a job in its scope; changing them is staff work.
 */
export async function scheduleRoutes(app: App) {
  app.get(
    '/api/schedule/assign_to',
    {
      // Staff names with their task counts across every job: verified staff only.
      config: { access: access.staffVerified },
      schema: { response: { 200: assigneesReplySchema } },
    },
    async () => ({ assign_to: await listAssignees(app.db) }),
  );

  app.get(
    '/api/schedule/:quoteId',
    { config: signedIn, schema: { params: quoteParams, response: { 200: linesReply } } },
    async (request) => ({ schedules: await getJobSchedule(app.db, request.user!, request.params.quoteId) }),
  );

  app.put(
    '/api/schedule/:quoteId',
    {
      config: staff,
      schema: {
        params: quoteParams,
        body: scheduleSaveBodySchema,
        response: { 200: linesReply },
      },
    },
    async (request) => ({
      schedules: await saveJobSchedule(
        app.db,
        request.user!,
        request.params.quoteId,
        request.body.schedules.map(({ quote_id: _ignored, ...line }) => line),
      ),
    }),
  );

  app.put(
    '/api/dailyschedule/:id',
    {
      config: staff,
      schema: {
        params: dailyTaskParamsSchema,
        body: dailyTaskUpdateSchema,
        response: { 200: dailyTaskUpdateReplySchema },
      },
    },
    async (request) => ({
      schedule: await updateDailyTask(app.db, request.user!, request.params.id, request.body),
    }),
  );
}
