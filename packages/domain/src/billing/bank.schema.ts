import { z } from 'zod';

/** A bank account as sent by the browser: the last three fields are RSA-encrypted text. */
export const bankInputSchema = z.object({
  nick_name: z.string().trim().min(1),
  ada_routing_number: z.string().min(1),
  account_number: z.string().min(1),
  account_title: z.string().min(1),
});
export type BankInput = z.infer<typeof bankInputSchema>;

/** A saved bank as listed; the admin view adds the company and the encrypted fields. */
export const bankListItemSchema = z.object({
  id: z.number().int(),
  nick_name: z.string(),
  company: z.string().optional(),
});
export type BankListItem = z.infer<typeof bankListItemSchema>;
