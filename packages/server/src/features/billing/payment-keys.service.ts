import { AppError, REUSED_KEY_MESSAGE, reusedKeyRefusal, type SessionUser } from '@signshop/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentKeys } from '../../db/schema/index.ts';

interface KeyedPayment {
  key: string;
  quote_id: number;
  payment: number;
}

/**
 * True when the user already made this payment with this key (the reply was lost and the client
 * retried): the caller then pays nothing and answers with the job as it is. The same key for a
 * different job or amount is refused. Call it with the job's row locked, in the payment's transaction.
 */
export async function isRepeatedPayment(tx: Executor, user: SessionUser, keyed: KeyedPayment) {
  const [first] = await tx
    .select({ quote_id: paymentKeys.quote_id, payment: paymentKeys.payment })
    .from(paymentKeys)
    .where(and(eq(paymentKeys.account_id, user.id), eq(paymentKeys.key, keyed.key)));
  if (!first) return false;
  const refusal = reusedKeyRefusal(first, keyed);
  if (refusal) throw new AppError('CONFLICT', refusal);
  return true;
}

/** Stores the key with the payment, in the payment's transaction; a key taken meanwhile (another job) is a 409. */
export async function recordPaymentKey(tx: Executor, user: SessionUser, keyed: KeyedPayment) {
  const stored = await tx
    .insert(paymentKeys)
    .values({ account_id: user.id, ...keyed })
    .onConflictDoNothing()
    .returning({ key: paymentKeys.key });
  if (stored.length === 0) {
    throw new AppError('CONFLICT', REUSED_KEY_MESSAGE);
  }
}
