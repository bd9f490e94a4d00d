import type { QuoteScope } from '@signshop/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { QuoteRow } from '../../db/schema/index.ts';
import type { SavePlan } from './quote-save-plan.ts';
import {
  lockedSaveWrite,
  readQuoteForLockedSave,
  readQuoteForSave,
  unchangedSaveWrite,
  type QuoteForSave,
} from './quote-statements.ts';

/**
 * What keeps a save from being stored over a change it did not see, chosen by the caller:
 * - unchanged since read: no lock is held; the write applies only while the row (its xmin), its
 *   checked stages and its open approvals are as the save read them, else nothing is written;
 * - row locked: the save runs in `tx`, which takes the quote's row lock when it reads the quote and
 *   holds it until it commits.
 */
export type SaveGuard = { kind: 'unchanged-since-read'; db: Db } | { kind: 'row-locked'; tx: Tx };

/** The quote and what its save's rules read, as `guard` reads it; null when `scope` does not see it. */
export function readForSave(guard: SaveGuard, scope: QuoteScope, id: number): Promise<QuoteForSave | null> {
  return guard.kind === 'row-locked'
    ? readQuoteForLockedSave(guard.tx, scope, id)
    : readQuoteForSave(guard.db, scope, id);
}

/**
 * Applies `plan`, computed from `read`, in one statement: the row, its history entries and the
 * approvals it supersedes, by `author`. The stored row, or null when the guard finds the quote
 * changed since `read` (nothing is written then).
 */
export async function writeSave(
  guard: SaveGuard,
  read: QuoteForSave,
  plan: SavePlan,
  author: { id: number; email: string },
): Promise<QuoteRow | null> {
  const statement = guard.kind === 'row-locked' ? lockedSaveWrite(guard.tx) : unchangedSaveWrite(guard.db);
  const [row] = await statement.execute({
    ...plan.values,
    id: read.row.id,
    xmin: read.xmin,
    checked_stages: read.checkedStages,
    open_approvals: JSON.stringify(read.openApprovals),
    superseded: plan.supersededIds,
    changes: JSON.stringify(plan.history),
    account: author.id,
    email: author.email,
  });
  return row ?? null;
}
