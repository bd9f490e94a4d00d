import { backlogStageId, type JustDate } from '@signshop/domain';
import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { jobFiles, type ApprovalRequestRow } from '../../db/schema/index.ts';
import { checkStage } from '../../job-core/stage-entries.ts';

/**
 * The hash a proof request is checked against now: the file's stored hash while the file is the
 * one sent (same id, same name); '' once it was deleted or renamed, so the link cannot be answered.
 */
export async function proofContentHash(db: Executor, request: ApprovalRequestRow): Promise<string> {
  if (request.file_id === null) return '';
  const [file] = await db.select().from(jobFiles).where(eq(jobFiles.id, request.file_id));
  return file && file.name === request.file_name ? request.content_hash : '';
}

/** The backlog step a customer's answer to a proof records, dated the day it was answered. */
export async function proofAnswered(
  tx: Tx,
  quoteId: number,
  state: 'approved' | 'changes_requested',
  today: JustDate,
  by: { accountId: number | null; userName: string },
): Promise<void> {
  const stage = backlogStageId(state === 'approved' ? 'drawing_approved' : 'resubmit');
  await checkStage(tx, quoteId, stage, today, by);
}
