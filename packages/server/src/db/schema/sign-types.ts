import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import type { AddonOption } from '@signshop/domain';
import { numberBetween } from './number-checks.ts';

/** Processes (sign types) with their three costs; keys are the API's (snake_case), as for quotes. */
export const signTypes = pgTable(
  'sign_types',
  {
    id: serial('id').primaryKey(),
    label: text('label').notNull(),
    pdf_label: text('pdf_label').notNull().default(''),
    small_size_cost: numeric('small_size_cost', { precision: 12, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    medium_size_cost: numeric('medium_size_cost', { precision: 12, scale: 4, mode: 'number' })
      .notNull()
      .default(0),
    large_size_cost: numeric('large_size_cost', { precision: 12, scale: 4, mode: 'number' })
      .notNull()
      .default(0),
    order_index: doublePrecision('order_index').notNull().default(1000),
    inuse: boolean('inuse').notNull().default(true),
    /** Reference data from the seed (the admin may still edit it). */
    is_seed: boolean('is_seed').notNull().default(false),
  },
  (t) => [
    check('sign_types_small_size_cost_range', numberBetween(t.small_size_cost, 0, 99_999_999)),
    check('sign_types_medium_size_cost_range', numberBetween(t.medium_size_cost, 0, 99_999_999)),
    check('sign_types_large_size_cost_range', numberBetween(t.large_size_cost, 0, 99_999_999)),
  ],
);

/** Add-ons with option groups; type_id null means the add-on applies to All processes. */
export const addons = pgTable(
  'addons',
  {
    id: serial('id').primaryKey(),
    type_id: integer('type_id').references(() => signTypes.id, { onDelete: 'restrict' }),
    cost_label: text('cost_label').notNull().default(''),
    cost_order_index: doublePrecision('cost_order_index').notNull().default(0),
    order_index: doublePrecision('order_index').notNull().default(0),
    inuse: boolean('inuse').notNull().default(true),
    options: jsonb('options').$type<AddonOption[][]>().notNull().default([]),
    is_seed: boolean('is_seed').notNull().default(false),
  },
  (t) => [index('addons_type_idx').on(t.type_id)],
);

export type SignTypeRow = typeof signTypes.$inferSelect;
export type AddonRow = typeof addons.$inferSelect;
