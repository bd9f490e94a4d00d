import { z } from 'zod';
import { justDateSchema } from '../dates/just-date.schema.ts';

/**
 * One payment on a job: amount, day, the bank nick name used, and the admin's confirmation.
 * `interest` is the part of the payment above the balance then left (late interest paid).
 */
export const paymentHistoryEntrySchema = z.object({
  payment: z.number(),
  interest: z.number().optional(),
  date: justDateSchema,
  nick_name: z.string().default(''),
  admin_paid: z.boolean().default(false),
});
export type PaymentHistoryEntry = z.infer<typeof paymentHistoryEntrySchema>;
