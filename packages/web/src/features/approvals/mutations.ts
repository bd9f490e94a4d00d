import type { ApprovalAnswer, ApprovalAnswerReply, ApprovalSentReply } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';

/** Answers an approval link; a refusal (400, 404, 409, 429) is shown by the page itself. */
export function answerApproval(token: string, answer: ApprovalAnswer) {
  return api.post<ApprovalAnswerReply>(`/api/approve/${encodeURIComponent(token)}`, answer, { silent: true });
}

/** Sends a saved quote's current revision to its contact for approval. */
export function sendQuoteForApproval(quoteId: number) {
  return api.post<ApprovalSentReply>(`/api/approval/quote/${quoteId}`, {});
}

/** Sends a proof file (in the job's Proofs folder) for approval. */
export function sendProofForApproval(fileId: number) {
  return api.post<ApprovalSentReply>(`/api/approval/proof/${fileId}`, {});
}

/** A signed-in customer of the company answers the quote's waiting approval from the quote. */
export function answerFromQuote(quoteId: number, answer: ApprovalAnswer) {
  return api.post<ApprovalAnswerReply>(`/api/approval/quote/${quoteId}/answer`, answer, {
    silent: true,
  });
}
