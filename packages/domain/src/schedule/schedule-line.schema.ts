import { RANGES, boundedNumber } from '../numbers/bounds.ts';
import { z } from 'zod';
import { boundedText, shownText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';
import { Priority, parsePriority, type PriorityValue } from './priority.ts';

/** A priority field: a number or a name, read with parsePriority; a bad value is a zod issue. */
export const prioritySchema = z
  .union([z.number(), boundedText(TEXT_MAX.label)])
  .transform((input, ctx): PriorityValue => {
    const result = parsePriority(input);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  });

/** A production line of a job's scheduler stage. */
export const scheduleLineSchema = z.object({
  id: z.number().int().optional(),
  quote_id: z.number().int(),
  short_description: shownText(TEXT_MAX.longText).default(''),
  thickness: shownText(TEXT_MAX.label).default(''),
  material: shownText(TEXT_MAX.label).default(''),
  equip: shownText(TEXT_MAX.label).default(''),
  process: shownText(TEXT_MAX.label).default(''),
  priority: prioritySchema.default(Priority.Low),
  assign_to: shownText(TEXT_MAX.label).default(''),
  order_index: boundedNumber(RANGES.orderIndex).default(0),
  is_complete: z.boolean().default(false),
  premature_release: z.boolean().default(false),
});
export type ScheduleLine = z.infer<typeof scheduleLineSchema>;
