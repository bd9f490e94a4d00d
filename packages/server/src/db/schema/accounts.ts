import type { Settings } from '@signshop/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased and trimmed; unique. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    company: text('company').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    verified: boolean('verified').notNull().default(false),
    role: integer('role').notNull().default(0),
    permissions: integer('permissions').notNull().default(0),
    settings: jsonb('settings')
      .$type<Settings>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_email_key').on(t.email),
    index('accounts_company_idx').on(sql`lower(${t.company})`),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;
