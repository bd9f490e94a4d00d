import {
  access,
  processEstimateBodySchema,
  processEstimateReplySchema,
  processEstimatesReplySchema,
  resourceReplySchema,
  resourceSettingsSchema,
  resourcesReplySchema,
} from '@signshop/domain';
import type { App } from '../../platform/app-type.ts';
import {
  listProcessEstimates,
  listResourceSettings,
  saveProcessEstimate,
  saveResourceSettings,
} from './floor-settings.service.ts';

const settings = { access: access.floorSettings };

/** The shop floor's settings: each resource's working hours and hourly rate, each process's estimate. */
export async function floorSettingsRoutes(app: App) {
  app.get(
    '/api/capacity/resources',
    { config: settings, schema: { response: { 200: resourcesReplySchema } } },
    async () => ({ resources: await listResourceSettings(app.db) }),
  );

  app.put(
    '/api/capacity/resources',
    { config: settings, schema: { body: resourceSettingsSchema, response: { 200: resourceReplySchema } } },
    async (request) => ({ resource: await saveResourceSettings(app.db, request.user!.id, request.body) }),
  );

  app.get(
    '/api/capacity/estimates',
    { config: settings, schema: { response: { 200: processEstimatesReplySchema } } },
    async () => ({ estimates: await listProcessEstimates(app.db) }),
  );

  app.put(
    '/api/capacity/estimates',
    {
      config: settings,
      schema: { body: processEstimateBodySchema, response: { 200: processEstimateReplySchema } },
    },
    async (request) => ({ estimate: await saveProcessEstimate(app.db, request.user!.id, request.body) }),
  );
}
