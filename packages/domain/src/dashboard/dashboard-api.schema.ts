import { z } from 'zod';
import { BOARD_COLUMN_KEYS } from '../board/board-api.schema.ts';
import { justDateSchema } from '../dates/just-date.schema.ts';
import { MACHINES } from '../milling/machines.ts';

const money = z.number();
const count = z.number().int().nonnegative();

/** One month of the dashboard: booked and shipped value, and kept promises, with the same month a year before. */
export const dashboardMonthSchema = z.object({
  /** '2026-11' */
  month: z.string(),
  from: justDateSchema,
  to: justDateSchema,
  /** The total price of the quotes dated in the month (what the customer report lists by quote date). */
  booked: money,
  /** The total price of the jobs shipped in the month (the customer report by ship date). */
  shipped: money,
  /** Jobs shipped in the month with a promise date, and how many of them shipped on or before it. */
  promised: count,
  on_time: count,
  /** The same figures for the same month a year before. */
  before: z.object({
    month: z.string(),
    from: justDateSchema,
    to: justDateSchema,
    booked: money,
    shipped: money,
    promised: count,
    on_time: count,
  }),
});

/** Unshipped jobs in one production board column (their latest stage): how many and their total price. */
export const dashboardBacklogStageSchema = z.object({
  key: z.enum(BOARD_COLUMN_KEYS),
  label: z.string(),
  stage_id: z.number().int().nullable(),
  jobs: count,
  value: money,
});

/** One of the biggest customers of the year so far, by booked value. */
export const dashboardCustomerSchema = z.object({ customer_name: z.string(), jobs: count, booked: money });

/** A machine's last seven days: the value of its plates against the spec's optimal weekly values. */
export const dashboardMachineSchema = z.object({
  machine: z.enum(MACHINES),
  plates: count,
  value: z.number(),
  optimal_five_days: z.number(),
  optimal_seven_days: z.number(),
});

/** GET /api/dashboard: the owner's picture of the business as of the shop's today. */
export const dashboardReplySchema = z.object({
  today: justDateSchema,
  months: z.array(dashboardMonthSchema),
  backlog: z.array(dashboardBacklogStageSchema),
  top_customers: z.array(dashboardCustomerSchema),
  machines: z.array(dashboardMachineSchema),
});
export type DashboardReply = z.infer<typeof dashboardReplySchema>;
export type DashboardMonthFigures = z.infer<typeof dashboardMonthSchema>;
export type DashboardBacklogStage = z.infer<typeof dashboardBacklogStageSchema>;
export type DashboardMachine = z.infer<typeof dashboardMachineSchema>;
