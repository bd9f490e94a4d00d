import { autoQuoteNumber, quoteNumberPrefix, type JustDate, type SessionUser } from '@signshop/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';

/**
 * A quote saved without a number gets the auto number of spec part 1 §5, with its author's prefix
 * (their setting, else the first 3 letters of their first name): JOH + 03/15/2026 + Acme →
 * 'JOH03152026ACM', with a dash after the prefix for a customer. A number given is kept as given.
 */
export async function withQuoteNumber<T extends { given_id?: string | null; customer_name?: string | null }>(
  db: Executor,
  user: SessionUser,
  quote: T & { quote_date: JustDate },
): Promise<T & { quote_date: JustDate }> {
  if (quote.given_id?.trim()) return quote;
  const [author] = await db
    .select({ firstName: accounts.firstName, settings: accounts.settings })
    .from(accounts)
    .where(eq(accounts.id, user.id));
  const prefix = quoteNumberPrefix(author?.settings.quote_number_prefix, author?.firstName ?? '');
  const customerName = quote.customer_name ?? '';
  return { ...quote, given_id: autoQuoteNumber({ user, prefix, quoteDate: quote.quote_date, customerName }) };
}
