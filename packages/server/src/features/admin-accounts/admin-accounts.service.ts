import { sessionChangesHeard } from '../accounts/session-cache.ts';
import { AppError, Role } from '@signshop/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, type AccountRow } from '../../db/schema/index.ts';

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
