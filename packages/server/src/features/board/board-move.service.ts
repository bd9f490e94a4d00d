import {
  AppError,
  BACKLOG_STAGES,
  backlogChangesToSend,
  backwardsMoveQuestion,
  CONFIRM_HINT,
  boardColumnOf,
  latestStageId,
  planBoardMove,
  type BoardMoveReply,
  type JustDate,
  type SessionUser,
} from '@signshop/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { backlogCurrent } from '../../db/schema/index.ts';
import { saveBacklogChanges } from '../../job-core/backlog-save.ts';
import { getQuote } from '../../job-core/quote-access.ts';

/**
 * Moves a job's card to another column as a backlog save dated the shop's today (the backlog
 * screen's save: same entries, same job history). A backwards move unchecks the later stages only
 * when confirmed; unconfirmed it is refused (409) naming what it would uncheck, and nothing changes.
 */
export async function moveBoardCard(
  db: Db,
  user: SessionUser,
  body: { quote_id: number; to: Parameters<typeof planBoardMove>[1]; confirm: boolean },
  today: JustDate,
): Promise<BoardMoveReply> {
  const quote = await getQuote(db, user, body.quote_id);
  const checked = await db
    .select({ type_id: backlogCurrent.type_id, date_given: backlogCurrent.date_given })
    .from(backlogCurrent)
    .where(and(eq(backlogCurrent.quote_id, quote.id), eq(backlogCurrent.is_checked, true)));
  const plan = planBoardMove({ is_shipped: quote.is_shipped, checked }, body.to);
  if (plan.kind === 'refused') throw new AppError('VALIDATION_ERROR', plan.message);
  if (plan.kind === 'unchanged') return { column: body.to, checked: [], unchecked: [] };
  if (plan.backwards && !body.confirm)
    throw new AppError('CONFLICT', `${backwardsMoveQuestion(body.to, plan.uncheck)} ${CONFIRM_HINT}`);
  const saved = await saveBacklogChanges(db, user, moveChanges(quote.id, checked, plan, today));
  const nowChecked = new Set(checked.map((stage) => stage.type_id));
  for (const entry of saved) {
    if (entry.is_checked) nowChecked.add(entry.type_id);
    else nowChecked.delete(entry.type_id);
  }
  return {
    column: boardColumnOf({ is_shipped: false, latest_stage_id: latestStageId([...nowChecked]) }),
    checked: plan.check === null ? [] : [plan.check],
    unchecked: plan.uncheck,
  };
}

/** A job's checked stages now, with their dates. */
export type CheckedStages = Array<{ type_id: number; date_given: JustDate | null }>;

/**
 * The backlog save a move is: the backlog screen's own rule (backlogChangesToSend) applied to the
 * job's backlog before and after checking `check` today and unchecking `uncheck`, so a moved card
 * writes exactly the entries (the unchecked copy before a new date included) the screen would.
 */
export function moveChanges(
  quoteId: number,
  checked: CheckedStages,
  move: { check: number | null; uncheck: readonly number[] },
  today: JustDate,
) {
  const dates = new Map(checked.map((stage) => [stage.type_id, stage.date_given]));
  const entry = (
    stage: (typeof BACKLOG_STAGES)[number],
    ordering: number,
    is_checked: boolean,
    date: JustDate | null,
  ) => ({
    quote_id: quoteId,
    type_id: stage.id as number,
    label: stage.label as string,
    ordering,
    is_checked,
    date_given: is_checked ? date : null,
  });
  const before = BACKLOG_STAGES.map((stage, i) =>
    entry(stage, i, dates.has(stage.id), dates.get(stage.id) ?? null),
  );
  const after = BACKLOG_STAGES.map((stage, i) => {
    if (stage.id === move.check) return entry(stage, i, true, today);
    if (move.uncheck.includes(stage.id)) return entry(stage, i, false, null);
    return before[i]!;
  });
  return backlogChangesToSend(before, after).map(({ quote_id, type_id, is_checked, date_given }) => ({
    quote_id,
    type_id,
    is_checked,
    date_given,
  }));
}
