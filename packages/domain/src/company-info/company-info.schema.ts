import { z } from 'zod';
import { companyInfoAccessOf } from '../access/record-policies.ts';
import type { SessionUser } from '../access/roles.ts';

/** Default payment terms of a company. */
export const DEFAULT_PAYMENT_TERMS_TEXT = 'Net 30';
/** Default days to pay after shipping. */
export const DEFAULT_PAYMENT_DAYS = 30;

/** A customer company's information (spec part 1 §3 CustomerCompany, part 2 §3 Company info). */
export const companyInfoSchema = z.object({
  company: z.string().trim().min(1),
  billing_info: z.string().default(''),
  website: z.string().default(''),
  address: z.string().default(''),
  contact_person: z.string().default(''),
  payment_terms_text: z.string().default(DEFAULT_PAYMENT_TERMS_TEXT),
  payment_days: z.number().int().min(0).default(DEFAULT_PAYMENT_DAYS),
  is_new_customer: z.boolean().optional(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

/** What a user may save of company info: payment terms and days are removed for those who cannot edit them. */
export function companyInfoForSave<T extends Partial<CompanyInfo>>(
  info: T,
  user: Pick<SessionUser, 'role'> | null | undefined,
): Omit<T, 'payment_terms_text' | 'payment_days'> | T {
  if (companyInfoAccessOf(user).editTerms) return info;
  const { payment_terms_text: _terms, payment_days: _days, ...rest } = info;
  return rest;
}
