import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../dates/just-date.ts';
import { justDateArbitrary } from '../dates/just-date.arbitrary.ts';
import { interestCents, lateInterest } from './interest.ts';

describe('late interest', () => {
  it('charges 20 % a year, simple, per day overdue, to the cent', () => {
    expect(lateInterest(1000, '2024-01-01', '2024-01-31')).toBe(16.44); // 1000 × 0.2 × 30 / 365 = 16.438…
    expect(lateInterest(365, '2024-01-01', '2024-01-02')).toBe(0.2);
    expect(lateInterest(704.64, '2024-03-01', '2025-03-01')).toBe(140.93); // 365 days: 140.928
    expect(interestCents(100000, 365)).toBe(20000);
  });

  it('counts days below 0 as 0', () => {
    expect(lateInterest(1000, '2024-02-01', '2024-01-01')).toBe(0);
    expect(lateInterest(1000, '2024-02-01', '2024-02-01')).toBe(0);
  });

  it('charges nothing on a paid-off balance', () => {
    expect(lateInterest(-50, '2024-01-01', '2024-06-01')).toBe(0);
  });

  it('is 0 for any date not overdue', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        justDateArbitrary,
        fc.integer({ min: 0, max: 4000 }),
        (cents, due, early) => {
          expect(lateInterest(cents / 100, due, addDays(due, -early))).toBe(0);
        },
      ),
    );
  });
});
