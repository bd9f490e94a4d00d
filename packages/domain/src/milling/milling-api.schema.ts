import { z } from 'zod';
import { boundedNumber, RANGES } from '../numbers/bounds.ts';
import { MACHINES } from './machines.ts';
import { plateSchema } from './plate.schema.ts';

/** A stored plate as the API sends it: its id, and machine and imperfections as they were stored. */
export const plateReplyItemSchema = plateSchema.extend({
  id: z.number().int(),
  machine: z.string(),
  imperfections: z.array(z.string()),
});
export type PlateReplyItem = z.infer<typeof plateReplyItemSchema>;

/** The machine a milling route names in its path. */
export const machineParamsSchema = z.object({ machine: z.enum(MACHINES) });

/** GET /api/milling/machine/:machine reply: the machine's latest plate, or null. */
export const latestPlateReplySchema = z.object({ plate: plateReplyItemSchema.nullable() });
export type LatestPlateReply = z.infer<typeof latestPlateReplySchema>;

/** POST /api/milling/machine/:machine body: the plates started within [start, end] (Unix seconds). */
export const platesInRangeBodySchema = z.object({
  machine: z.enum(MACHINES).optional(),
  start: boundedNumber(RANGES.epochSeconds),
  end: boundedNumber(RANGES.epochSeconds),
});
export type PlatesInRangeBody = z.input<typeof platesInRangeBodySchema>;

/** A list of plates (a machine's in a period, or a job's). */
export const platesReplySchema = z.object({ plates: z.array(plateReplyItemSchema) });
export type PlatesReply = z.infer<typeof platesReplySchema>;

/** GET /api/milling/job/:name params: the job name the plates' file names contain. */
export const jobPlatesParamsSchema = z.object({ name: z.string().min(1).max(200) });

/** GET /api/milling/images reply: the storage bucket's base address (null when not configured) and the charts. */
export const machineImagesSchema = z.object({ base_url: z.string().nullable(), charts: z.array(z.string()) });
export type MachineImages = z.infer<typeof machineImagesSchema>;

/** PUT /api/milling/file reply: the plate as stored. */
export const savedPlateReplySchema = z.object({ plate: plateReplyItemSchema });
export type SavedPlateReply = z.infer<typeof savedPlateReplySchema>;
