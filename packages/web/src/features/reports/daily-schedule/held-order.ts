import type { DailyTaskRow } from './queries.ts';

/**
 * The order a person works in: the rows as shown when they first changed one, until they refresh
 * or leave. `edited` are the tasks they changed, which say where a refresh would put them.
 */
export interface HeldOrder {
  /** The page and filters the order belongs to (another page or filter starts over). */
  ask: string;
  rows: DailyTaskRow[];
  edited: number[];
}

/** A row as shown: where a refresh puts it (1-based in the whole list), or 'away' off this page. */
export interface ShownTask {
  task: DailyTaskRow;
  movesTo: number | 'away' | null;
}

/** Starts holding the order shown (or keeps the one held) and marks `task` as changed by `update`. */
export function holdTask(
  held: HeldOrder | null,
  ask: string,
  shown: readonly DailyTaskRow[],
  id: number,
  update: Partial<DailyTaskRow>,
): HeldOrder {
  const base = held?.ask === ask ? held : { ask, rows: [...shown], edited: [] };
  return {
    ask,
    rows: base.rows.map((task) => (task.id === id ? { ...task, ...update } : task)),
    edited: base.edited.includes(id) ? base.edited : [...base.edited, id],
  };
}

/**
 * The page's rows in the held order with the server's latest values; a held row the page no longer
 * has stays with its held values, rows new to the page come last. A changed row whose place in the
 * server's order (from `offset`, the page's first position, 0-based) differs says where it goes.
 */
export function showInHeldOrder(
  fresh: readonly DailyTaskRow[],
  held: HeldOrder | null,
  offset: number,
): ShownTask[] {
  if (!held) return fresh.map((task) => ({ task, movesTo: null }));
  const freshIndex = new Map(fresh.map((task, index) => [task.id, index]));
  const heldIds = new Set(held.rows.map((task) => task.id));
  const rows = [
    ...held.rows.map((task) => fresh[freshIndex.get(task.id) ?? -1] ?? task),
    ...fresh.filter((task) => !heldIds.has(task.id)),
  ];
  return rows.map((task, index) => {
    if (!held.edited.includes(task.id)) return { task, movesTo: null };
    const at = freshIndex.get(task.id);
    if (at === undefined) return { task, movesTo: 'away' };
    return { task, movesTo: at === index ? null : offset + at + 1 };
  });
}
