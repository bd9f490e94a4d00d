import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quotedVsActual, suggestedMinutesPerSqft, type WorkedTask } from './quoted-vs-actual.ts';

const worked = (over: Partial<WorkedTask> = {}): WorkedTask => ({
  quote_id: 1,
  equip: 'Laser',
  process: 'Cut',
  square_feet: 10,
  estimated_minutes: 30,
  actual_seconds: 45 * 60,
  setup_minutes: 10,
  minutes_per_sqft: 2,
  ...over,
});

describe('suggestedMinutesPerSqft', () => {
  it('is the minutes beyond setup over the square feet, summed over the tasks', () => {
    // (45 − 10) + (25 − 10) = 50 minutes over 10 + 40 sq ft.
    expect(suggestedMinutesPerSqft([worked(), worked({ square_feet: 40, actual_seconds: 25 * 60 })])).toBe(1);
  });

  it('leaves out jobs without square feet and never goes below zero', () => {
    expect(suggestedMinutesPerSqft([worked({ square_feet: 0 })])).toBeNull();
    expect(suggestedMinutesPerSqft([worked({ actual_seconds: 60 })])).toBe(0);
  });

  it('lies between the smallest and largest rate of its tasks (at most the largest estimate kept)', () => {
    const task = fc.record({
      square_feet: fc.double({ min: 0.01, max: 1000, noNaN: true }),
      actual_seconds: fc.integer({ min: 0, max: 1_000_000 }),
      setup_minutes: fc.integer({ min: 0, max: 600 }),
    });
    fc.assert(
      fc.property(fc.array(task, { minLength: 1, maxLength: 8 }), (tasks) => {
        const rates = tasks.map((t) => Math.max(0, t.actual_seconds / 60 - t.setup_minutes) / t.square_feet);
        const suggested = suggestedMinutesPerSqft(tasks)!;
        expect(suggested).toBeGreaterThanOrEqual(Math.min(100_000, ...rates) - 0.0005);
        expect(suggested).toBeLessThanOrEqual(Math.min(100_000, Math.max(...rates)) + 0.0005);
      }),
    );
  });
});

describe('quotedVsActual', () => {
  it('gives one row per process with its jobs, minutes, ratio and suggestion', () => {
    const rows = quotedVsActual([
      worked(),
      worked({ quote_id: 2, square_feet: 40, actual_seconds: 25 * 60 }),
      worked({ quote_id: 2, equip: 'Paint', process: 'Prime', estimated_minutes: 0, actual_seconds: 90 }),
    ]);
    expect(rows).toEqual([
      {
        equip: 'Laser',
        process: 'Cut',
        jobs: 2,
        tasks: 2,
        estimated_minutes: 60,
        actual_minutes: 70,
        ratio: 1.17,
        minutes_per_sqft: 2,
        suggested_minutes_per_sqft: 1,
      },
      {
        equip: 'Paint',
        process: 'Prime',
        jobs: 1,
        tasks: 1,
        estimated_minutes: 0,
        actual_minutes: 1.5,
        ratio: null,
        minutes_per_sqft: 2,
        suggested_minutes_per_sqft: 0,
      },
    ]);
  });
});
