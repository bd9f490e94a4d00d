import { z } from 'zod';
import { justDateSchema } from '../dates/just-date.ts';
import { paymentHistoryEntrySchema } from './payment-history.schema.ts';

/** A shipped job as billed (spec part 2 §3 Job/invoice). Money in dollars, exact to the cent. */
export const jobInvoiceSchema = z.object({
  id: z.number().int(),
  quote_sequence: z.number().int().default(1),
  given_id: z.string().default(''),
  job_name: z.string().default(''),
  customer_name: z.string().default(''),
  total_price: z.number().default(0),
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
