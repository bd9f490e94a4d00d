import {
  processesFor,
  type AssigneeCount,
  type PriorityValue,
  type ScheduleLineReply,
} from '@signshop/domain';

/** A scheduler line as GET /api/schedule/{quoteId} returns it; its priority is one of the shop's values. */
export type ScheduleLineData = Omit<ScheduleLineReply, 'priority'> & { priority: PriorityValue };

/** A line being edited: `key` tells rows apart on screen; a new line has no id yet. */
export type ScheduleRow = Omit<ScheduleLineData, 'id' | 'order_index'> & { key: string; id?: number };

/** The fields a person edits on a line. */
export type ScheduleRowFields = Omit<ScheduleRow, 'key' | 'id' | 'quote_id'>;

/** One line of the PUT /api/schedule/{quoteId} body: with id it is updated, without it created. */
export type ScheduleLineSave = Omit<ScheduleLineData, 'id'> & { id?: number };

let nextKey = 0;
const newKey = () => `new-${(nextKey += 1)}`;

/** The stored lines as rows, in their order. */
export function rowsOf(lines: readonly ScheduleLineData[]): ScheduleRow[] {
  return [...lines]
    .sort((a, b) => a.order_index - b.order_index || a.id - b.id)
    .map(({ order_index: _order, ...line }) => ({ ...line, key: `line-${line.id}` }));
}

/** A blank line, Low priority, neither complete nor released early. */
export function blankRow(quoteId: number): ScheduleRow {
  return {
    key: newKey(),
    quote_id: quoteId,
    short_description: '',
    thickness: '',
    material: '',
    equip: '',
    process: '',
    priority: 0,
    assign_to: '',
    is_complete: false,
    premature_release: false,
  };
}

/** Adds a blank line at the end. */
export function addRow(rows: readonly ScheduleRow[], quoteId: number): ScheduleRow[] {
  return [...rows, blankRow(quoteId)];
}

export function removeRow(rows: readonly ScheduleRow[], key: string): ScheduleRow[] {
  return rows.filter((row) => row.key !== key);
}

/** Moves a line up (-1) or down (+1); at either end it stays. */
export function moveRow(rows: readonly ScheduleRow[], key: string, step: -1 | 1): ScheduleRow[] {
  const from = rows.findIndex((row) => row.key === key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * Changes fields of a line. A new equipment clears a process it does not do, so a line never
 * keeps a laser process on a router.
 */
export function updateRow(
  rows: readonly ScheduleRow[],
  key: string,
  patch: Partial<ScheduleRowFields>,
): ScheduleRow[] {
  return rows.map((row) => {
    if (row.key !== key) return row;
    const next = { ...row, ...patch };
    if (
      patch.equip !== undefined &&
      patch.equip !== row.equip &&
      !processesFor(next.equip).includes(next.process)
    ) {
      next.process = '';
    }
    return next;
  });
}

/** The save body: every line in screen order with order_index 0, 1, 2…; lines left out are deleted. */
export function scheduleSaveBody(rows: readonly ScheduleRow[]): { schedules: ScheduleLineSave[] } {
  return {
    schedules: rows.map(({ key: _key, id, ...row }, order_index) => ({
      ...(id !== undefined && { id }),
      ...row,
      short_description: row.short_description.trim(),
      assign_to: row.assign_to.trim(),
      order_index,
    })),
  };
}

/** True when the rows differ from the stored lines (order included). */
export function scheduleChanged(stored: readonly ScheduleLineData[], rows: readonly ScheduleRow[]): boolean {
  return (
    JSON.stringify(scheduleSaveBody(rowsOf(stored)).schedules) !==
    JSON.stringify(scheduleSaveBody(rows).schedules)
  );
}

export type { AssigneeCount } from '@signshop/domain';

/**
 * The names to suggest for a line: people who did this equipment's work first (most lines
 * first), then everyone else; each name once, matching the typed text.
 */
export function assigneeSuggestions(all: readonly AssigneeCount[], equip: string, typed: string): string[] {
  const text = typed.trim().toLowerCase();
  const ranked = [...all]
    .filter((item) => item.assign_to.trim() !== '' && item.assign_to.toLowerCase().includes(text))
    .sort((a, b) => Number(b.equip === equip) - Number(a.equip === equip) || b.count - a.count);
  return [...new Set(ranked.map((item) => item.assign_to))];
}
