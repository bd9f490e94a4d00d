import { isCustomer, type SessionUser } from '../access/roles.ts';
import { formatMmddyyyy } from '../dates/date-formats.ts';
import type { JustDate } from '../dates/just-date.ts';

/** Default quote number prefix: the first 3 letters of the contact first name, uppercased. */
export function defaultQuoteNumberPrefix(firstName: string): string {
  return firstName.trim().slice(0, 3).toUpperCase();
}

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
 * Auto quote number: prefix, '-' for a customer, the quote date as mmddyyyy, then
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

/**
 * The given_id of a new quote: prefix plus today as mmddyyyy; with nobody signed in, the date alone.
 * A customer's customer name is forced to their company, so their new quote gets the full auto
 * number from the start: RAC + 2026-11-25 + Mercy Health → 'RAC-11252026MER'.
 */
export function defaultGivenId(input: {
  user: (Pick<SessionUser, 'role'> & { company?: string }) | null | undefined;
  prefix: string;
  today: JustDate;
}): string {
  const { user, prefix, today } = input;
  if (user && isCustomer(user)) {
    return autoQuoteNumber({ user, prefix, quoteDate: today, customerName: user.company ?? '' });
  }
  const date = formatMmddyyyy(today);
  return user ? `${prefix}${date}` : date;
}

/** The quote number after customer or date changed: regenerated until the user has edited it by hand. */
export function regeneratedQuoteNumber(current: string, previousAuto: string, nextAuto: string): string {
  return current === '' || current === previousAuto ? nextAuto : current;
}

/**
 * A quote number as compared for uniqueness: quote numbers are unique across the shop, compared
 * without outer spaces and case ('pat-1 ' is 'PAT-1'); the database's unique index on quotes reads
 * lower(btrim(given_id)), the same key.
 */
export const quoteNumberKey = (givenId: string): string => givenId.trim().toLowerCase();

/** Why a quote number typed by hand is refused (409): another quote has it. Names the field. */
export const QUOTE_NUMBER_TAKEN =
  'Quote Number: This quote number is already used by another quote. Choose another number.';

/**
 * True when `givenId` is a number the app makes for this quote by itself: the auto number of its
 * author, date and customer, or the new-quote default (prefix and date). Such a number that is
 * already taken becomes the next free one of its family; a number typed by hand is refused instead.
 */
export function isAutomaticQuoteNumber(
  givenId: string,
  input: {
    user: (Pick<SessionUser, 'role'> & { company?: string }) | null | undefined;
    prefix: string;
    quoteDate: JustDate;
    customerName: string;
  },
): boolean {
  const key = quoteNumberKey(givenId);
  const { user, prefix, quoteDate } = input;
  return (
    key === '' ||
    key === quoteNumberKey(autoQuoteNumber(input)) ||
    key === quoteNumberKey(defaultGivenId({ user, prefix, today: quoteDate }))
  );
}
