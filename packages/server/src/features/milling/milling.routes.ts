import {
  access,
  jobPlatesParamsSchema,
  latestPlateReplySchema,
  machineImagesSchema,
  machineParamsSchema,
  plateSchema,
  platesInRangeBodySchema,
  platesReplySchema,
  savedPlateReplySchema,
} from '@signshop/domain';
import type { App } from '../../platform/app-type.ts';
import { latestPlate, platesInRange, platesOfJob, savePlate } from './milling.service.ts';

const machines = { access: access.machineVerified };
/** The chart images the bucket holds, one per name: {base_url}/{name}.png. */
export const MACHINE_CHARTS = [
  'weekly-value',
  'plates-per-day',
  'temperature',
  'humidity',
  'air-quality',
  'pressure',
] as const;

/** Milling plates: people with the verified Machine role; agents post with the ingest token. */
export async function millingRoutes(app: App) {
  app.get(
    '/api/milling/machine/:machine',
    {
      config: machines,
      schema: { params: machineParamsSchema, response: { 200: latestPlateReplySchema } },
    },
    async (request) => ({ plate: await latestPlate(app.db, request.params.machine) }),
  );

  app.post(
    '/api/milling/machine/:machine',
    {
      config: machines,
      schema: {
        params: machineParamsSchema,
        body: platesInRangeBodySchema,
        response: { 200: platesReplySchema },
      },
    },
    async (request) => ({
      plates: await platesInRange(app.db, request.params.machine, request.body.start, request.body.end),
    }),
  );

  app.get(
    '/api/milling/job/:name',
    {
      config: machines,
      schema: {
        params: jobPlatesParamsSchema,
        response: { 200: platesReplySchema },
      },
    },
    async (request) => ({ plates: await platesOfJob(app.db, request.params.name) }),
  );

  app.get(
    '/api/milling/images',
    {
      config: machines,
      schema: {
        response: { 200: machineImagesSchema },
      },
    },
    async () => ({ base_url: app.config.machineImagesUrl ?? null, charts: [...MACHINE_CHARTS] }),
  );

  app.put(
    '/api/milling/file',
    {
      config: { ...machines, ingest: true },
      schema: {
        description: "The machines' agents call this with `Authorization: Bearer <MACHINE_INGEST_TOKEN>`.",
        body: plateSchema,
        response: { 200: savedPlateReplySchema },
      },
    },
    async (request) => ({ plate: await savePlate(app.db, request.body) }),
  );
}
