import { AppError } from '@signshop/domain';
import { and, count, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';

/**
 * Sign-in throttling (docs/security.md). Failures are counted per account and source address, so
 * someone guessing an owner's password from one address never blocks the owner at another; a
 * per-address limit across accounts stops one address spraying many accounts.
 */
export const LOGIN_LIMITS = {
  /** Failed sign-ins of one account from one address before the first pause. */
  perAccountAddress: 5,
  /** The first pause; each further failure doubles it, up to maxPauseMinutes. */
  firstPauseMinutes: 1,
  maxPauseMinutes: 60,
  /** Failed sign-ins from one address, whatever the accounts, within windowMinutes. */
  perAddress: 30,
  windowMinutes: 15,
  /** Failures older than this are forgotten. */
  memoryHours: 24,
} as const;

/** Minutes to wait after the last failure, given how many failures an account has from an address. */
export function loginPauseMinutes(failures: number): number {
  if (failures < LOGIN_LIMITS.perAccountAddress) return 0;
  const doublings = failures - LOGIN_LIMITS.perAccountAddress;
  return Math.min(LOGIN_LIMITS.firstPauseMinutes * 2 ** doublings, LOGIN_LIMITS.maxPauseMinutes);
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const tooMany = (minutes: number) =>
  new AppError(
    'TOO_MANY_REQUESTS',
    `Too many failed sign-in attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} or reset your password.`,
  );

/**
 * Counts a sign-in attempt as failed before its password is checked, or refuses it with 429 while
 * its account and address (or the address alone) is paused. The count and the record happen
 * under a lock per address, so parallel guesses are each counted before any is checked;
 * `loginSucceeded` takes the attempt back.
 */
export async function reserveLoginAttempt(db: Db, email: string, ip: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`login:${ip}`}))`);
    const [pair] = await tx
      .select({ n: count(), last: max(loginFailures.at) })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.email, email),
          eq(loginFailures.ip, ip),
          gt(loginFailures.at, minutesAgo(LOGIN_LIMITS.memoryHours * 60)),
        ),
      );
    const [address] = await tx
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, minutesAgo(LOGIN_LIMITS.windowMinutes))));
    if ((address?.n ?? 0) >= LOGIN_LIMITS.perAddress) throw tooMany(LOGIN_LIMITS.windowMinutes);
    const pause = loginPauseMinutes(pair?.n ?? 0);
    if (pause > 0 && pair?.last && pair.last > minutesAgo(pause)) throw tooMany(pause);
    await tx.insert(loginFailures).values({ email, ip });
    await tx.delete(loginFailures).where(lt(loginFailures.at, minutesAgo(LOGIN_LIMITS.memoryHours * 60)));
  });
}

/** A right password: the account's failures from this address are forgotten, this attempt's too. */
export async function loginSucceeded(db: Db, email: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
}
