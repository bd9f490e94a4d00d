import { z } from 'zod';
import { daysBetween, isJustDate } from '../dates/just-date.ts';
import { justDateSchema } from '../dates/just-date.schema.ts';
import { boundedText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';

/** Starting work on a task of the daily schedule. */
export const timerStartBodySchema = z.strictObject({
  schedule_line_id: z.number().int().positive().max(2_147_483_647).meta({ title: 'Task' }),
});
export type TimerStartBody = z.infer<typeof timerStartBodySchema>;

/** A person's timer on a task, with what the daily schedule shows of the task. */
export const taskTimerSchema = z.object({
  id: z.number().int(),
  schedule_line_id: z.number().int(),
  quote_id: z.number().int(),
  job_name: z.string(),
  equip: z.string(),
  process: z.string(),
  short_description: z.string(),
  started_at: z.iso.datetime({ offset: true }),
  stopped_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TaskTimer = z.infer<typeof taskTimerSchema>;

/** The signed-in person's running timer, if any. */
export const runningTimerReplySchema = z.object({ timer: taskTimerSchema.nullable() });
export type RunningTimerReply = z.infer<typeof runningTimerReplySchema>;
/** A timer started, with the one it stopped (the person's running timer before), if any. */
export const timerStartReplySchema = z.object({
  timer: taskTimerSchema,
  stopped: taskTimerSchema.nullable(),
});
export type TimerStartReply = z.infer<typeof timerStartReplySchema>;
/** The timer a stop ended: null when none was running (stopping twice is harmless). */
export const timerStopReplySchema = z.object({ stopped: taskTimerSchema.nullable() });
export type TimerStopReply = z.infer<typeof timerStopReplySchema>;

export const jobTimeParamsSchema = z.object({
  quoteId: z.coerce.number().int().positive().max(2_147_483_647).meta({ title: 'Job' }),
});

const minutes = z.number();
const money = z.number();
const processTimeSchema = z.object({
  equip: z.string(),
  process: z.string(),
  estimated_minutes: minutes,
  actual_minutes: minutes,
  estimated_cost: money,
  actual_cost: money,
});
/** A job's estimated against actual minutes and cost (dollars, exact to the cent), beside its price. */
export const jobTimeReplySchema = z.object({
  quote_id: z.number().int(),
  price: money,
  tasks: z.array(
    z.object({
      schedule_line_id: z.number().int(),
      equip: z.string(),
      process: z.string(),
      short_description: z.string(),
      estimated_minutes: minutes,
      actual_minutes: minutes,
      running: z.boolean(),
    }),
  ),
  processes: z.array(processTimeSchema),
  totals: processTimeSchema.omit({ equip: true, process: true }),
});
export type JobTimeReply = z.infer<typeof jobTimeReplySchema>;

/** The longest period the report covers: a year and a day. */
export const REPORT_PERIOD_MAX_DAYS = 366;

// A refinement of the whole period runs even when a day failed its own check: compare real days only.
const bothDates = (q: { from: unknown; to: unknown }) => isJustDate(q.from) && isJustDate(q.to);

/** The quoted-vs-actual report's period: both days included, in the shop's time zone. */
export const timeReportQuerySchema = z
  .object({
    from: justDateSchema.meta({ title: 'From' }),
    to: justDateSchema.meta({ title: 'To' }),
  })
  .refine((q) => !bothDates(q) || daysBetween(q.from, q.to) >= 0, {
    message: 'To must be on or after From.',
    path: ['to'],
  })
  .refine((q) => !bothDates(q) || daysBetween(q.from, q.to) < REPORT_PERIOD_MAX_DAYS, {
    message: `To must be less than ${REPORT_PERIOD_MAX_DAYS} days after From.`,
    path: ['to'],
  });
export type TimeReportQuery = z.infer<typeof timeReportQuerySchema>;

export const quotedVsActualRowSchema = z.object({
  equip: z.string(),
  process: z.string(),
  jobs: z.number().int(),
  tasks: z.number().int(),
  estimated_minutes: minutes,
  actual_minutes: minutes,
  ratio: z.number().nullable(),
  minutes_per_sqft: z.number(),
  suggested_minutes_per_sqft: z.number().nullable(),
});
export const timeReportReplySchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(quotedVsActualRowSchema),
});
export type TimeReportReply = z.infer<typeof timeReportReplySchema>;

/** Adopting what the actuals of a period suggest as a process's minutes per square foot. */
export const adoptEstimateBodySchema = z.strictObject({
  equip: boundedText(TEXT_MAX.label).min(1).meta({ title: 'Equipment' }),
  process: boundedText(TEXT_MAX.label).min(1).meta({ title: 'Process' }),
  from: justDateSchema.meta({ title: 'From' }),
  to: justDateSchema.meta({ title: 'To' }),
});
export type AdoptEstimateBody = z.infer<typeof adoptEstimateBodySchema>;
export const adoptEstimateReplySchema = z.object({
  equip: z.string(),
  process: z.string(),
  setup_minutes: z.number().int(),
  minutes_per_sqft: z.number(),
});
export type AdoptEstimateReply = z.infer<typeof adoptEstimateReplySchema>;
