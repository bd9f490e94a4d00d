import {
  backlogChangesToSend,
  type BacklogChange,
  type JobBacklogEntry,
  type JustDate,
} from '@signshop/domain';

export type { BacklogChange, JobBacklogEntry } from '@signshop/domain';

/** Checks or unchecks a stage; a stage being checked gets today's date (a date shows only while checked). */
export function setChecked(
  entries: readonly JobBacklogEntry[],
  typeId: number,
  checked: boolean,
  today: JustDate,
): JobBacklogEntry[] {
  return entries.map((entry) =>
    entry.type_id !== typeId
      ? entry
      : { ...entry, is_checked: checked, date_given: checked ? today : entry.date_given },
  );
}

/** Sets the date of a stage (null while only part of a date is typed). */
export function setDate(
  entries: readonly JobBacklogEntry[],
  typeId: number,
  date: JustDate | null,
): JobBacklogEntry[] {
  return entries.map((entry) => (entry.type_id === typeId ? { ...entry, date_given: date } : entry));
}

/**
 * What Save sends: only the items that changed, and for a checked item given a
 * new date, an unchecked copy first so the history keeps the change. Uses the domain's rule.
 */
export function backlogChanges(
  original: readonly JobBacklogEntry[],
  edited: readonly JobBacklogEntry[],
): BacklogChange[] {
  const comparable = (entries: readonly JobBacklogEntry[]) =>
    entries.map(({ id, ...entry }) => ({ ...entry, id: id ?? undefined }));
  return backlogChangesToSend(comparable(original), comparable(edited)).map(
    ({ quote_id, type_id, is_checked, date_given }) => ({ quote_id, type_id, is_checked, date_given }),
  );
}

/** How many stages differ from what was loaded (an unchecked copy does not count twice). */
export function changedStageCount(changes: readonly BacklogChange[]): number {
  return new Set(changes.map((change) => change.type_id)).size;
}

/** The checked stages whose date is not a full date yet: Save waits for them. */
export function stagesMissingDates(edited: readonly JobBacklogEntry[]): string[] {
  return edited.filter((entry) => entry.is_checked && !entry.date_given).map((entry) => entry.label);
}
