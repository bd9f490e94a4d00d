import { RANGES, boundedNumber } from '../numbers/bounds.ts';
import { z } from 'zod';
import { shownText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';
import { justDateSchema } from '../dates/just-date.schema.ts';
import { paymentHistoryEntrySchema } from '../billing/payment-history.schema.ts';
import { addressSchema, asanteContactInfoSchema, contactInfoSchema } from './contact.schema.ts';
import { signSchema } from './sign.schema.ts';
import { frozenPricesSchema } from '../pricing/frozen-prices.schema.ts';
import { DEFAULT_ADJUSTMENT_LABEL } from './adjustment-label.ts';

/** A quote adjustment: percent typed as 10 for 10 %, dollar amount added. */
export const adjustmentSchema = z.object({
  label: shownText(TEXT_MAX.label).default(DEFAULT_ADJUSTMENT_LABEL),
  percent: boundedNumber(RANGES.adjustmentPercent).default(0),
  dollar: boundedNumber(RANGES.signedMoney).default(0),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

const label = shownText(TEXT_MAX.label).default('');
const longText = shownText(TEXT_MAX.longText).default('');

/** A quote, which is a job. Money fields are dollars, exact to the cent. */
export const quoteSchema = z.object({
  id: z.number().int().optional(),
  /** The quote number. */
  given_id: shownText(TEXT_MAX.label).meta({ title: 'Quote Number' }).default(''),
  job_name: label,
  customer_name: shownText(TEXT_MAX.company).default(''),
  quote_date: justDateSchema.meta({ title: 'Date' }),
  total_price: boundedNumber(RANGES.signedMoney).default(0),
  adjustments: z.array(adjustmentSchema).default([]),
  shipping_cost: boundedNumber(RANGES.price).default(0),
  comments: longText,
  signs: z.array(signSchema).default([]),
  contact_info: contactInfoSchema.meta({ title: 'Contact Information' }).prefault({}),
  asante_contact_info: asanteContactInfoSchema.meta({ title: 'Staff Contact Information' }).prefault({}),
  shipping_info: addressSchema.meta({ title: 'Shipping Information' }).prefault({}),
  invoicing_contact_info: addressSchema.meta({ title: 'Invoicing Information' }).prefault({}),
  customer_project_manager: label,
  billing_comments: longText,
  shipping_method: label,
  tracking_number: z.array(shownText(TEXT_MAX.label)).default([]),
  is_shipped: z.boolean().default(false),
  shipped_date: justDateSchema.nullable().default(null),
  is_thermoformed: z.boolean().default(false),
  materials: longText,
  /** The project manager's id. */
  project_manager: z.number().int().nullable().default(null),
  project_manager_comment: longText,
  quote_sequence: z.number().int().default(1),
  last_date_paid: justDateSchema.nullable().default(null),
  admin_paid: z.boolean().default(false),
  payment_history: z.array(paymentHistoryEntrySchema).default([]),
  left_to_pay: boundedNumber(RANGES.signedMoney).default(0),
  /**
   * Sales tax: the rate chosen and the exemption (absent on a new quote: its company's are taken),
   * then, server-owned and frozen at save, the rate's name, percent and shipping rule and the tax.
   */
  tax_rate_id: z.number().int().positive().nullable().optional().meta({ title: 'Tax Rate' }),
  tax_exempt: z.boolean().optional().meta({ title: 'Tax Exempt' }),
  tax_rate_name: z.string().default(''),
  tax_percent: z.number().default(0),
  tax_shipping: z.boolean().default(false),
  tax_amount: z.number().default(0),
  /** The processes the signs were priced with at save, and the day (server-owned). */
  ...frozenPricesSchema.shape,
});
export type Quote = z.infer<typeof quoteSchema>;
/** What a client may send for a quote: the fields before defaults are applied. */
export type QuoteInput = z.input<typeof quoteSchema>;
