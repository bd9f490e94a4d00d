import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../dates/just-date.ts';
import { isStatementDay, REMINDER_CATCH_UP_DAYS, reminderOccasion } from './reminder-schedule.ts';

const schedule = { days_before_due: [7, 3], on_due_date: true, every_days_overdue: 7 };
const due = '2026-03-31';

describe('reminderOccasion', () => {
  it.each([
    ['2026-03-20', null],
    ['2026-03-24', { kind: 'before-7', date: '2026-03-24' }],
    ['2026-03-26', { kind: 'before-7', date: '2026-03-24' }],
    ['2026-03-28', { kind: 'before-3', date: '2026-03-28' }],
    ['2026-03-31', { kind: 'due', date: '2026-03-31' }],
    ['2026-04-03', { kind: 'due', date: '2026-03-31' }],
    ['2026-04-04', null],
    ['2026-04-07', { kind: 'overdue-7', date: '2026-04-07' }],
    ['2026-04-14', { kind: 'overdue-14', date: '2026-04-14' }],
    ['2026-04-16', { kind: 'overdue-14', date: '2026-04-14' }],
  ])('on %s the reminder due is %j', (today, expected) => {
    expect(reminderOccasion(due, today, schedule)).toEqual(expected);
  });

  it('sends nothing overdue when every N days is 0, and nothing on the due date when that is off', () => {
    const quiet = { days_before_due: [], on_due_date: false, every_days_overdue: 0 };
    expect(reminderOccasion(due, '2026-03-31', quiet)).toBeNull();
    expect(reminderOccasion(due, '2026-05-31', quiet)).toBeNull();
  });

  it('answers an occasion of the schedule, reached, at most the catch-up days old, and the latest one', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 90 }), { maxLength: 5 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: -120, max: 800 }),
        (days_before_due, on_due_date, every_days_overdue, offset) => {
          const s = { days_before_due, on_due_date, every_days_overdue };
          const today = addDays(due, offset);
          const found = reminderOccasion(due, today, s);
          // Every day of the schedule, listed from scratch.
          const all = [
            ...days_before_due.map((d) => addDays(due, -d)),
            ...(on_due_date ? [due] : []),
            ...(every_days_overdue > 0
              ? Array.from({ length: Math.floor(800 / every_days_overdue) }, (_, i) =>
                  addDays(due, (i + 1) * every_days_overdue),
                )
              : []),
          ];
          const window = all.filter(
            (d) => daysBetween(d, today) >= 0 && daysBetween(d, today) <= REMINDER_CATCH_UP_DAYS,
          );
          expect(found?.date ?? null).toBe(window.sort().at(-1) ?? null);
        },
      ),
    );
  });
});

it('statements go out on the 1st', () => {
  expect(isStatementDay('2026-12-01')).toBe(true);
  expect(isStatementDay('2026-12-11')).toBe(false);
});
