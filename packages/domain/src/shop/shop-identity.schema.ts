import { z } from 'zod';

const presetField = z.string().trim().max(200, 'An address preset field has at most 200 characters.');

/**
 * One of the editor's two address presets (buttons such as Upper and Lower Building): its button
 * label and the address fields it fills. A preset without a label shows no button.
 */
export const addressPresetSchema = z.strictObject({
  label: z.string().trim().max(60, 'A preset label has at most 60 characters.'),
  company: presetField,
  street_address: presetField,
  apartment: presetField,
  city: presetField,
  state: presetField,
  zip: presetField,
});
export type AddressPreset = z.infer<typeof addressPresetSchema>;

/** A preset with nothing set: no button in the editor. */
export const EMPTY_ADDRESS_PRESET: AddressPreset = {
  label: '',
  company: '',
  street_address: '',
  apartment: '',
  city: '',
  state: '',
  zip: '',
};

/**
 * The shop's own identity, set by an admin: printed on every document and mail, and the editor's
 * address presets. Empty by default, so no made-up address ships.
 */
export const shopIdentitySchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'The shop needs a name.')
    .max(120, 'A shop name has at most 120 characters.'),
  /** Address lines, one per line. */
  address: z.string().max(500, 'An address has at most 500 characters.'),
  phone: z.string().trim().max(40, 'A phone number has at most 40 characters.'),
  email: z.union([z.literal(''), z.email('Enter a valid email address.').max(254)]),
  website: z.union([
    z.literal(''),
    z.url({ protocol: /^https?$/, error: 'Enter a web address starting with http:// or https://.' }).max(300),
  ]),
  address_presets: z.array(addressPresetSchema).length(2, 'There are exactly two address presets.'),
  default_payment_terms: z.strictObject({
    text: z.string().trim().min(1, 'Payment terms need a text, e.g. Net 30.').max(60),
    days: z.number().int('Payment days are whole days.').min(0).max(365),
  }),
});
export type ShopIdentitySettings = z.infer<typeof shopIdentitySchema>;

/** The shop's address as lines, empty lines dropped. */
export const addressLinesOf = (address: string) =>
  address
    .split(/\r?\n|\\n/)
    .map((line) => line.trim())
    .filter(Boolean);
