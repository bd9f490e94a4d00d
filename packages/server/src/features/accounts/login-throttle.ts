import { AppError } from '@signshop/domain';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';

/** Failed sign-ins allowed in the window, per account and per address. */
export const LOGIN_LIMITS = { windowMinutes: 15, perAccount: 5, perAddress: 30 } as const;

const windowStart = () => new Date(Date.now() - LOGIN_LIMITS.windowMinutes * 60_000);

/** Refuses with 429 while the account or the address has used up its failed attempts. */
export async function assertLoginAllowed(db: Db, email: string, ip: string): Promise<void> {
  const since = windowStart();
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.at, since)));
  const [byAddress] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, since)));
  if ((byAccount?.n ?? 0) >= LOGIN_LIMITS.perAccount || (byAddress?.n ?? 0) >= LOGIN_LIMITS.perAddress) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many failed sign-in attempts. Please wait ${LOGIN_LIMITS.windowMinutes} minutes or reset your password.`,
    );
  }
}

export async function recordLoginFailure(db: Db, email: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ email, ip });
  // Old rows are no longer counted; drop them as we go.
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - 24 * 3_600_000)));
}

export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
