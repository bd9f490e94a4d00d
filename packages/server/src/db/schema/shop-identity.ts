import type { ShopIdentitySettings } from '@signshop/domain';
import { check, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
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
