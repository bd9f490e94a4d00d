/** The question asked before overwriting typed contact fields from another quote (spec part 1 §4). */
export const MODIFY_TYPED_CONTACT_QUESTION =
  'Would you like to modify already typed in contact and shipping sub fields?';

/** The confirmation before downloading a PDF of a quote with unsaved changes (spec part 1 §8). */
export const PDF_BEFORE_SAVE_MESSAGE =
  'To download the pdf you must have saved it first. We will use the information of the last time you saved this quote to generate a pdf. Do you wish to continue?';

/** Title of the delete confirmations (spec part 1 §8). */
export const DELETE_WARNING_TITLE = 'Warning';

/** The answers of every delete confirmation (quotes, signs, files): one pair app-wide. */
export const DELETE_CONFIRM_BUTTONS = ['Yes', 'Cancel'] as const;

/** The delete confirmation for a quote, sign or sub-part named `name` (spec part 1 §8). */
export function deleteWarningMessage(name: string): string {
  return `Are you sure you want to delete ${name} This action can not be undone.`;
}

/** The packaging number a packaging slip starts with (spec part 1 §7). */
export const DEFAULT_PACKAGING_NUMBER = '00001';

/**
 * The address presets of the shipping and invoicing blocks (spec part 1 §2: Upper Building and
 * Lower Building fill a fixed company address whose text the spec does not show). The shop's own
 * addresses; edit here when they change.
 */
export const ADDRESS_PRESETS = {
  'Upper Building': {
    company: 'Asante',
    street_address: '100 Upper Building Road',
    apartment: '',
    city: 'Sacramento',
    state: 'CA',
    zip: '95814',
  },
  'Lower Building': {
    company: 'Asante',
    street_address: '100 Lower Building Road',
    apartment: '',
    city: 'Sacramento',
    state: 'CA',
    zip: '95814',
  },
} as const;
export type AddressPresetName = keyof typeof ADDRESS_PRESETS;
