import { RANGES, boundedNumber } from '../numbers/bounds.ts';
import { z } from 'zod';
import { boundedText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';
import { justDateSchema } from '../dates/just-date.schema.ts';
import { paymentHistoryEntrySchema } from './payment-history.schema.ts';
import { unreadableFieldsSchema } from '../lists/unreadable.ts';

/** A shipped job as billed, its invoice. Money in dollars, exact to the cent. */
export const jobInvoiceSchema = z.object({
  id: z.number().int(),
  quote_sequence: z.number().int().default(1),
  given_id: z.string().default(''),
  job_name: z.string().default(''),
  customer_name: z.string().default(''),
  total_price: z.number().default(0),
  /** The quote's sales tax: the invoice bills total_price + tax_amount. */
  tax_amount: z.number().default(0),
  left_to_pay: z.number().default(0),
  shipped_date: justDateSchema.nullable().default(null),
  last_date_paid: justDateSchema.nullable().default(null),
  payment_history: z.array(paymentHistoryEntrySchema).default([]),
  payment_nick_name: z.string().default(''),
  admin_paid: z.boolean().default(false),
  is_shipped: z.boolean().default(false),
  shipping_cost: z.number().default(0),
  tracking_number: z.array(z.string()).default([]),
  shipping_method: z.string().default(''),
  cost_without_shipping: z.number().default(0),
  expected_ship_date: justDateSchema.nullable().default(null),
  lastest_step_label: z.string().default(''),
});
export type JobInvoice = z.infer<typeof jobInvoiceSchema>;

/**
 * A job as the billing pages list it (POST /api/job/query): the job plus its company's payment
 * terms, the due date (shipped date + payment days), the late interest as of today and
 * total_due = left_to_pay + interest.
 */
export const jobInvoiceRowSchema = jobInvoiceSchema.extend({
  payment_terms_text: z.string(),
  payment_days: z.number().int(),
  due_date: justDateSchema.nullable(),
  interest: z.number(),
  total_due: z.number(),
  unreadable: unreadableFieldsSchema,
});
export type JobInvoiceRow = z.infer<typeof jobInvoiceRowSchema>;

/** The filters of POST /api/job/query; non-admins always get their own company's jobs. */
export const jobInvoiceQuerySchema = z.object({
  is_shipped: z.boolean().optional(),
  admin_paid: z.boolean().optional(),
  min_left_to_pay: boundedNumber(RANGES.signedMoney).optional(),
  max_left_to_pay: boundedNumber(RANGES.signedMoney).optional(),
  /** true: only jobs with nothing left to pay (left ≤ 0); false or absent: no such filter. */
  not_left_to_pay: z.boolean().optional(),
  /** true: only jobs with at least one payment made (Admin payments lists their payments). */
  has_payments: z.boolean().optional(),
  /** Admins: one company (case-insensitive), or 'all' / absent for every company. */
  company: boundedText(TEXT_MAX.company).trim().optional(),
});
export type JobInvoiceQuery = z.infer<typeof jobInvoiceQuerySchema>;

/**
 * The money of every job a paged billing query finds (not only the page's), in dollars exact to
 * the cent: what Make Payment, Account History and the admin payment pages show above the page.
 * open_count and total_due count the invoices not paid off, each with its late interest as of
 * today, as the rows show it (the sum of their total_due).
 */
export const jobInvoiceTotalsSchema = z.object({
  total_price: z.number(),
  billed: z.number().describe('What the jobs were billed: their total_price and sales tax.'),
  left_to_pay: z.number(),
  open_count: z.number().int(),
  interest: z.number(),
  total_due: z.number(),
});
export type JobInvoiceTotals = z.infer<typeof jobInvoiceTotalsSchema>;
