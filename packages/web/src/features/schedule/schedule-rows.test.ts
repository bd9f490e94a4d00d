import { describe, expect, it } from 'vitest';
import {
  addRow,
  assigneeSuggestions,
  moveRow,
  removeRow,
  rowsOf,
  scheduleChanged,
  scheduleSaveBody,
  updateRow,
  type ScheduleLineData,
} from './schedule-rows.ts';

const line = (
  id: number,
  order_index: number,
  overrides: Partial<ScheduleLineData> = {},
): ScheduleLineData => ({
  id,
  quote_id: 7,
  short_description: `Line ${id}`,
  thickness: '1/8',
  material: 'Gemini',
  equip: 'Laser',
  process: 'Engrave',
  priority: 1,
  assign_to: 'Sam',
  order_index,
  is_complete: false,
  premature_release: false,
  ...overrides,
});

const stored = [line(5, 1), line(4, 0)];

describe('scheduler rows', () => {
  it('shows stored lines in their order, unchanged', () => {
    const rows = rowsOf(stored);
    expect(rows.map((row) => row.id)).toEqual([4, 5]);
    expect(scheduleChanged(stored, rows)).toBe(false);
  });

  it('adds blank Low-priority lines with their own keys, saved without an id', () => {
    const rows = addRow(addRow(rowsOf(stored), 7), 7);
    expect(rows).toHaveLength(4);
    expect(rows[2]?.key).not.toBe(rows[3]?.key);
    expect(rows[3]).toMatchObject({ quote_id: 7, priority: 0, equip: '', is_complete: false });
    const body = scheduleSaveBody(rows).schedules;
    expect(body[2]).not.toHaveProperty('id');
    expect(body.map((saved) => saved.order_index)).toEqual([0, 1, 2, 3]);
    expect(scheduleChanged(stored, rows)).toBe(true);
  });

  it('moves a line up and down, staying put at either end, and saves the new order', () => {
    const rows = rowsOf(stored);
    const down = moveRow(rows, 'line-4', 1);
    expect(down.map((row) => row.id)).toEqual([5, 4]);
    expect(moveRow(down, 'line-4', 1).map((row) => row.id)).toEqual([5, 4]);
    expect(moveRow(rows, 'line-4', -1).map((row) => row.id)).toEqual([4, 5]);
    expect(scheduleSaveBody(down).schedules.map(({ id, order_index }) => [id, order_index])).toEqual([
      [5, 0],
      [4, 1],
    ]);
    expect(scheduleChanged(stored, down)).toBe(true);
  });

  it('removes a line, which the save then leaves out', () => {
    const rows = removeRow(rowsOf(stored), 'line-4');
    expect(scheduleSaveBody(rows).schedules.map((saved) => saved.id)).toEqual([5]);
  });

  it('edits fields; a new equipment clears a process it does not do', () => {
    const rows = rowsOf(stored);
    const edited = updateRow(rows, 'line-4', {
      short_description: ' Lobby ',
      priority: 3,
      is_complete: true,
    });
    expect(edited[0]).toMatchObject({ short_description: ' Lobby ', priority: 3, is_complete: true });
    expect(edited[1]).toBe(rows[1]);
    expect(scheduleSaveBody(edited).schedules[0]?.short_description).toBe('Lobby');
    expect(updateRow(rows, 'line-4', { equip: 'Router' })[0]).toMatchObject({ equip: 'Router', process: '' });
    expect(updateRow(rows, 'line-4', { equip: 'Engraver' })[0]?.process).toBe('Engrave');
    expect(updateRow(rows, 'line-4', { process: 'Cut' })[0]?.process).toBe('Cut');
  });

  it('suggests people who did this equipment first, most lines first, each once', () => {
    const all = [
      { equip: 'Router', assign_to: 'Rita', count: 9 },
      { equip: 'Laser', assign_to: 'Sam', count: 2 },
      { equip: 'Laser', assign_to: 'Lee', count: 5 },
      { equip: 'Router', assign_to: 'Sam', count: 1 },
      { equip: 'Laser', assign_to: '', count: 4 },
    ];
    expect(assigneeSuggestions(all, 'Laser', '')).toEqual(['Lee', 'Sam', 'Rita']);
    expect(assigneeSuggestions(all, 'Router', 'SA')).toEqual(['Sam']);
  });
});
