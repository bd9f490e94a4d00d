import { DEFAULT_PAYMENT_DAYS, DEFAULT_PAYMENT_TERMS_TEXT } from '@signshop/domain';
import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { taxRates } from './receivables.ts';

/**
 * A customer company's saved bank accounts. The three private fields hold only base64 RSA-OAEP
 * ciphertext made in the browser with the shop's public key (null once an admin removed them);
 * the server never sees them in clear. Companies compare case-insensitively, as the quote scope does.
 */
export const banks = pgTable(
  'banks',
  {
    id: serial('id').primaryKey(),
    company: text('company').notNull(),
    nick_name: text('nick_name').notNull(),
    ada_routing_number: text('ada_routing_number'),
    account_number: text('account_number'),
    account_title: text('account_title'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('banks_company_nick_name_idx').on(sql`company_key(${t.company})`, t.nick_name)],
);
export type BankRow = typeof banks.$inferSelect;

/** Company information: one record per company. */
export const companyInfos = pgTable(
  'company_infos',
  {
    id: serial('id').primaryKey(),
    company: text('company').notNull(),
    billing_info: text('billing_info').notNull().default(''),
    website: text('website').notNull().default(''),
    address: text('address').notNull().default(''),
    contact_person: text('contact_person').notNull().default(''),
    payment_terms_text: text('payment_terms_text').notNull().default(DEFAULT_PAYMENT_TERMS_TEXT),
    payment_days: integer('payment_days').notNull().default(DEFAULT_PAYMENT_DAYS),
    /** Where statements and payment reminders are mailed ('' = none). */
    billing_email: text('billing_email').notNull().default(''),
    /** The sales tax rate a new quote of this company takes (null: no tax). */
    tax_rate_id: integer('tax_rate_id').references(() => taxRates.id, { onDelete: 'set null' }),
    /** Exempt from sales tax: its quotes take no tax while the certificate is on file. */
    tax_exempt: boolean('tax_exempt').notNull().default(false),
    exemption_certificate: text('exemption_certificate').notNull().default(''),
    exemption_expires: date('exemption_expires', { mode: 'string' }),
    /** The certificate file in the job-files storage (storage key and the name it was uploaded as). */
    exemption_file_key: text('exemption_file_key'),
    exemption_file_name: text('exemption_file_name').notNull().default(''),
    /** The company asked for no payment reminders. */
    reminders_opt_out: boolean('reminders_opt_out').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_infos_company_idx').on(sql`company_key(${t.company})`)],
);
export type CompanyInfoRow = typeof companyInfos.$inferSelect;
