import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { numberBetween } from './number-checks.ts';
import { scheduleLines } from './schedule-lines.ts';

/**
 * What the capacity plan books work on: a milling machine (`machine:HAAS1`), an equipment kind of the
 * scheduler (`equipment:Laser`) or a staff member (`person:<account id>`). A resource without a row
 * works the domain's default hours at no hourly rate.
 */
export const floorResources = pgTable(
  'floor_resources',
  {
    key: text('key').primaryKey(),
    /** Working minutes per weekday, Monday first (7 numbers, each 0 to 1440). */
    weekday_minutes: jsonb('weekday_minutes').$type<number[]>().notNull(),
    hourly_rate: numeric('hourly_rate', { precision: 10, scale: 2 }).notNull().default('0'),
    updated_by: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('floor_resources_rate_range', numberBetween(t.hourly_rate, 0, 100_000))],
);
export type FloorResourceRow = typeof floorResources.$inferSelect;

/** How long a process takes: setup minutes plus minutes per square foot of the job's signs. */
export const processEstimates = pgTable(
  'process_estimates',
  {
    equip: text('equip').notNull(),
    process: text('process').notNull(),
    setup_minutes: integer('setup_minutes').notNull().default(0),
    minutes_per_sqft: numeric('minutes_per_sqft', { precision: 10, scale: 3 }).notNull().default('0'),
    updated_by: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.equip, t.process] }),
    check('process_estimates_setup_range', sql`${t.setup_minutes} BETWEEN 0 AND 100000`),
    check('process_estimates_rate_range', numberBetween(t.minutes_per_sqft, 0, 100_000)),
  ],
);
export type ProcessEstimateRow = typeof processEstimates.$inferSelect;

/** Every change of a process estimate: set by an admin, or adopted from the actual minutes. */
export const processEstimateChanges = pgTable(
  'process_estimate_changes',
  {
    id: serial('id').primaryKey(),
    equip: text('equip').notNull(),
    process: text('process').notNull(),
    setup_minutes: integer('setup_minutes').notNull(),
    minutes_per_sqft: numeric('minutes_per_sqft', { precision: 10, scale: 3 }).notNull(),
    /** 'admin' or 'actuals'. */
    source: text('source').notNull(),
    changed_by: integer('changed_by').references(() => accounts.id, { onDelete: 'set null' }),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('process_estimate_changes_process_idx').on(t.equip, t.process, t.id)],
);

/**
 * Time a person worked on a task of the daily schedule. A person has at most one running timer
 * (no `stopped_at`): starting another stops it.
 */
export const taskTimers = pgTable(
  'task_timers',
  {
    id: serial('id').primaryKey(),
    schedule_line_id: integer('schedule_line_id')
      .notNull()
      .references(() => scheduleLines.id, { onDelete: 'cascade' }),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    stopped_at: timestamp('stopped_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('task_timers_running_key')
      .on(t.account_id)
      .where(sql`${t.stopped_at} IS NULL`),
    index('task_timers_line_idx').on(t.schedule_line_id),
    // The quoted-vs-actual report reads the timers started in its period.
    index('task_timers_started_idx').on(t.started_at),
    check('task_timers_order', sql`${t.stopped_at} IS NULL OR ${t.stopped_at} >= ${t.started_at}`),
  ],
);
export type TaskTimerRow = typeof taskTimers.$inferSelect;
