import {
  AppError,
  backlogStageId,
  canSendProofForApproval,
  proofRefusal,
  proofType,
  type JustDate,
  type SessionUser,
} from '@signshop/domain';
import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { jobFiles, type ApprovalRequestRow } from '../../db/schema/index.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { App } from '../../platform/app-type.ts';
import { contentDisposition, PDF_CONTENT_SECURITY_POLICY } from '../../platform/pdf/pdf-reply.ts';
import { checkStage } from '../../job-core/stage-entries.ts';
import { downloadName, getJobFile } from '../../job-core/job-files.ts';
import { getQuote } from '../../job-core/quote-access.ts';
import { approvalRecipient, createApprovalRequest, type ApprovalDeps } from './approval-requests.service.ts';
import { contentHash } from '../../job-core/approval-token.ts';

async function fileBytes(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Sends a proof (a PDF or image in the job's Proofs folder) for approval: its bytes' hash is what
 * is approved, and the job's "Drawing Sent To Customer" step is checked with today's date in the
 * same transaction as the request.
 */
export async function sendProofForApproval(
  deps: ApprovalDeps,
  storage: FileStorage,
  user: SessionUser,
  ip: string,
  fileId: number,
  today: JustDate,
): Promise<number> {
  if (!canSendProofForApproval(user)) throw new AppError('FORBIDDEN', 'Only staff send proofs for approval.');
  const file = await getJobFile(deps.db, user, fileId);
  const refusal = proofRefusal(file);
  if (refusal) throw new AppError('VALIDATION_ERROR', `file: ${refusal}`);
  const quote = await getQuote(deps.db, user, file.quote_id);
  const sent_to = approvalRecipient(quote);
  return createApprovalRequest(
    deps,
    user,
    ip,
    {
      kind: 'proof',
      quote,
      content_hash: contentHash(await fileBytes(storage, file.storage_key)),
      sent_to,
      file: { id: file.id, name: file.name, type: proofType(file)! },
    },
    (tx) =>
      checkStage(tx, quote.id, backlogStageId('drawing_sent'), today, {
        accountId: user.id,
        userName: user.email,
      }),
  );
}

/** The proof file of an open link, shown inline in the approval page. */
export async function proofFileReply(app: App, reply: FastifyReply, request: ApprovalRequestRow) {
  if (request.kind !== 'proof' || request.file_id === null)
    throw new AppError('NOT_FOUND', 'This approval has no proof file.');
  const [file] = await app.db.select().from(jobFiles).where(eq(jobFiles.id, request.file_id));
  if (!file) throw new AppError('NOT_FOUND', 'The proof file was removed.');
  const bytes = await fileBytes(app.storage, file.storage_key);
  return reply
    .header('content-type', request.file_type ?? 'application/octet-stream')
    .header('content-security-policy', PDF_CONTENT_SECURITY_POLICY)
    .header('content-disposition', contentDisposition('inline', downloadName(file)))
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer')
    .send(bytes);
}
