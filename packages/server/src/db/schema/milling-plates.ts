import type { ToolInfo } from '@signshop/domain';
import { sql } from 'drizzle-orm';
import { numberBetween } from './number-checks.ts';
import { quotes } from './quotes.ts';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Plates milled by the machines, as their agents report them; times are Unix seconds. */
export const millingPlates = pgTable(
  'milling_plates',
  {
    id: serial('id').primaryKey(),
    machine: text('machine').notNull(),
    file_name: text('file_name').notNull().default(''),
    start_time: doublePrecision('start_time').notNull(),
    end_time: doublePrecision('end_time'),
    expected_time: doublePrecision('expected_time').notNull().default(0),
    operator: text('operator').notNull().default(''),
    humidity: doublePrecision('humidity'),
    air_quality: doublePrecision('air_quality'),
    pressure: doublePrecision('pressure'),
    temperature: doublePrecision('temperature'),
    height: doublePrecision('height').notNull().default(0),
    width: doublePrecision('width').notNull().default(0),
    version: text('version').notNull().default(''),
    tool_info: jsonb('tool_info').$type<ToolInfo[]>().notNull().default([]),
    imperfections: jsonb('imperfections').$type<string[]>().notNull().default([]),
    /** The job the plate was cut for, when known: its run time counts as that job's machine time. */
    quote_id: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('milling_plates_machine_start_key').on(t.machine, t.start_time),
    index('milling_plates_start_idx').on(t.start_time),
    index('milling_plates_quote_idx')
      .on(t.quote_id)
      .where(sql`${t.quote_id} IS NOT NULL`),
    index('milling_plates_file_trgm_idx').using('gin', sql`lower(${t.file_name}) gin_trgm_ops`),
    check('milling_plates_height_range', numberBetween(t.height, 0, 10_000)),
    check('milling_plates_width_range', numberBetween(t.width, 0, 10_000)),
  ],
);

export type MillingPlateRow = typeof millingPlates.$inferSelect;
