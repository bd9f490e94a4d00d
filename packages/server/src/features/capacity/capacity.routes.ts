import { typedReplySerializer } from '../../platform/plugins/typed-reply.ts';
import {
  access,
  capacityAtRiskReplySchema,
  capacityPlanBodySchema,
  capacityPlanReplySchema,
  capacityTaskMoveSchema,
  capacityTaskParamsSchema,
  capacityTaskReplySchema,
  capacityWeekQuerySchema,
  capacityWeekReplySchema,
  mondayOf,
  shopToday,
} from '@signshop/domain';
import type { App } from '../../platform/app-type.ts';
import { readDb } from '../../platform/read-replicas/read-db.ts';
import { getCapacityWeek, listAtRisk, moveTask, planCapacity } from './capacity.service.ts';

const plan = { access: access.capacityPlan };

/** The capacity plan: the week by resource, moving a task, Plan, and the jobs at risk (verified staff). */
export async function capacityRoutes(app: App) {
  app.get(
    '/api/capacity/week',
    {
      config: plan,
      schema: { querystring: capacityWeekQuerySchema, response: { 200: capacityWeekReplySchema } },
      // Every open capacity page refetches after a floor change: the week is built field by field already.
      serializerCompiler: typedReplySerializer,
    },
    // A week runs Monday to Sunday: any day asks for the week it is in.
    async (request) =>
      getCapacityWeek(await readDb(request, { current: true }), mondayOf(request.query.start)),
  );

  app.patch(
    '/api/capacity/tasks/:id',
    {
      config: plan,
      schema: {
        params: capacityTaskParamsSchema,
        body: capacityTaskMoveSchema,
        response: { 200: capacityTaskReplySchema },
      },
    },
    async (request) => ({ task: await moveTask(app.db, request.params.id, request.body) }),
  );

  app.post(
    '/api/capacity/plan',
    { config: plan, schema: { body: capacityPlanBodySchema, response: { 200: capacityPlanReplySchema } } },
    async (request) => {
      // Never plan into the past: the first day is the shop's today at the earliest.
      const today = shopToday(app.config.shopTimeZone);
      const start = request.body.start && request.body.start > today ? request.body.start : today;
      return planCapacity(app.db, start);
    },
  );

  app.get(
    '/api/capacity/at-risk',
    { config: plan, schema: { response: { 200: capacityAtRiskReplySchema } } },
    async (request) => listAtRisk(await readDb(request)),
  );
}
