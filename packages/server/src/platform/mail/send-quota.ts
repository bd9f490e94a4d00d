import { AppError } from '@signshop/domain';
import { and, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailSends } from '../../db/schema/index.ts';

/** How many mails of one kind a sender (and optionally an address) may cause per rolling window. */
export interface SendQuota {
  kind: 'quote' | 'password_reset' | 'sign_up';
  windowMinutes: number;
  perSender: number;
  perIp?: number;
}

/**
 * Takes one send from the sender's and the address's quota, or refuses with 429 saying how long until
 * the next one is allowed. A refused send writes nothing.
 */
export async function takeEmailSend(
  db: Db,
  quota: SendQuota,
  who: { sender: string; ip: string },
  refusal: (waitMinutes: number) => string,
): Promise<void> {
  const windowMs = quota.windowMinutes * 60_000;
  await db.transaction(async (tx) => {
    // Sends sharing a quota wait for each other (across instances), so two at once cannot both take the last one.
    const locks = [
      `${quota.kind}:sender:${who.sender}`,
      ...(quota.perIp ? [`${quota.kind}:ip:${who.ip}`] : []),
    ];
    for (const key of locks.sort()) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);

    /** Until the limit-th newest send in the window leaves it, the quota is used up. */
    const waitMs = async (match: SQL | undefined, limit: number) => {
      const [row] = await tx
        .select({ at: emailSends.at })
        .from(emailSends)
        .where(
          and(eq(emailSends.kind, quota.kind), match, gt(emailSends.at, new Date(Date.now() - windowMs))),
        )
        .orderBy(desc(emailSends.at))
        .offset(limit - 1)
        .limit(1);
      return row ? row.at.getTime() + windowMs - Date.now() : 0;
    };
    const wait = Math.max(
      await waitMs(eq(emailSends.sender, who.sender), quota.perSender),
      quota.perIp ? await waitMs(eq(emailSends.ip, who.ip), quota.perIp) : 0,
    );
    if (wait > 0) throw new AppError('TOO_MANY_REQUESTS', refusal(Math.max(1, Math.ceil(wait / 60_000))));
    await tx.insert(emailSends).values({ kind: quota.kind, sender: who.sender, ip: who.ip });
    // Rows out of every window are no longer counted; drop them as we go.
    await tx.delete(emailSends).where(lt(emailSends.at, new Date(Date.now() - 24 * 3_600_000)));
  });
}

/** "1 minute", "5 minutes". */
export const minutesText = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;
