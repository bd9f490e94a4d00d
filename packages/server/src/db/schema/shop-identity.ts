import type { ShopIdentitySettings } from '@signshop/domain';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './columns.ts';
import { sql } from 'drizzle-orm';

/**
 * The shop's identity as an admin set it (one row, id 1). Until an admin saves it, the
 * environment's SHOP_* variables stand in (first-start defaults).
 */
export const shopIdentity = pgTable(
  'shop_identity',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').$type<ShopIdentitySettings>().notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shop_identity_single_row', sql`${t.id} = 1`)],
);

/**
 * The shop's logo (one row, id 1, or none): kept in the database so every server instance serves
 * and prints the same one. `version` is a hash of the bytes: the logo's URL changes with it.
 */
export const shopLogo = pgTable(
  'shop_logo',
  {
    id: integer('id').primaryKey().default(1),
    content_type: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    version: text('version').notNull(),
    data: bytea('data').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shop_logo_single_row', sql`${t.id} = 1`)],
);
