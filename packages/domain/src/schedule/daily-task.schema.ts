import { z } from 'zod';
import { boundedText, shownText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';
import { justDateSchema } from '../dates/just-date.schema.ts';
import { PRODUCTION_STATES } from '../lists/production.ts';
import { prioritySchema } from './schedule-line.schema.ts';
import { DAILY_SCHEDULE_FILTER_DEFAULTS } from './daily-schedule-filter.ts';

/** A task of the daily schedule. */
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

/** The daily schedule filters, each defaulting as DAILY_SCHEDULE_FILTER_DEFAULTS says. */
export const dailyScheduleFilterSchema = z.object({
  equip: boundedText(TEXT_MAX.label).default(DAILY_SCHEDULE_FILTER_DEFAULTS.equip),
  assign_to: boundedText(TEXT_MAX.label).default(DAILY_SCHEDULE_FILTER_DEFAULTS.assign_to),
  completion: boundedText(TEXT_MAX.label).default(DAILY_SCHEDULE_FILTER_DEFAULTS.completion),
  material: boundedText(TEXT_MAX.label).default(DAILY_SCHEDULE_FILTER_DEFAULTS.material),
  production_state: z.enum(PRODUCTION_STATES).default(DAILY_SCHEDULE_FILTER_DEFAULTS.production_state),
});
export type DailyScheduleFilter = z.infer<typeof dailyScheduleFilterSchema>;

/** A daily task update: completion, priority and assignee are saved at once. */
export const dailyTaskUpdateSchema = z.object({
  is_complete: z.boolean().optional(),
  priority: prioritySchema.optional(),
  assign_to: shownText(TEXT_MAX.label).optional(),
});
export type DailyTaskUpdate = z.infer<typeof dailyTaskUpdateSchema>;
