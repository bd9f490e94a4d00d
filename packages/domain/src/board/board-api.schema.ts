import { z } from 'zod';
import { listApprovalSchema } from '../approvals/approval.ts';
import { justDateSchema } from '../dates/just-date.schema.ts';
import { queryBoolean } from '../quotes/quote-search.schema.ts';
import { TEXT_MAX } from '../text/text-limits.ts';
import { BACKLOG_STAGES, latestStageId } from '../backlog/backlog-stages.ts';
import { addDays, justDateParts, type JustDate } from '../dates/just-date.ts';

// The board's rules live beside its schemas: only the board's own page and the server use them,
// so they load with the board, not with every page's first paint.
/**
 * The production board: one column per backlog stage in stage order, with Quote before (a quote
 * with no checked stage yet) and Shipped after (the job's shipment is recorded). A job sits in one
 * column only: Shipped when shipped, else the column of its latest checked stage, else Quote.
 * The board is about the work at hand, so Shipped holds the last SHIPPED_SHOWN_DAYS days' shipments.
 */
export const SHIPPED_SHOWN_DAYS = 30;

export const BOARD_COLUMNS = [
  { key: 'quote', label: 'Quote', stage_id: null },
  ...BACKLOG_STAGES.map((stage) => ({ key: stage.key, label: stage.label, stage_id: stage.id as number })),
  { key: 'shipped', label: 'Shipped', stage_id: null },
] as const satisfies ReadonlyArray<{ key: string; label: string; stage_id: number | null }>;

export type BoardColumnKey = (typeof BOARD_COLUMNS)[number]['key'];
export const BOARD_COLUMN_KEYS = BOARD_COLUMNS.map((column) => column.key) as [
  BoardColumnKey,
  ...BoardColumnKey[],
];

/** The column of a job: Shipped when shipped, else its latest checked stage's, else Quote. */
export function boardColumnOf(job: { is_shipped: boolean; latest_stage_id: number | null }): BoardColumnKey {
  if (job.is_shipped) return 'shipped';
  return (
    BOARD_COLUMNS.find((column) => column.stage_id !== null && column.stage_id === job.latest_stage_id)
      ?.key ?? 'quote'
  );
}

export const boardColumnLabel = (key: BoardColumnKey) => BOARD_COLUMNS.find((c) => c.key === key)!.label;
const positionOf = (key: BoardColumnKey) => BOARD_COLUMN_KEYS.indexOf(key);

/**
 * A job is late when it is not shipped and its promise date (the Customer Ship Date stage) is
 * before the shop's today, or its planned finish (the latest planned day of its schedule lines)
 * is after the promise date. A shipped job is never late any more; a job without a promise date
 * never is.
 */
export function isJobLate(job: {
  is_shipped: boolean;
  promise_date: JustDate | null;
  planned_finish: JustDate | null;
  today: JustDate;
}): boolean {
  if (job.is_shipped || !job.promise_date) return false;
  return (
    job.promise_date < job.today || (job.planned_finish !== null && job.planned_finish > job.promise_date)
  );
}

/** The shop's week holding `today`, Monday to Sunday: what "due this week" means on the board. */
export function shopWeekOf(today: JustDate): { from: JustDate; to: JustDate } {
  const { year, month, day } = justDateParts(today);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const from = addDays(today, -((weekday + 6) % 7));
  return { from, to: addDays(from, 6) };
}

/** A checked stage of a job: its id and date. */
export interface CheckedStage {
  type_id: number;
  date_given: JustDate | null;
}

/** What moving a card does: the stage to check today and the checked stages it unchecks. */
export type BoardMovePlan =
  | { kind: 'refused'; message: string }
  | { kind: 'unchanged' }
  | { kind: 'move'; check: number | null; uncheck: number[]; backwards: boolean };

/**
 * Moving a job's card to column `to`. Forwards: the target stage is checked with today's date.
 * Backwards: the target stage is checked today (Quote checks none) and every checked stage after
 * it is unchecked, which the mover must confirm. Shipping and unshipping happen on the job's
 * Shipping page (they record a ship date, method and tracking), so Shipped is no target and a
 * shipped card does not move.
 */
export function planBoardMove(
  job: { is_shipped: boolean; checked: readonly CheckedStage[] },
  to: BoardColumnKey,
): BoardMovePlan {
  if (job.is_shipped)
    return {
      kind: 'refused',
      message: 'This job has shipped: undo the shipment on its Shipping page first.',
    };
  if (to === 'shipped')
    return {
      kind: 'refused',
      message: 'A job is shipped on its Shipping page, with its ship date and method.',
    };
  const checkedIds = job.checked.map((stage) => stage.type_id);
  const from = boardColumnOf({ is_shipped: false, latest_stage_id: latestStageId(checkedIds) });
  if (from === to) return { kind: 'unchanged' };
  const target = BOARD_COLUMNS[positionOf(to)]!;
  const backwards = positionOf(to) < positionOf(from);
  const uncheck = backwards
    ? BOARD_COLUMNS.slice(positionOf(to) + 1)
        .map((column) => column.stage_id)
        .filter((id): id is number => id !== null && checkedIds.includes(id))
    : [];
  return { kind: 'move', check: target.stage_id, uncheck, backwards };
}

/** What the API adds to a backwards move's question when it refuses it unconfirmed (409). */
export const CONFIRM_HINT = 'Send confirm to do it.';

/** What a backwards move asks the mover to confirm, naming the stages it would uncheck. */
export function backwardsMoveQuestion(to: BoardColumnKey, uncheck: readonly number[]): string {
  const labels = uncheck.map((id) => BOARD_COLUMNS.find((column) => column.stage_id === id)!.label);
  const unchecking = labels.length ? ` unchecks ${labels.join(', ')}` : ' unchecks no stage';
  return `Moving the job back to ${boardColumnLabel(to)}${unchecking}.`;
}

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
