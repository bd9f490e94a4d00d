import { z } from 'zod';
import { boundedText, shownText, TEXT_MAX } from '../text/text-bounds.ts';
import { justDateSchema } from '../dates/just-date.ts';
import { DEFAULT_PRODUCTION_STATE, PRODUCTION_STATES } from '../lists/production.ts';
import { prioritySchema } from './schedule-line.schema.ts';

/** A task of the daily schedule (spec part 2 §3). */
export const dailyTaskSchema = z.object({
  id: z.number().int(),
  quote_id: z.number().int(),
  equip: z.string().default(''),
  assign_to: z.string().default(''),
  priority: prioritySchema.default(0),
  is_complete: z.boolean().default(false),
  job_name: z.string().default(''),
  customer_name: z.string().default(''),
  expected_ship_date: justDateSchema.nullable().default(null),
  short_description: z.string().default(''),
  task: z.string().default(''),
});
export type DailyTask = z.infer<typeof dailyTaskSchema>;

/** The daily schedule filters: every one 'All' except production state In Production. */
export const dailyScheduleFilterSchema = z.object({
  equip: boundedText(TEXT_MAX.label).default('All'),
  assign_to: boundedText(TEXT_MAX.label).default('All'),
  completion: boundedText(TEXT_MAX.label).default('All'),
  material: boundedText(TEXT_MAX.label).default('All'),
  production_state: z.enum(PRODUCTION_STATES).default(DEFAULT_PRODUCTION_STATE),
});
export type DailyScheduleFilter = z.infer<typeof dailyScheduleFilterSchema>;

/** A daily task update: completion, priority and assignee are saved at once. */
export const dailyTaskUpdateSchema = z.object({
  is_complete: z.boolean().optional(),
  priority: prioritySchema.optional(),
  assign_to: shownText(TEXT_MAX.label).optional(),
});
export type DailyTaskUpdate = z.infer<typeof dailyTaskUpdateSchema>;
