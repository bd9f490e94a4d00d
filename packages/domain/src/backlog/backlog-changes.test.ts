import { describe, expect, it } from 'vitest';
import { backlogChangesToSend, backlogEntriesEqual } from './backlog-changes.ts';
import { BACKLOG_STEP_PRIORITY, backlogEntrySchema } from './backlog.schema.ts';

const entry = backlogEntrySchema.parse({ id: 1, type_id: 10, quote_id: 5, label: 'Drawing Started' });

describe('backlog entries', () => {
  it('parses with defaults', () => {
    expect(entry).toEqual({
      id: 1,
      type_id: 10,
      quote_id: 5,
      label: 'Drawing Started',
      is_checked: false,
      date_given: null,
      ordering: 0,
    });
    expect(BACKLOG_STEP_PRIORITY).toBe(150);
  });

  it('ignores the date of an unchecked entry', () => {
    expect(backlogEntriesEqual(entry, { ...entry, date_given: '2024-01-01' })).toBe(true);
  });

  it('compares the date of a checked entry', () => {
    const checked = { ...entry, is_checked: true, date_given: '2024-01-01' };
    expect(backlogEntriesEqual(checked, { ...checked })).toBe(true);
    expect(backlogEntriesEqual(checked, { ...checked, date_given: '2024-01-02' })).toBe(false);
    expect(backlogEntriesEqual(checked, entry)).toBe(false);
  });

  it('compares every other field', () => {
    expect(backlogEntriesEqual(entry, { ...entry, label: 'x' })).toBe(false);
    expect(backlogEntriesEqual(entry, { ...entry, ordering: 2 })).toBe(false);
  });
});

describe('backlogChangesToSend', () => {
  const a = { ...entry, type_id: 1 };
  const b = { ...entry, type_id: 2, is_checked: true, date_given: '2024-01-01' };

  it('sends only changed entries', () => {
    expect(backlogChangesToSend([a, b], [a, b])).toEqual([]);
    const checkedA = { ...a, is_checked: true, date_given: '2024-02-02' };
    expect(backlogChangesToSend([a, b], [checkedA, b])).toEqual([checkedA]);
  });

  it('sends an unchecked copy first when a checked entry gets a new date', () => {
    const moved = { ...b, date_given: '2024-03-03' };
    expect(backlogChangesToSend([a, b], [a, moved])).toEqual([{ ...moved, is_checked: false }, moved]);
  });

  it('sends new entries', () => {
    expect(backlogChangesToSend([], [a])).toEqual([a]);
  });
});
