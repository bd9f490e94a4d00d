import { sessionChangesHeard } from '../../platform/listen/session-cache.ts';
import { AppError, Role } from '@signshop/domain';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, quotes, type AccountRow } from '../../db/schema/index.ts';
import { scopeCondition } from '../../job-core/quote-scope-sql.ts';

/** All accounts sorted by verified (unverified first, so new sign-ups are on top), role, permissions, company, then email. */
export function listAccounts(db: Db): Promise<AccountRow[]> {
  return db
    .select()
    .from(accounts)
    .orderBy(
      asc(accounts.verified),
      asc(accounts.role),
      asc(accounts.permissions),
      asc(accounts.company),
      asc(accounts.email),
    );
}

export interface AccountChanges {
  company?: string;
  verified?: boolean;
  role?: number;
  permissions?: number;
}

/** Applies an admin's edit; refuses to take the Admin role from the last admin. */
export async function updateAccount(db: Db, id: number, changes: AccountChanges): Promise<AccountRow> {
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', `There is no account with id ${id}.`);
    const losesAdmin =
      (current.role & Role.Admin) !== 0 && changes.role !== undefined && (changes.role & Role.Admin) === 0;
    if (losesAdmin) {
      const [other] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(ne(accounts.id, id), sql`(${accounts.role} & ${Role.Admin}) <> 0`))
        .limit(1);
      if (!other)
        throw new AppError('CONFLICT', 'This is the last admin account; make another account admin first.');
    }
    const [row] = await tx
      .update(accounts)
      .set({
        ...changes,
        ...(changes.company !== undefined && { company: changes.company.trim() }),
        updatedAt: new Date(),
      })
      .where(eq(accounts.id, id))
      .returning();
    return row!;
  });
  // A changed role or verified status applies to the account's next request on every instance.
  await sessionChangesHeard(db);
  return updated;
}

/** The existing company a verified customer account of `company` would see, and its jobs. */
export interface CompanyMatch {
  /** The company as its jobs spell it most often; null when no job names this company. */
  company: string | null;
  /** How many jobs the account would see: the company's quote scope (companyKey), counted. */
  jobs: number;
}

/**
 * What an account with `company` would see once verified, before the admin saves it: the jobs of
 * the company scope (company names compared by companyKey, so 'mercy  health clinic' is Mercy
 * Health Clinic), grouped by how they spell the name.
 */
export async function matchCompany(db: Db, company: string): Promise<CompanyMatch> {
  if (!company.trim()) return { company: null, jobs: 0 };
  const spellings = await db
    .select({ name: quotes.customer_name, jobs: count() })
    .from(quotes)
    .where(scopeCondition({ kind: 'company', company }))
    .groupBy(quotes.customer_name)
    .orderBy(desc(count()), asc(quotes.customer_name));
  return {
    company: spellings[0]?.name.trim() ?? null,
    jobs: spellings.reduce((sum, spelling) => sum + spelling.jobs, 0),
  };
}
