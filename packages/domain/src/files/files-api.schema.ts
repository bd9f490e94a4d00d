import { z } from 'zod';
import { TEXT_MAX } from '../text/text-limits.ts';
import { boundedText } from '../text/text-bounds.ts';

/** A job file as the file routes answer it; the name carries its folder path. */
export const jobFileReplyRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  quote_id: z.number().int(),
  size: z.number(),
  content_type: z.string(),
  created_at: z.string(),
});
export type JobFileReplyRow = z.infer<typeof jobFileReplyRowSchema>;

const id = z.coerce.number().int().positive();
/**
 * GET and POST /api/file/{id} take a job's id, PUT and DELETE a file's: one path
 * parameter name for the one URL shape, so the OpenAPI document has one path, each operation
 * saying which id it takes.
 */
export const fileJobIdParamsSchema = z.object({ id: id.describe("The job's (quote's) id.") });
export const fileIdParamsSchema = z.object({ id: id.describe("The file's id.") });

/** The files of one job or of several. */
export const jobFileListReplySchema = z.object({ files: z.array(jobFileReplyRowSchema) });
export type JobFileListReply = z.infer<typeof jobFileListReplySchema>;

/** POST /api/file/getQuotesFiles: the jobs whose files to list. */
export const jobsFilesBodySchema = z.object({ ids: z.array(id).max(1000) });

/** One file uploaded or renamed. */
export const jobFileReplySchema = z.object({ file: jobFileReplyRowSchema });
export type JobFileReply = z.infer<typeof jobFileReplySchema>;

/** PUT /api/file/{id}: the file's new name, with its folder path. */
export const fileRenameBodySchema = z.object({ name: z.string().max(1000) });
export type FileRenameRequest = z.input<typeof fileRenameBodySchema>;

/** The id of the file deleted. */
export const fileDeletedReplySchema = z.object({ id: z.number().int() });
export type FileDeletedReply = z.infer<typeof fileDeletedReplySchema>;

/** GET /api/file/{fileId}/{name}: the file and the name it downloads under. */
export const fileDownloadParamsSchema = z.object({ fileId: id, name: boundedText(TEXT_MAX.fileName) });
