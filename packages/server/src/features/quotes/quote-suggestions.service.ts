import { quoteScopeOf, type Address, type ContactBlock, type SessionUser } from '@signshop/domain';
import { and, asc, desc, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quotes } from '../../db/schema/index.ts';
import { scopeCondition } from '../../job-core/quote-scope-sql.ts';
import { containsPattern, prefixPattern, sameCompany } from '../../db/sql-helpers.ts';
import { MIN_SUGGESTION_LENGTH } from '../../job-core/suggestions.ts';

const LIMIT = 10;
const tooShort = (text: string) => text.trim().length < MIN_SUGGESTION_LENGTH;

/** Customer names containing `text`, among the quotes the user may see (a customer sees only its own). */
export async function suggestCustomerNames(db: Db, user: SessionUser, text: string): Promise<string[]> {
  if (tooShort(text)) return [];
  const rows = await db
    .selectDistinct({ name: quotes.customer_name })
    .from(quotes)
    .where(and(scopeCondition(quoteScopeOf(user)), ilike(quotes.customer_name, containsPattern(text))))
    .orderBy(asc(quotes.customer_name))
    .limit(LIMIT);
  return rows.map((row) => row.name);
}

/**
 * Earlier contact or address blocks of a customer whose first name starts with `firstName`, most
 * recent first, for filling a new quote from a past one.
 */
export async function suggestContactInformation(
  db: Db,
  user: SessionUser,
  input: { where_variable: ContactBlock; customer_name: string; first_name: string },
): Promise<Array<Partial<Address>>> {
  if (tooShort(input.first_name)) return [];
  const block = quotes[input.where_variable];
  const rows = await db
    .select({ info: block, latest: sql`max(${quotes.quote_date})` })
    .from(quotes)
    .where(
      and(
        scopeCondition(quoteScopeOf(user)),
        sameCompany(quotes.customer_name, input.customer_name),
        sql`${block}->>'first_name' ilike ${prefixPattern(input.first_name)}`,
      ),
    )
    .groupBy(block)
    .orderBy(desc(sql`max(${quotes.quote_date})`))
    .limit(LIMIT);
  return rows.map((row) => row.info);
}

/** Staff contact blocks whose first name starts with `text`, with how many quotes use each. */
export async function suggestAsanteContacts(db: Db, text: string) {
  if (tooShort(text)) return [];
  const rows = await db
    .select({ info: quotes.asante_contact_info, count: sql<number>`count(*)`.mapWith(Number) })
    .from(quotes)
    .where(sql`${quotes.asante_contact_info}->>'first_name' ilike ${prefixPattern(text)}`)
    .groupBy(quotes.asante_contact_info)
    .orderBy(desc(sql`count(*)`))
    .limit(LIMIT);
  return rows.map((row) => ({ ...row.info, count: row.count }));
}
