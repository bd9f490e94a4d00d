import { access, dailyTaskUpdateSchema, scheduleLineSchema } from '@signshop/domain';
import { z } from 'zod';
import type { App } from '../../platform/app-type.ts';
import { getJobSchedule, listAssignees, saveJobSchedule, updateDailyTask } from './schedule.service.ts';

const lineOut = scheduleLineSchema.extend({ id: z.number().int(), priority: z.number().int() });
const linesReply = z.object({ schedules: z.array(lineOut) });
const quoteParams = z.object({ quoteId: z.coerce.number().int().positive() });
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
      schema: {
        response: {
          200: z.object({
            assign_to: z.array(
              z.object({ equip: z.string(), assign_to: z.string(), count: z.number().int() }),
            ),
          }),
        },
      },
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
        body: z.object({
          schedules: z
            .array(
              scheduleLineSchema.omit({ quote_id: true }).extend({ quote_id: z.number().int().optional() }),
            )
            .max(500),
        }),
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
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: dailyTaskUpdateSchema,
        response: { 200: z.object({ schedule: lineOut }) },
      },
    },
    async (request) => ({
      schedule: await updateDailyTask(app.db, request.user!, request.params.id, request.body),
    }),
  );
}
