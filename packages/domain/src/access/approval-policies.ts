import type { ApprovalRecord } from '../approvals/approval.ts';
import { access, canAccess } from './policies.ts';
import { isStaff, type SessionUser } from './roles.ts';

/**
 * Who may send a quote for approval and read approval records: verified staff any
 * job; a verified customer its own company's jobs (the quote scope decides which). Unverified
 * accounts are not yet known to belong to the company, and other roles (the machine room) have
 * no say in a customer's approval.
 */
export function canSendForApproval(user: SessionUser | null | undefined): boolean {
  return canAccess(user, access.approvals);
}

/** Approval records: staff and the quote's company, same as sending. */
export function canSeeApprovals(user: SessionUser | null | undefined): boolean {
  return canSendForApproval(user);
}

/**
 * An approval record as the user may read it: staff the whole record; a customer who answered,
 * how and when, without the sender's email or the answer's network address, browser and account.
 */
export function approvalRecordSeenBy(user: SessionUser, record: ApprovalRecord): ApprovalRecord {
  if (isStaff(user)) return record;
  const { sent_by: _sentBy, answer, ...shown } = record;
  if (!answer) return { ...shown, answer: null };
  const { ip: _ip, user_agent: _userAgent, account_id: _accountId, ...answered } = answer;
  return { ...shown, answer: answered };
}

/** Proofs are sent by staff only: they are the shop's drawings. */
export function canSendProofForApproval(user: SessionUser | null | undefined): boolean {
  return isStaff(user);
}

/**
 * A signed-in customer of the company answers a waiting quote approval from the quote itself, as
 * it would by link; staff never answer for the customer.
 */
export function canAnswerFromQuote(user: SessionUser | null | undefined): boolean {
  return canAccess(user, access.approvalAnswer);
}
