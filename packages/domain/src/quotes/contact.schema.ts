import { z } from 'zod';

const text = z.string().default('');

/** A quote's contact (spec part 1 §3 Contact info). */
export const contactInfoSchema = z.object({
  first_name: text,
  last_name: text,
  email: text,
  phonenumber: text,
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

/** The provider's own contact on a quote: no phone. */
export const asanteContactInfoSchema = contactInfoSchema.omit({ phonenumber: true });
export type AsanteContactInfo = z.infer<typeof asanteContactInfoSchema>;

/** A shipping or invoicing address: a contact plus company and postal address. */
export const addressSchema = contactInfoSchema.extend({
  company: text,
  street_address: text,
  apartment: z.string().optional(),
  city: text,
  state: text,
  zip: text,
});
export type Address = z.infer<typeof addressSchema>;
