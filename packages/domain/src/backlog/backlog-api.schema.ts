import { z } from 'zod';
import { justDateSchema } from '../dates/just-date.schema.ts';
import { backlogEntrySchema } from './backlog.schema.ts';

/** One item of the backlog save: a stage of a job checked or unchecked, with its date. */
export const backlogChangeSchema = z.object({
  quote_id: z.number().int().positive(),
  type_id: z.number().int().positive(),
  is_checked: z.boolean(),
  date_given: justDateSchema.nullable().default(null),
});
export type BacklogChange = z.input<typeof backlogChangeSchema>;
export const backlogSaveBodySchema = z.object({ backlogs: z.array(backlogChangeSchema).max(500) });
export type BacklogSaveBody = z.input<typeof backlogSaveBodySchema>;

/** A backlog stage as the server lists it (ordered by `ordering`). */
export const backlogStageInfoSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  label: z.string(),
  ordering: z.number().int(),
  hint: z.string(),
});
export type BacklogStageInfo = z.infer<typeof backlogStageInfoSchema>;
export const backlogStagesReplySchema = z.object({ backlogs: z.array(backlogStageInfoSchema) });
export type BacklogStagesReply = z.infer<typeof backlogStagesReplySchema>;

/** A job's backlog item; id is null for a stage never saved. */
export const jobBacklogEntrySchema = backlogEntrySchema.extend({
  id: z.number().int().nullable(),
  hint: z.string(),
});
export type JobBacklogEntry = z.infer<typeof jobBacklogEntrySchema>;
export const jobBacklogParamsSchema = z.object({ quoteId: z.coerce.number().int().positive() });
export const jobBacklogReplySchema = z.object({ backlogs: z.array(jobBacklogEntrySchema) });
export type JobBacklogReply = z.infer<typeof jobBacklogReplySchema>;

/** A saved backlog item as the save answers it. */
export const savedBacklogEntrySchema = backlogEntrySchema
  .omit({ ordering: true })
  .extend({ id: z.number().int() });
export const backlogSaveReplySchema = z.object({ backlogs: z.array(savedBacklogEntrySchema) });
export type BacklogSaveReply = z.infer<typeof backlogSaveReplySchema>;
