import { describe, expect, it } from 'vitest';
import {
  backlogChanges,
  changedStageCount,
  setChecked,
  setDate,
  stagesMissingDates,
  type JobBacklogEntry,
} from './backlog-edit.ts';

const entry = (type_id: number, overrides: Partial<JobBacklogEntry> = {}): JobBacklogEntry => ({
  id: null,
  type_id,
  quote_id: 7,
  label: `Stage ${type_id}`,
  hint: '',
  is_checked: false,
  date_given: null,
  ordering: type_id,
  ...overrides,
});

const stored = [
  entry(1),
  entry(2, { id: 20, is_checked: true, date_given: '2026-05-01' }),
  entry(3, { id: 30, is_checked: false, date_given: '2026-04-01' }),
];

describe('backlog editing', () => {
  it('checks a stage with today as its date and unchecks it keeping the date on screen', () => {
    const checked = setChecked(stored, 1, true, '2026-05-12');
    expect(checked[0]).toMatchObject({ is_checked: true, date_given: '2026-05-12' });
    expect(checked[1]).toBe(stored[1]);
    expect(setChecked(stored, 2, false, '2026-05-12')[1]).toMatchObject({
      is_checked: false,
      date_given: '2026-05-01',
    });
    // A stage checked again starts at today, not at the date it had when unchecked.
    expect(setChecked(stored, 3, true, '2026-05-12')[2]?.date_given).toBe('2026-05-12');
  });

  it('sends nothing when nothing changed, and only the changed stages otherwise', () => {
    expect(backlogChanges(stored, stored)).toEqual([]);
    const edited = setChecked(stored, 1, true, '2026-05-12');
    expect(backlogChanges(stored, edited)).toEqual([
      { quote_id: 7, type_id: 1, is_checked: true, date_given: '2026-05-12' },
    ]);
  });

  it('sends an unchecked copy first when a checked stage gets a new date', () => {
    const edited = setDate(stored, 2, '2026-06-15');
    const changes = backlogChanges(stored, edited);
    expect(changes).toEqual([
      { quote_id: 7, type_id: 2, is_checked: false, date_given: '2026-06-15' },
      { quote_id: 7, type_id: 2, is_checked: true, date_given: '2026-06-15' },
    ]);
    expect(changedStageCount(changes)).toBe(1);
  });

  it('sends an uncheck once, and ignores a date change on an unchecked stage', () => {
    expect(backlogChanges(stored, setChecked(stored, 2, false, '2026-05-12'))).toEqual([
      { quote_id: 7, type_id: 2, is_checked: false, date_given: '2026-05-01' },
    ]);
    expect(backlogChanges(stored, setDate(stored, 3, '2026-01-01'))).toEqual([]);
  });

  it('counts a stage changed back as no change', () => {
    const there = setDate(stored, 2, '2026-06-15');
    expect(backlogChanges(stored, setDate(there, 2, '2026-05-01'))).toEqual([]);
  });

  it('names checked stages whose date is not complete', () => {
    expect(stagesMissingDates(stored)).toEqual([]);
    expect(stagesMissingDates(setDate(stored, 2, null))).toEqual(['Stage 2']);
  });
});
