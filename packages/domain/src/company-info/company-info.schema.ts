import { z } from 'zod';
import { shownText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';
import { companyInfoAccessOf } from '../access/record-policies.ts';
import type { SessionUser } from '../access/roles.ts';
import { DEFAULT_PAYMENT_DAYS, DEFAULT_PAYMENT_TERMS_TEXT } from '../billing/due-date.ts';
import { justDateSchema } from '../dates/just-date.schema.ts';

/** The longest text of each company-info field (the server's schemas and the form's inputs). */
export const COMPANY_INFO_MAX = {
  company: TEXT_MAX.company,
  billing_info: TEXT_MAX.longText,
  website: TEXT_MAX.addressLine,
  address: TEXT_MAX.line,
  contact_person: TEXT_MAX.addressLine,
  payment_terms_text: TEXT_MAX.label,
  billing_email: TEXT_MAX.email,
  exemption_certificate: 60,
  exemption_file_name: TEXT_MAX.line,
} as const;

/** The fields of a company's sales tax that only staff and admins set (a customer reads them). */
export const COMPANY_TAX_FIELDS = [
  'tax_rate_id',
  'tax_exempt',
  'exemption_certificate',
  'exemption_expires',
] as const;

/**
 * The billing contact and reminders, which a verified customer sets for its own company: where
 * statements and payment reminders are mailed ('' = none), and no payment reminders at all.
 */
export const companyBillingFields = {
  billing_email: z
    .union([z.literal(''), z.email().max(COMPANY_INFO_MAX.billing_email)])
    .meta({ title: 'Billing email' }),
  reminders_opt_out: z.boolean().meta({ title: 'No payment reminders' }),
};

/** The company's sales tax: its default rate, and whether it is exempt under which certificate until when. */
export const companyTaxFields = {
  tax_rate_id: z.number().int().positive().max(2_147_483_647).nullable().meta({ title: 'Default tax rate' }),
  tax_exempt: z.boolean().meta({ title: 'Tax exempt' }),
  exemption_certificate: shownText(COMPANY_INFO_MAX.exemption_certificate)
    .trim()
    .meta({ title: 'Certificate number' }),
  exemption_expires: justDateSchema.nullable().meta({ title: 'Certificate expires' }),
};

/** A customer company's information: billing, address, contact and payment terms. */
export const companyInfoSchema = z.object({
  company: shownText(COMPANY_INFO_MAX.company).trim().min(1),
  billing_info: shownText(COMPANY_INFO_MAX.billing_info).default(''),
  website: shownText(COMPANY_INFO_MAX.website).default(''),
  address: shownText(COMPANY_INFO_MAX.address).default(''),
  contact_person: shownText(COMPANY_INFO_MAX.contact_person).default(''),
  payment_terms_text: shownText(COMPANY_INFO_MAX.payment_terms_text).default(DEFAULT_PAYMENT_TERMS_TEXT),
  payment_days: z.number().int().min(0).default(DEFAULT_PAYMENT_DAYS),
  billing_email: z.string().default(''),
  reminders_opt_out: z.boolean().default(false),
  tax_rate_id: z.number().int().nullable().default(null),
  tax_exempt: z.boolean().default(false),
  exemption_certificate: z.string().default(''),
  exemption_expires: z.string().nullable().default(null),
  /** The name the certificate file was uploaded as ('' = no file). */
  exemption_file_name: z.string().default(''),
  is_new_customer: z.boolean().optional(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

/**
 * What a user may save of company info: payment terms and days, and the tax fields, are removed
 * for those who cannot edit them.
 */
export function companyInfoForSave<T extends Partial<CompanyInfo>>(
  info: T,
  user: Pick<SessionUser, 'role'> | null | undefined,
): Partial<T> {
  const access = companyInfoAccessOf(user);
  const kept: Partial<T> = { ...info };
  if (!access.editTerms) {
    delete kept.payment_terms_text;
    delete kept.payment_days;
  }
  if (!access.editTax) for (const field of COMPANY_TAX_FIELDS) delete kept[field];
  return kept;
}
