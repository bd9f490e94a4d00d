import { z } from 'zod';
import { canonicalJson } from '../approvals/approval.ts';

/**
 * The fields of a job whose every change is recorded: who, when, what (field,
 * before, after) and, for revisions and price updates, why.
 */
export const HISTORY_FIELDS = [
  'given_id',
  'customer_name',
  'signs',
  'adjustments',
  'shipping_cost',
  'total_price',
  'prices_from',
  'is_shipped',
  'shipped_date',
  'admin_paid',
] as const;

/** Entry fields of the job's life rather than of one column. */
export const HISTORY_EVENTS = {
  created: 'created',
  deleted: 'deleted',
  payment: 'payment',
  paymentConfirmed: 'payment admin_paid',
  /** A backlog stage checked, unchecked or re-dated: before and after are { stage, checked, date }. */
  stage: 'stage',
  /** An approval request sent, answered or superseded: after is { kind, state, name, … }. */
  approval: 'approval',
  /** A mail the shop sent by itself (a payment reminder, …), or failed to: after is { kind, to, subject, status, error }. */
  message: 'message',
} as const;

/** The entries a customer sees on its own jobs: its payments, their confirmations and approvals. */
export const CUSTOMER_HISTORY_FIELDS: readonly string[] = [
  HISTORY_EVENTS.payment,
  HISTORY_EVENTS.paymentConfirmed,
  HISTORY_EVENTS.approval,
];

/** Why a save changed the prices, written with its entries. */
export const HISTORY_REASONS = {
  revision: 'Update Current Job As Revision',
  updatePrices: 'Update prices: re-priced with the current process costs',
  newJob: (fromId: number) => `Saved as a new job from job ${fromId}`,
  /** The quote number given when quote numbers became unique (migration quote_numbers_unique). */
  renumbered:
    'Quote numbers are unique: an older quote had this number, so this one got the next of its family',
} as const;

/** One recorded change of a field. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Equal as stored: jsonb keeps its own key order, so a value as sent compares by content. */
const same = (a: unknown, b: unknown) => a === b || canonicalJson(a ?? null) === canonicalJson(b ?? null);

/** The recorded fields that differ between two versions of a job, in HISTORY_FIELDS order. */
export function jobFieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): FieldChange[] {
  return HISTORY_FIELDS.filter((field) => !same(before[field], after[field])).map((field) => ({
    field,
    before: before[field] ?? null,
    after: after[field] ?? null,
  }));
}

/** A history entry as GET /api/quote/:id/history answers it (read-only: no route writes one). */
export const historyEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  user_name: z.string(),
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
