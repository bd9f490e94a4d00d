import { AppError } from '@signshop/domain';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { approvalAttempts } from '../../db/schema/index.ts';

/** Answers per address per hour on the public approval route, right or wrong token. */
export const APPROVAL_ANSWER_LIMIT = { perAddress: 20, windowMinutes: 60 } as const;

/**
 * Counts an answer attempt from `ip`, or refuses it with 429 once the address has used its hour.
 * The count and the record happen under a lock per address, so parallel attempts are each counted.
 */
export async function takeApprovalAttempt(db: Db, ip: string): Promise<void> {
  const since = new Date(Date.now() - APPROVAL_ANSWER_LIMIT.windowMinutes * 60_000);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`approval:${ip}`}))`);
    const [row] = await tx
      .select({ n: count() })
      .from(approvalAttempts)
      .where(and(eq(approvalAttempts.ip, ip), gt(approvalAttempts.at, since)));
    if ((row?.n ?? 0) >= APPROVAL_ANSWER_LIMIT.perAddress)
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Too many answers from your address. Please try again within ${APPROVAL_ANSWER_LIMIT.windowMinutes} minutes.`,
      );
    await tx.insert(approvalAttempts).values({ ip });
    await tx.delete(approvalAttempts).where(lt(approvalAttempts.at, since));
  });
}
