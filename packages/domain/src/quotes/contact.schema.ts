import { z } from 'zod';
import { shownText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';

const shown = (max: number) => shownText(max).default('');

/** A quote's contact info. */
export const contactInfoSchema = z.object({
  first_name: shown(TEXT_MAX.personName),
  last_name: shown(TEXT_MAX.personName),
  email: shown(TEXT_MAX.email),
  phonenumber: shown(TEXT_MAX.phone),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

/** The provider's own contact on a quote: no phone. */
export const asanteContactInfoSchema = contactInfoSchema.omit({ phonenumber: true });
export type AsanteContactInfo = z.infer<typeof asanteContactInfoSchema>;

/** A shipping or invoicing address: a contact plus company and postal address. */
export const addressSchema = contactInfoSchema.extend({
  company: shown(TEXT_MAX.company),
  street_address: shown(TEXT_MAX.addressLine),
  apartment: shownText(TEXT_MAX.addressLine).optional(),
  city: shown(TEXT_MAX.addressLine),
  state: shown(TEXT_MAX.addressLine),
  zip: shown(TEXT_MAX.addressLine),
});
export type Address = z.infer<typeof addressSchema>;
