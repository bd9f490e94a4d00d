import { z } from 'zod';
import { shownText } from '../text/text-bounds.ts';
import {
  COMPANY_INFO_MAX,
  companyBillingFields,
  companyInfoSchema,
  companyTaxFields,
} from './company-info.schema.ts';

const fields = {
  company: shownText(COMPANY_INFO_MAX.company).trim().default(''),
  billing_info: shownText(COMPANY_INFO_MAX.billing_info),
  website: shownText(COMPANY_INFO_MAX.website),
  address: shownText(COMPANY_INFO_MAX.address),
  contact_person: shownText(COMPANY_INFO_MAX.contact_person),
  payment_terms_text: shownText(COMPANY_INFO_MAX.payment_terms_text).trim().min(1).optional(),
  payment_days: z.number().int().min(0).max(3650).optional(),
  billing_email: companyBillingFields.billing_email.optional(),
  reminders_opt_out: companyBillingFields.reminders_opt_out.optional(),
  tax_rate_id: companyTaxFields.tax_rate_id.optional(),
  tax_exempt: companyTaxFields.tax_exempt.optional(),
  exemption_certificate: companyTaxFields.exemption_certificate.optional(),
  exemption_expires: companyTaxFields.exemption_expires.optional(),
  /** Read only (set by uploading the certificate): taken so a record read can be sent back, never stored. */
  exemption_file_name: z.string().max(COMPANY_INFO_MAX.exemption_file_name).optional(),
};
/** The fields a client may send back as read but that saving never changes. */
const withoutReadOnly = <T extends { exemption_file_name?: string }>({
  exemption_file_name: _read,
  ...rest
}: T) => rest;
/** Some clients send `{ company_info: {...} }`; the page sends the record itself. Both are taken. */
function unwrapped(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('company_info' in body)) return body;
  return Object.keys(body).length === 1 ? body.company_info : body;
}
/** A new record: missing text fields are empty; payment terms stay absent unless sent. */
export const companyInfoCreateBodySchema = z.preprocess(
  unwrapped,
  z
    .strictObject({
      ...fields,
      billing_info: fields.billing_info.default(''),
      website: fields.website.default(''),
      address: fields.address.default(''),
      contact_person: fields.contact_person.default(''),
    })
    .transform(withoutReadOnly),
);
/** An update: only the fields sent change (a missing field is never blanked); unknown keys are refused. */
export const companyInfoUpdateBodySchema = z.preprocess(
  unwrapped,
  z
    .strictObject({
      ...fields,
      billing_info: fields.billing_info.optional(),
      website: fields.website.optional(),
      address: fields.address.optional(),
      contact_person: fields.contact_person.optional(),
    })
    .transform(withoutReadOnly),
);
/** A company's record as the server answers it: whether it is a new customer is always stated. */
export const companyInfoRecordSchema = companyInfoSchema.required({ is_new_customer: true });
export type CompanyInfoRecord = z.infer<typeof companyInfoRecordSchema>;

export const companyInfoParamsSchema = z.object({ name: z.string().trim().min(1).max(200) });
export const companyInfosBodySchema = z.object({ company_names: z.array(z.string().max(200)).max(1000) });
export type CompanyInfosBody = z.input<typeof companyInfosBodySchema>;
export const companyNamesParamsSchema = z.object({ text: z.string().max(200) });
export const companyNamesReplySchema = z.object({ company_names: z.array(z.string()) });
export type CompanyNamesReply = z.infer<typeof companyNamesReplySchema>;
