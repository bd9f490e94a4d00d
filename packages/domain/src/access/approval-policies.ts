import { isStaff, type SessionUser } from './roles.ts';

/**
 * Who may send a quote or proof for approval and read approval records (issue #29): staff any
 * job; a verified customer its own company's jobs (the quote scope decides which). Unverified
 * accounts are not yet known to belong to the company, so they do neither.
 */
export function canSendForApproval(user: SessionUser | null | undefined): boolean {
  return !!user && (isStaff(user) || user.verified);
}

/** Approval records: staff and the quote's company (verified), same as sending. */
export function canSeeApprovals(user: SessionUser | null | undefined): boolean {
  return canSendForApproval(user);
}

/** Proofs are sent by staff only: they are the shop's drawings. */
export function canSendProofForApproval(user: SessionUser | null | undefined): boolean {
  return isStaff(user);
}
