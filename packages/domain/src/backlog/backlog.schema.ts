import { RANGES, boundedNumber } from '../numbers/bounds.ts';
import { z } from 'zod';
import { justDateSchema } from '../dates/just-date.schema.ts';

/** The first backlog stage of the server's ordered list. */
export const FIRST_BACKLOG_STAGE_LABEL = 'Materials Ordered (Expected Date)';
/** Priority of a backlog step entry on the payment pages. */
export const BACKLOG_STEP_PRIORITY = 150;

/** A backlog stage (step). */
export const backlogStageSchema = z.object({ id: z.number().int(), label: z.string() });
export type BacklogStage = z.infer<typeof backlogStageSchema>;

/** A job's backlog item: checked or not, with a date that counts only when checked. */
export const backlogEntrySchema = z.object({
  id: z.number().int().optional(),
  type_id: z.number().int(),
  quote_id: z.number().int(),
  label: z.string().default(''),
  is_checked: z.boolean().default(false),
  date_given: justDateSchema.nullable().default(null),
  ordering: boundedNumber(RANGES.orderIndex).default(0),
});
export type BacklogEntry = z.infer<typeof backlogEntrySchema>;
