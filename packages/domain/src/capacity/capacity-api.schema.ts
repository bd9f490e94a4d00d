import { z } from 'zod';
import { justDateSchema } from '../dates/just-date.schema.ts';
import { EQUIPMENT } from '../lists/constants.ts';
import { boundedNumber } from '../numbers/bounds.ts';
import { roundCents, roundRate } from '../pricing/money.ts';
import { boundedText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';
import { MINUTES_PER_DAY, parseResourceKey } from './floor-resources.ts';

/** A task's or a day's minutes: whole, up to a long job. */
const TASK_MINUTES = { min: 0, max: 100_000, whole: true } as const;
/** An hourly rate in dollars, kept to the cent. */
const HOURLY_RATE = { min: 0, max: 100_000 } as const;

const resourceKindSchema = z.enum(['machine', 'equipment', 'person']);
export const resourceKeySchema = boundedText(TEXT_MAX.label).refine((key) => parseResourceKey(key) !== null, {
  message: 'is not one of the shop’s machines, equipment or staff',
});

/** A task of the plan: a schedule line with its job and minutes. */
export const capacityTaskSchema = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  given_id: z.string(),
  job_name: z.string(),
  customer_name: z.string(),
  short_description: z.string(),
  equip: z.string(),
  process: z.string(),
  minutes: z.number().int(),
  /** The minutes were set on the line by hand (else they come from the process estimate). */
  minutes_set: z.boolean(),
  promise_date: z.string().nullable(),
  planned_day: z.string().nullable(),
  planned_resource: z.string().nullable(),
});
export type CapacityTask = z.infer<typeof capacityTaskSchema>;

export const capacityWeekQuerySchema = z.object({ start: justDateSchema.meta({ title: 'Week start' }) });

const resourceDaySchema = z.object({
  day: z.string(),
  capacity: z.number().int(),
  load: z.number().int(),
  tasks: z.array(capacityTaskSchema),
});
export type ResourceDay = z.infer<typeof resourceDaySchema>;

/** A week of the plan: each resource's capacity and load per day, with the tasks planned there. */
export const capacityWeekReplySchema = z.object({
  start: z.string(),
  days: z.array(z.string()),
  resources: z.array(
    z.object({
      key: z.string(),
      kind: resourceKindSchema,
      label: z.string(),
      days: z.array(resourceDaySchema),
    }),
  ),
});
export type CapacityWeekReply = z.infer<typeof capacityWeekReplySchema>;

export const capacityTaskParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** Moving a task: another day or resource, or its own minutes (null gives it back to the estimate). */
export const capacityTaskMoveSchema = z
  .strictObject({
    planned_day: justDateSchema.nullable().optional().meta({ title: 'Day' }),
    planned_resource: resourceKeySchema.nullable().optional().meta({ title: 'Resource' }),
    estimated_minutes: boundedNumber(TASK_MINUTES).nullable().optional().meta({ title: 'Estimated minutes' }),
  })
  .refine((move) => Object.keys(move).length > 0, {
    message: 'Say what to change: a day, a resource or minutes.',
  });
export type CapacityTaskMove = z.infer<typeof capacityTaskMoveSchema>;
export const capacityTaskReplySchema = z.object({ task: capacityTaskSchema });

export const capacityPlanBodySchema = z.strictObject({
  /** The first day to plan from; the shop's today when absent or earlier. */
  start: justDateSchema.optional().meta({ title: 'Plan from' }),
});
export const capacityPlanReplySchema = z.object({
  start: z.string(),
  end: z.string(),
  placed: z.array(
    z.object({
      id: z.number().int(),
      job_id: z.number().int(),
      day: z.string(),
      resource: z.string(),
      late: z.boolean(),
    }),
  ),
  unplaced: z.array(
    z.object({
      id: z.number().int(),
      job_id: z.number().int(),
      reason: z.enum(['no-resource', 'longer-than-a-day', 'no-room']),
    }),
  ),
});
export type CapacityPlanReply = z.infer<typeof capacityPlanReplySchema>;

export const capacityAtRiskReplySchema = z.object({
  jobs: z.array(
    z.object({
      job_id: z.number().int(),
      given_id: z.string(),
      job_name: z.string(),
      customer_name: z.string(),
      promise_date: z.string(),
      planned_finish: z.string(),
      days_late: z.number().int(),
    }),
  ),
});
export type CapacityAtRiskReply = z.infer<typeof capacityAtRiskReplySchema>;

/** A resource's working hours and hourly rate, as the admin screen edits them. */
export const resourceSettingsSchema = z.strictObject({
  key: resourceKeySchema.meta({ title: 'Resource' }),
  weekday_minutes: z
    .array(boundedNumber({ ...TASK_MINUTES, max: MINUTES_PER_DAY }).meta({ title: 'Working minutes' }))
    .length(7)
    .meta({ title: 'Working minutes' }),
  hourly_rate: boundedNumber(HOURLY_RATE)
    .refine((rate) => roundCents(rate) === rate, { message: 'must be in whole cents' })
    .meta({ title: 'Hourly rate' }),
});
export type ResourceSettings = z.infer<typeof resourceSettingsSchema>;
const resourceSettingsRowSchema = z.object({
  key: z.string(),
  kind: resourceKindSchema,
  label: z.string(),
  weekday_minutes: z.array(z.number().int()),
  hourly_rate: z.number(),
  /** False while the resource works the default hours (no row saved yet). */
  saved: z.boolean(),
});
export type ResourceSettingsRow = z.infer<typeof resourceSettingsRowSchema>;
export const resourcesReplySchema = z.object({ resources: z.array(resourceSettingsRowSchema) });
export const resourceReplySchema = z.object({ resource: resourceSettingsRowSchema });

/** A process estimate as the admin sets it: setup minutes plus minutes per square foot. */
export const processEstimateBodySchema = z.strictObject({
  equip: z.enum(EQUIPMENT).meta({ title: 'Equipment' }),
  process: boundedText(TEXT_MAX.label).trim().min(1).meta({ title: 'Process' }),
  setup_minutes: boundedNumber(TASK_MINUTES).meta({ title: 'Setup minutes' }),
  minutes_per_sqft: boundedNumber({ min: 0, max: 100_000 })
    .refine((rate) => roundRate(rate) === rate, { message: 'can have at most 3 decimals' })
    .meta({ title: 'Minutes per sq ft' }),
});
export type ProcessEstimateBody = z.infer<typeof processEstimateBodySchema>;
const processEstimateRowSchema = z.object({
  equip: z.string(),
  process: z.string(),
  setup_minutes: z.number().int(),
  minutes_per_sqft: z.number(),
  /** False for a process the shop has not estimated yet (its tasks count 0 minutes). */
  saved: z.boolean(),
});
export type ProcessEstimateRowReply = z.infer<typeof processEstimateRowSchema>;
export const processEstimatesReplySchema = z.object({ estimates: z.array(processEstimateRowSchema) });
export const processEstimateReplySchema = z.object({ estimate: processEstimateRowSchema });
