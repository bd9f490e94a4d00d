import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { quotes } from './quotes.ts';

/** Production lines of a job's scheduler stage; the daily schedule lists them as tasks. */
export const scheduleLines = pgTable(
  'schedule_lines',
  {
    id: serial('id').primaryKey(),
    quote_id: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    short_description: text('short_description').notNull().default(''),
    thickness: text('thickness').notNull().default(''),
    material: text('material').notNull().default(''),
    equip: text('equip').notNull().default(''),
    process: text('process').notNull().default(''),
    priority: integer('priority').notNull().default(0),
    assign_to: text('assign_to').notNull().default(''),
    order_index: doublePrecision('order_index').notNull().default(0),
    is_complete: boolean('is_complete').notNull().default(false),
    premature_release: boolean('premature_release').notNull().default(false),
    /** Minutes the line is expected to take when set by hand; else the process estimate gives them. */
    estimated_minutes: integer('estimated_minutes'),
    /** Where the capacity plan puts the line: a day and a resource key (see floor_resources). */
    planned_day: date('planned_day', { mode: 'string' }),
    planned_resource: text('planned_resource'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('schedule_lines_quote_idx').on(t.quote_id, t.order_index),
    index('schedule_lines_assign_idx').on(t.equip, t.assign_to),
    // The daily schedule's page: a job's tasks of one priority.
    index('schedule_lines_quote_priority_idx').on(t.quote_id, t.priority),
    // The capacity week: planned lines by day.
    index('schedule_lines_planned_idx')
      .on(t.planned_day, t.planned_resource)
      .where(sql`${t.planned_day} IS NOT NULL`),
  ],
);

export type ScheduleLineRow = typeof scheduleLines.$inferSelect;
