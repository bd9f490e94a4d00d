import { access, boundedNumber, MACHINES, plateSchema, RANGES } from '@signshop/domain';
import { z } from 'zod';
import type { App } from '../../platform/app-type.ts';
import { latestPlate, platesInRange, platesOfJob, savePlate } from './milling.service.ts';

const plateOut = plateSchema.extend({
  id: z.number().int(),
  machine: z.string(),
  imperfections: z.array(z.string()),
});
const machineParams = z.object({ machine: z.enum(MACHINES) });
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
      schema: { params: machineParams, response: { 200: z.object({ plate: plateOut.nullable() }) } },
    },
    async (request) => ({ plate: await latestPlate(app.db, request.params.machine) }),
  );

  app.post(
    '/api/milling/machine/:machine',
    {
      config: machines,
      schema: {
        params: machineParams,
        body: z.object({
          machine: z.enum(MACHINES).optional(),
          start: boundedNumber(RANGES.epochSeconds),
          end: boundedNumber(RANGES.epochSeconds),
        }),
        response: { 200: z.object({ plates: z.array(plateOut) }) },
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
        params: z.object({ name: z.string().min(1).max(200) }),
        response: { 200: z.object({ plates: z.array(plateOut) }) },
      },
    },
    async (request) => ({ plates: await platesOfJob(app.db, request.params.name) }),
  );

  app.get(
    '/api/milling/images',
    {
      config: machines,
      schema: {
        response: { 200: z.object({ base_url: z.string().nullable(), charts: z.array(z.string()) }) },
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
        response: { 200: z.object({ plate: plateOut }) },
      },
    },
    async (request) => ({ plate: await savePlate(app.db, request.body) }),
  );
}
