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

/** Longest bank nick name. */
export const BANK_NICK_NAME_MAX = 100;

/** A bank as the admin banks page gets it: the three private fields as ciphertext, or null once removed. */
export const companyBankSchema = z.object({
  id: z.number().int(),
  company: z.string(),
  nick_name: z.string(),
  ada_routing_number: z.string().nullable(),
  account_number: z.string().nullable(),
  account_title: z.string().nullable(),
});
export type CompanyBank = z.infer<typeof companyBankSchema>;
