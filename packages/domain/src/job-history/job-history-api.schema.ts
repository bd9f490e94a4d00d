import { z } from 'zod';
import { historyEntrySchema } from './job-history.ts';

/** GET /api/quote/:id/history: the job's id in the path. */
export const jobHistoryParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The job's history as its reader may see it. */
export const jobHistoryReplySchema = z.object({ history: z.array(historyEntrySchema) });
export type JobHistoryReply = z.infer<typeof jobHistoryReplySchema>;
