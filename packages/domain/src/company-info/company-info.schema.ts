import { z } from 'zod';
import { shownText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';
import { companyInfoAccessOf } from '../access/record-policies.ts';
import type { SessionUser } from '../access/roles.ts';
import { DEFAULT_PAYMENT_DAYS, DEFAULT_PAYMENT_TERMS_TEXT } from '../billing/due-date.ts';

/** The longest text of each company-info field (the server's schemas and the form's inputs). */
export const COMPANY_INFO_MAX = {
  company: TEXT_MAX.company,
  billing_info: TEXT_MAX.longText,
  website: TEXT_MAX.addressLine,
  address: TEXT_MAX.line,
  contact_person: TEXT_MAX.addressLine,
  payment_terms_text: TEXT_MAX.label,
} as const;

/** A customer company's information: billing, address, contact and payment terms. */
export const companyInfoSchema = z.object({
  company: shownText(COMPANY_INFO_MAX.company).trim().min(1),
  billing_info: shownText(COMPANY_INFO_MAX.billing_info).default(''),
  website: shownText(COMPANY_INFO_MAX.website).default(''),
  address: shownText(COMPANY_INFO_MAX.address).default(''),
  contact_person: shownText(COMPANY_INFO_MAX.contact_person).default(''),
  payment_terms_text: shownText(COMPANY_INFO_MAX.payment_terms_text).default(DEFAULT_PAYMENT_TERMS_TEXT),
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
