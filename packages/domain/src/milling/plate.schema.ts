import { RANGES, boundedNumber } from '../numbers/bounds.ts';
import { z } from 'zod';
import { boundedText, shownText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';
import { IMPERFECTION_KEYS } from './imperfections.ts';
import { MACHINES } from './machines.ts';

/** A tool's settings on a plate. */
export const toolInfoSchema = z.object({
  tool_number: boundedNumber(RANGES.toolNumber),
  feed_rate: boundedNumber(RANGES.feedRate),
  length: boundedNumber(RANGES.size),
});
export type ToolInfo = z.infer<typeof toolInfoSchema>;

/** A milling plate record; times in seconds, end_time null while running. */
export const plateSchema = z.object({
  id: z.number().int().optional(),
  machine: z.enum(MACHINES),
  file_name: shownText(TEXT_MAX.fileName).default(''),
  start_time: boundedNumber(RANGES.epochSeconds),
  end_time: boundedNumber(RANGES.epochSeconds).nullable().default(null),
  expected_time: boundedNumber(RANGES.durationSeconds).default(0),
  operator: shownText(TEXT_MAX.personName).default(''),
  humidity: boundedNumber(RANGES.humidity).nullable().default(null),
  air_quality: boundedNumber(RANGES.reading).nullable().default(null),
  pressure: boundedNumber(RANGES.reading).nullable().default(null),
  temperature: boundedNumber(RANGES.temperature).nullable().default(null),
  height: boundedNumber(RANGES.size).default(0),
  width: boundedNumber(RANGES.size).default(0),
  version: boundedText(TEXT_MAX.label).default(''),
  tool_info: z.array(toolInfoSchema).default([]),
  imperfections: z.array(z.enum(IMPERFECTION_KEYS as [string, ...string[]])).default([]),
});
export type Plate = z.infer<typeof plateSchema>;
