/** The question asked before overwriting typed contact fields from another quote. */
export const MODIFY_TYPED_CONTACT_QUESTION =
  'Would you like to modify already typed in contact and shipping sub fields?';

/** The confirmation before downloading a PDF of a quote with unsaved changes: the PDF shows the last save. */
export const PDF_BEFORE_SAVE_MESSAGE =
  'To download the pdf you must have saved it first. We will use the information of the last time you saved this quote to generate a pdf. Do you wish to continue?';

/** Title of the delete confirmations. */
export const DELETE_WARNING_TITLE = 'Warning';

/** The answers of every delete confirmation (quotes, signs, files): one pair app-wide. */
export const DELETE_CONFIRM_BUTTONS = ['Yes', 'Cancel'] as const;

/** The delete confirmation for a quote, sign or sub-part named `name`, worded as users know it. */
export function deleteWarningMessage(name: string): string {
  return `Are you sure you want to delete ${name} This action can not be undone.`;
}

/** The packaging number a packaging slip starts with. */
export const DEFAULT_PACKAGING_NUMBER = '00001';

// The editor's address presets are the shop's own, set by an admin (shop/shop-identity.schema.ts).
