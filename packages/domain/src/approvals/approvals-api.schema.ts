import { z } from 'zod';
import { approvalRecordSchema } from './approval.ts';

/** A quote's id in the path of the approval routes that need a session. */
export const approvalIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** An approval link's token in the path of its public routes. */
export const approvalTokenParamsSchema = z.object({ token: z.string().max(200) });

/** A request sent for approval: its id and the message to show. */
export const approvalSentReplySchema = z.object({ id: z.number().int(), message: z.string() });
export type ApprovalSentReply = z.infer<typeof approvalSentReplySchema>;

/** The approval requests of a quote. */
export const approvalListReplySchema = z.object({ approvals: z.array(approvalRecordSchema) });
export type ApprovalListReply = z.infer<typeof approvalListReplySchema>;

/** The state an answer leaves its request in. */
export const approvalAnswerReplySchema = z.object({ state: z.enum(['approved', 'changes_requested']) });
export type ApprovalAnswerReply = z.infer<typeof approvalAnswerReplySchema>;
