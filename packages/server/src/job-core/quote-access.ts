import { AppError, quoteScopeOf, type SessionUser } from '@signshop/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { quotes, type QuoteRow } from '../db/schema/index.ts';
import { scopeCondition } from './quote-scope-sql.ts';

/** The answer for a quote that does not exist or that the user may not see: the same 404 for both. */
export const quoteNotFound = (id: number) => new AppError('NOT_FOUND', `There is no quote with id ${id}.`);

/** The quote if it exists and the user may see it; 404 otherwise (never a hint that it exists). */
export async function getQuote(
  db: Executor,
  user: SessionUser,
  id: number,
  forUpdate = false,
): Promise<QuoteRow> {
  const where = and(eq(quotes.id, id), scopeCondition(quoteScopeOf(user)));
  const query = db.select().from(quotes).where(where);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw quoteNotFound(id);
  return row;
}
