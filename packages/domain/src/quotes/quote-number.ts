import { defaultQuoteNumberPrefix } from '../accounts/settings.schema.ts';
import { isCustomer, type SessionUser } from '../access/roles.ts';
import { formatMmddyyyy } from '../dates/date-formats.ts';
import type { JustDate } from '../dates/just-date.ts';

type QuoteAuthor = Pick<SessionUser, 'role'> | null | undefined;

/** The user's quote number prefix: their setting, else the first 3 letters of the contact first name. */
export function quoteNumberPrefix(
  prefixSetting: string | null | undefined,
  contactFirstName: string,
): string {
  const prefix = prefixSetting?.trim();
  return prefix ? prefix : defaultQuoteNumberPrefix(contactFirstName);
}

/** The customer part of a quote number: the first 3 letters or digits of the name, uppercased. */
export function customerCode(customerName: string): string {
  return customerName
    .replace(/[^\p{L}\p{N}]/gu, '')
    .slice(0, 3)
    .toUpperCase();
}

/**
 * Auto quote number (spec part 1 §5): prefix, '-' for a customer, the quote date as mmddyyyy, then
 * the customer code; with nobody signed in, the date alone. JOH + 2024-01-05 + Acme → 'JOH01052024ACM'.
 */
export function autoQuoteNumber(input: {
  user: QuoteAuthor;
  prefix: string;
  quoteDate: JustDate;
  customerName: string;
}): string {
  const date = formatMmddyyyy(input.quoteDate);
  if (!input.user) return date;
  const dash = isCustomer(input.user) ? '-' : '';
  return `${input.prefix}${dash}${date}${customerCode(input.customerName)}`;
}

/** The given_id of a new quote: prefix plus today as mmddyyyy; with nobody signed in, the date alone. */
export function defaultGivenId(input: { user: QuoteAuthor; prefix: string; today: JustDate }): string {
  const date = formatMmddyyyy(input.today);
  return input.user ? `${input.prefix}${date}` : date;
}

/** The quote number after customer or date changed: regenerated until the user has edited it by hand. */
export function regeneratedQuoteNumber(current: string, previousAuto: string, nextAuto: string): string {
  return current === '' || current === previousAuto ? nextAuto : current;
}
