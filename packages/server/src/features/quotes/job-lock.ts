import {
  AppError,
  adjustmentSchema,
  jobChangeRefusal,
  signSchema,
  totalPaid,
  type JobChange,
  type SessionUser,
} from '@signshop/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { backlogCurrent, type QuoteRow } from '../../db/schema/index.ts';

const pricedFields = z.object({
  signs: z.array(signSchema),
  adjustments: z.array(adjustmentSchema),
  shipping_cost: z.number(),
});

/** The priced fields in one canonical form (defaults filled), or null when they cannot be read. */
function canonicalPrices(quote: Pick<QuoteRow, 'signs' | 'adjustments' | 'shipping_cost'>): string | null {
  const parsed = pricedFields.safeParse(quote);
  return parsed.success ? JSON.stringify(parsed.data) : null;
}

/** True when a save changes the job's signs, adjustments or shipping cost. */
export function changesPrices(
  current: QuoteRow,
  merged: Pick<QuoteRow, 'signs' | 'adjustments' | 'shipping_cost'>,
) {
  const before = canonicalPrices(current);
  return before === null || before !== canonicalPrices(merged);
}

/**
 * Refuses with 403 and the policy's reason when `user` may not make `change` to the job
 * (domain policy access/job-changes.ts), before anything is written.
 */
export async function assertJobChangeAllowed(
  db: Executor,
  user: SessionUser,
  job: QuoteRow,
  change: JobChange,
) {
  assertJobChangeAllowedWith(user, job, await checkedStageIds(db, job.id), change);
}

/** The ids of the job's backlog stages that are checked now. */
export async function checkedStageIds(db: Executor, quoteId: number): Promise<number[]> {
  const checked = await db
    .select({ id: backlogCurrent.type_id })
    .from(backlogCurrent)
    .where(and(eq(backlogCurrent.quote_id, quoteId), eq(backlogCurrent.is_checked, true)));
  return checked.map((row) => row.id);
}

/** assertJobChangeAllowed with the job's checked stages already read. */
export function assertJobChangeAllowedWith(
  user: SessionUser,
  job: QuoteRow,
  checkedStageIds: readonly number[],
  change: JobChange,
) {
  const refusal = jobChangeRefusal(
    user,
    {
      is_shipped: job.is_shipped,
      paymentCount: job.payment_history.length,
      paid: totalPaid(job.payment_history),
      checkedStageIds,
    },
    change,
  );
  if (refusal) throw new AppError('FORBIDDEN', refusal);
}
