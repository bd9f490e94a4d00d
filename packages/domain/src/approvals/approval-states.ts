/**
 * Customer approval of a frozen quote revision or of an art proof. A request is sent
 * by link; the customer approves it or asks for changes once. A quote's approval state is the
 * state of its latest quote request; a quote never sent is 'not_sent'.
 */
export const APPROVAL_STATES = [
  'not_sent',
  'waiting',
  'expired',
  'approved',
  'changes_requested',
  'superseded',
] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];
/**
 * The states a stored request can be in ('not_sent' is the absence of one; 'expired' is a waiting
 * request whose link stopped working, never stored).
 */
export type RequestState = Exclude<ApprovalState, 'not_sent' | 'expired'>;

export const APPROVAL_STATE_LABELS: Record<ApprovalState, string> = {
  not_sent: 'Not sent',
  waiting: 'Waiting',
  expired: 'Expired',
  approved: 'Approved',
  changes_requested: 'Changes requested',
  superseded: 'Superseded',
};

/** A quote's approval state as the quote list shows it: "Approved (2026-03-15, Pat Lee)". */
export function approvalStateText(state: ApprovalState, approved?: { name: string; date: string } | null) {
  const label = APPROVAL_STATE_LABELS[state];
  return state === 'approved' && approved ? `${label} (${approved.date}, ${approved.name})` : label;
}

/** A request's state as people read it: a waiting request whose link has expired is 'expired'. */
export function requestStateNow(
  stored: RequestState,
  expiresAt: Date,
  now: number = Date.now(),
): Exclude<ApprovalState, 'not_sent'> {
  return stored === 'waiting' && expiresAt.getTime() <= now ? 'expired' : stored;
}
