import { z } from 'zod';

const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * The recipients of a customer's quote mail: the quote's staff contact, or the shop's email when
 * the quote has none, with a copy to the quote's own contact (when it has a valid address that is
 * not the same one).
 */
export function customerQuoteMailRecipients(
  // Stored contacts may lack an email (an empty object on old or imported jobs).
  quote: { asante_contact_info: { email?: string | null }; contact_info: { email?: string | null } },
  shopEmail: string,
): { to: string; cc: string[] } {
  const staff = quote.asante_contact_info.email?.trim() ?? '';
  const to = isEmail(staff) ? staff : shopEmail.trim();
  const contact = quote.contact_info.email?.trim() ?? '';
  const cc = isEmail(contact) && contact.toLowerCase() !== to.toLowerCase() ? [contact] : [];
  return { to, cc };
}

/** The fields of a quote mail that only staff write. */
const STAFF_WRITTEN = ['fromEmail', 'toEmail', 'ccEmail', 'subject', 'body'] as const;
/** The mail fields as the email dialog labels them. */
export const QUOTE_MAIL_LABELS = {
  fromEmail: 'From',
  toEmail: 'To',
  ccEmail: 'Cc',
  subject: 'Subject',
  body: 'Message',
  note: 'Note',
} as const;

/** Why a customer's quote mail request is refused: a field only staff may fill, or null. */
export function customerQuoteMailRefusal(
  email: Partial<Record<(typeof STAFF_WRITTEN)[number], string | string[]>>,
): string | null {
  for (const field of STAFF_WRITTEN) {
    const value = email[field];
    const filled = Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';
    if (filled)
      return `${QUOTE_MAIL_LABELS[field]}: A customer's quote email goes to the shop with a copy to the quote's contact, as the shop writes it; leave ${QUOTE_MAIL_LABELS[field]} empty and write a note instead.`;
  }
  return null;
}
