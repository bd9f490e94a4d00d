import { BACKLOG_STAGES, backlogStageId } from '../backlog/backlog-stages.ts';
import { formatMoney, toCents } from '../pricing/money.ts';
import { isStaff, type SessionUser } from './roles.ts';
import { CUSTOMER_HISTORY_FIELDS } from '../job-history/job-history.ts';

/** What a job's record says about how far it has gone: shipped, paid, which backlog stages are checked. */
export interface JobRecordState {
  is_shipped: boolean;
  /** How many payments the job has. */
  paymentCount: number;
  /** Dollars paid so far. */
  paid: number;
  /** The ids of the job's checked backlog stages. */
  checkedStageIds: readonly number[];
}

/** A change to a job: its priced fields (signs, adjustments, shipping cost), or deleting it. */
export type JobChange =
  { kind: 'reprice'; saveAs: 'update' | 'revision' | 'new_job'; newTotal: number } | { kind: 'delete' };

const order = BACKLOG_STAGES.map((stage) => stage.id as number);

/** True once a checked stage is Ready For Production or any later backlog step. */
export function reachedProduction(checkedStageIds: readonly number[]): boolean {
  const ready = order.indexOf(backlogStageId('ready_for_production'));
  return checkedStageIds.some((id) => order.indexOf(id) >= ready);
}

/** Why a customer may no longer change the job's prices, or null. */
function customerLock(job: JobRecordState): string | null {
  if (job.is_shipped) return 'This job has shipped, so it is the shop’s record: ask the shop to amend it.';
  if (job.paymentCount > 0)
    return 'This job has payments, so it is the shop’s record: ask the shop to amend it.';
  if (reachedProduction(job.checkedStageIds)) {
    return 'This job is Ready For Production, so its signs, adjustments and shipping cost are locked: ask the shop to change them.';
  }
  return null;
}

/**
 * Why `user` may not make `change` to a job in state `job`, or null when allowed. A new job copied
 * from this one is always allowed (it starts unshipped and unpaid).
 */
export function jobChangeRefusal(user: SessionUser, job: JobRecordState, change: JobChange): string | null {
  if (change.kind === 'delete') {
    if (job.paymentCount > 0) return 'This job has payments, so it cannot be deleted.';
    if (!isStaff(user)) return customerLock(job);
    return null;
  }
  if (change.saveAs === 'new_job') return null;
  if (!isStaff(user)) return customerLock(job);
  if (job.is_shipped && change.saveAs !== 'revision') {
    return 'This job has shipped: change its prices with Update Current Job As Revision.';
  }
  if (toCents(change.newTotal) < toCents(job.paid)) {
    return `The new total ${formatMoney(change.newTotal)} would be below the ${formatMoney(job.paid)} already paid.`;
  }
  return null;
}

/**
 * Which history entries of a job `user` may read: staff every entry; anyone
 * else, on a job of its own company, only the payment and approval entries.
 */
export function visibleHistoryFields(user: SessionUser): 'all' | readonly string[] {
  return isStaff(user) ? 'all' : CUSTOMER_HISTORY_FIELDS;
}
