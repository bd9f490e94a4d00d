import { z } from 'zod';
import { IMPERFECTION_KEYS } from './imperfections.ts';
import { MACHINES } from './machines.ts';

/** A tool's settings on a plate. */
export const toolInfoSchema = z.object({
  tool_number: z.number().int(),
  feed_rate: z.number(),
  length: z.number(),
});
export type ToolInfo = z.infer<typeof toolInfoSchema>;

/** A milling plate record (spec part 2 §3); times in seconds, end_time null while running. */
export const plateSchema = z.object({
  id: z.number().int().optional(),
  machine: z.enum(MACHINES),
  file_name: z.string().default(''),
  start_time: z.number(),
  end_time: z.number().nullable().default(null),
  expected_time: z.number().default(0),
  operator: z.string().default(''),
  humidity: z.number().nullable().default(null),
  air_quality: z.number().nullable().default(null),
  pressure: z.number().nullable().default(null),
  temperature: z.number().nullable().default(null),
  height: z.number().default(0),
  width: z.number().default(0),
  version: z.string().default(''),
  tool_info: z.array(toolInfoSchema).default([]),
  imperfections: z.array(z.enum(IMPERFECTION_KEYS as [string, ...string[]])).default([]),
});
export type Plate = z.infer<typeof plateSchema>;
