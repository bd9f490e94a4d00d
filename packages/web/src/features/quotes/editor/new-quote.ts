import { customerNameFor, defaultGivenId, isCustomer, quoteSchema, todayJustDate } from '@signshop/domain';
import type { Account } from '../../../platform/session.tsx';
import type { EditorSettings } from './editor-settings.ts';
import type { LoadedQuote } from './quote-editor-state.ts';

/**
 * A new quote: today's date, the default quote number, and for customers their company as
 * customer name and their contact, shipping and invoicing defaults (staff get none).
 */
export function newQuoteFor(user: Account, settings: EditorSettings, now = new Date()): LoadedQuote {
  const today = todayJustDate(now);
  const customer = isCustomer(user);
  const { contact_info: contact, shipping_info: shipping } = settings.raw;
  const person = (from: typeof contact) => ({
    first_name: from.first_name,
    last_name: from.last_name,
    email: from.email,
  });
  return quoteSchema.parse({
    quote_date: today,
    given_id: defaultGivenId({ user, prefix: settings.numbering.prefix, today }),
    customer_name: customerNameFor(user, ''),
    ...(customer && {
      contact_info: person(contact),
      shipping_info: { ...person(shipping), company: shipping.company || user.company },
      invoicing_contact_info: { ...person(contact), company: contact.company || user.company },
    }),
  });
}
