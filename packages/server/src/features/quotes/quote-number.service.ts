import {
  AppError,
  autoQuoteNumber,
  copyGivenId,
  customerNameFor,
  isAutomaticQuoteNumber,
  quoteNumberKey,
  quoteNumberPrefix,
  QUOTE_NUMBER_TAKEN,
  type JustDate,
  type SessionUser,
} from '@signshop/domain';
import { and, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { prefixPattern } from '../../db/sql-helpers.ts';
import { accounts, quotes } from '../../db/schema/index.ts';

/** The user's quote number prefix: their setting, else the first 3 letters of their first name. */
async function authorPrefix(db: Executor, user: SessionUser): Promise<string> {
  const [author] = await db
    .select({ firstName: accounts.firstName, settings: accounts.settings })
    .from(accounts)
    .where(eq(accounts.id, user.id));
  return quoteNumberPrefix(author?.settings.quote_number_prefix, author?.firstName ?? '');
}

/**
 * A quote saved without a number gets an auto number from its author's prefix (their setting,
 * else the first 3 letters of their first name), the quote date and the customer: JOH + 03/15/2026 + Acme →
 * 'JOH03152026ACM', with a dash after the prefix for a customer. A number given is kept as given.
 */
export async function withQuoteNumber<T extends { given_id?: string | null; customer_name?: string | null }>(
  db: Executor,
  user: SessionUser,
  quote: T & { quote_date: JustDate },
): Promise<T & { quote_date: JustDate }> {
  if (quote.given_id?.trim()) return quote;
  const prefix = await authorPrefix(db, user);
  const customerName = quote.customer_name ?? '';
  return { ...quote, given_id: autoQuoteNumber({ user, prefix, quoteDate: quote.quote_date, customerName }) };
}

/** The same number in the database's key: the unique index's expression and predicate, so it answers. */
const sameNumber = (givenId: string) =>
  sql`lower(btrim(${quotes.given_id})) = ${quoteNumberKey(givenId)} AND btrim(${quotes.given_id}) <> ''`;

/**
 * The next free number of `givenId`'s family by sequence naming: 'SAM11252026CED' → '…CED-2', then
 * '-3', … skipping every number taken (case-insensitive).
 */
export async function nextFreeQuoteNumber(db: Executor, givenId: string): Promise<string> {
  const family = givenId.trim().replace(/-\d+$/, '');
  const taken = await db
    .select({ given_id: quotes.given_id })
    .from(quotes)
    .where(ilike(quotes.given_id, prefixPattern(family)));
  return copyGivenId(
    givenId,
    taken.map((row) => row.given_id),
  );
}

/**
 * The number a quote is saved with, unique across the shop (compared case-insensitively): a free
 * number as given; a taken number the app made by itself (the auto number or the new-quote
 * default, see isAutomaticQuoteNumber) becomes the next free one of its family; a taken number
 * typed by hand is refused with 409 naming given_id. `selfId`: the quote being saved, whose own
 * number is not a clash. Fields the save does not send are read from the stored quote.
 */
export async function uniqueQuoteNumber(
  db: Executor,
  user: SessionUser,
  fields: { given_id: string; quote_date?: JustDate; customer_name?: string },
  selfId: number | null,
): Promise<string> {
  const givenId = fields.given_id;
  if (quoteNumberKey(givenId) === '') return givenId;
  const self = selfId === null ? undefined : ne(quotes.id, selfId);
  const [clash] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(sameNumber(givenId), self))
    .limit(1);
  if (!clash) return givenId;
  const stored =
    selfId !== null && (fields.quote_date === undefined || fields.customer_name === undefined)
      ? (
          await db
            .select({ quote_date: quotes.quote_date, customer_name: quotes.customer_name })
            .from(quotes)
            .where(eq(quotes.id, selfId))
        )[0]
      : undefined;
  const automatic = isAutomaticQuoteNumber(givenId, {
    user,
    prefix: await authorPrefix(db, user),
    quoteDate: fields.quote_date ?? stored?.quote_date ?? '',
    customerName: customerNameFor(user, fields.customer_name ?? stored?.customer_name ?? ''),
  });
  if (!automatic) throw new AppError('CONFLICT', QUOTE_NUMBER_TAKEN);
  return nextFreeQuoteNumber(db, givenId);
}
