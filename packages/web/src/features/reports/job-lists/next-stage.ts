import { backlogStageId, type JustDate } from '@signshop/domain';
import type { BacklogEntryChange } from '../shared/mutations.ts';
import type { BacklogStage } from '../shared/queries.ts';

/** The stage after `label` in the server's order (ordering + 1), or null for the last or an unknown one. */
export function nextStage(stages: readonly BacklogStage[], label: string): BacklogStage | null {
  const current = stages.find((stage) => stage.label === label);
  if (!current) return null;
  return (
    stages
      .filter((stage) => stage.ordering > current.ordering)
      .toSorted((a, b) => a.ordering - b.ordering)[0] ?? null
  );
}

const entry = (quoteId: number, typeId: number, date: JustDate): BacklogEntryChange => ({
  quote_id: quoteId,
  type_id: typeId,
  is_checked: true,
  date_given: date,
});

/**
 * What the backlog report records when a job at stage `label` is ticked with `date`: the next stage,
 * and when leaving Materials Ordered also Materials Received
 * (both are recorded at once).
 */
export function nextStageEntries(
  stages: readonly BacklogStage[],
  label: string,
  quoteId: number,
  date: JustDate,
): BacklogEntryChange[] {
  const next = nextStage(stages, label);
  if (!next) return [];
  const entries = [entry(quoteId, next.id, date)];
  const current = stages.find((stage) => stage.label === label);
  const received = backlogStageId('materials_received');
  if (current?.key === 'materials_ordered' && next.id !== received)
    entries.push(entry(quoteId, received, date));
  return entries;
}

/** The thermoformed backlog search's save: Ready For Production and Thermoformed Signs Received. */
export function thermoformedReceivedEntries(quoteId: number, date: JustDate): BacklogEntryChange[] {
  return [
    entry(quoteId, backlogStageId('ready_for_production'), date),
    entry(quoteId, backlogStageId('thermoformed_received'), date),
  ];
}

/** The /production page's save: a Ready For Production step on the chosen date. */
export function readyForProductionEntries(quoteId: number, date: JustDate): BacklogEntryChange[] {
  return [entry(quoteId, backlogStageId('ready_for_production'), date)];
}
