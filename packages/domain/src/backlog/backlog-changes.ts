import type { BacklogEntry } from './backlog.schema.ts';

type ComparedEntry = Omit<BacklogEntry, 'id'> & { id?: number | undefined };

/** Two entries are equal when all fields match; the date counts only when checked. */
export function backlogEntriesEqual(a: ComparedEntry, b: ComparedEntry): boolean {
  return (
    a.id === b.id &&
    a.type_id === b.type_id &&
    a.quote_id === b.quote_id &&
    a.label === b.label &&
    a.is_checked === b.is_checked &&
    a.ordering === b.ordering &&
    (!a.is_checked || a.date_given === b.date_given)
  );
}

/**
 * The entries to send on save, matched by type_id: only changed ones; a change from checked to
 * checked (a new date) sends an unchecked copy first.
 */
export function backlogChangesToSend<T extends ComparedEntry>(
  original: readonly T[],
  edited: readonly T[],
): T[] {
  const before = new Map(original.map((entry) => [entry.type_id, entry]));
  return edited.flatMap((entry) => {
    const old = before.get(entry.type_id);
    if (old && backlogEntriesEqual(old, entry)) return [];
    if (old?.is_checked && entry.is_checked) return [{ ...entry, is_checked: false }, entry];
    return [entry];
  });
}
