import { z } from 'zod';
import { listApprovalSchema } from '../approvals/approval.ts';
import { justDateSchema } from '../dates/just-date.schema.ts';
import { queryBoolean } from '../quotes/quote-search.schema.ts';
import { TEXT_MAX } from '../text/text-limits.ts';
import { BOARD_COLUMN_KEYS } from './board-columns.ts';

/** Cards a column answers per page unless asked otherwise. */
export const BOARD_PAGE_COUNT = 20;

/** The board's filters, and which column's page to answer (every column's first page without `column`). */
export const boardQuerySchema = z.object({
  project_manager: z
    .union([z.literal('none'), z.coerce.number().int().positive()])
    .optional()
    .describe("The project manager's account id, or none for jobs without one."),
  customer: z.string().trim().max(TEXT_MAX.company).optional().describe('Part of the customer name.'),
  due_this_week: queryBoolean
    .default(false)
    .describe("Only jobs promised in the shop's week (Monday to Sunday)."),
  late: queryBoolean.default(false).describe('Only late jobs.'),
  column: z.enum(BOARD_COLUMN_KEYS).optional().describe('Answer this column only, at `page`.'),
  page: z.coerce.number().int().min(0).max(100_000).default(0).describe('The page of `column`, from 0.'),
  page_count: z.coerce.number().int().min(1).max(100).default(BOARD_PAGE_COUNT).describe('Cards per page.'),
});
export type BoardQuery = z.input<typeof boardQuerySchema>;

/** A job's card. */
export const boardCardSchema = z.object({
  quote_id: z.number().int(),
  quote_number: z.string(),
  job_name: z.string(),
  customer_name: z.string(),
  promise_date: justDateSchema.nullable().describe('The Customer Ship Date stage date.'),
  stage_date: justDateSchema.nullable().describe('The date of the stage the card is in.'),
  planned_finish: justDateSchema.nullable().describe('The latest planned day of its schedule lines.'),
  total_price: z.number(),
  project_manager: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  approval: listApprovalSchema,
  late: z.boolean(),
});
export type BoardCard = z.infer<typeof boardCardSchema>;

export const boardColumnSchema = z.object({
  key: z.enum(BOARD_COLUMN_KEYS),
  label: z.string(),
  count: z.number().int().describe('Cards in the whole column under the filters.'),
  page: z.number().int(),
  cards: z.array(boardCardSchema),
});
export type BoardColumn = z.infer<typeof boardColumnSchema>;

export const boardReplySchema = z.object({
  today: justDateSchema.describe("The shop's today, which lateness is judged against."),
  page_count: z.number().int(),
  columns: z.array(boardColumnSchema),
});
export type BoardReply = z.infer<typeof boardReplySchema>;

/** Moving a job's card to a column; a backwards move needs `confirm`. */
export const boardMoveBodySchema = z.object({
  quote_id: z.number().int().positive(),
  to: z.enum(BOARD_COLUMN_KEYS),
  confirm: z.boolean().default(false),
});
export type BoardMoveBody = z.input<typeof boardMoveBodySchema>;

export const boardMoveReplySchema = z.object({
  column: z.enum(BOARD_COLUMN_KEYS),
  checked: z.array(z.number().int()).describe('Stage ids checked with today.'),
  unchecked: z.array(z.number().int()).describe('Stage ids unchecked.'),
});
export type BoardMoveReply = z.infer<typeof boardMoveReplySchema>;
