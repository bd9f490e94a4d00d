import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/just-date.ts';
import { justDateArbitrary } from '../dates/just-date.arbitrary.ts';
import { OPTIMAL_WEEKLY_VALUE_SEVEN_DAYS } from '../milling/plate-value.ts';
import { dashboardBacklog, dashboardMachines, dashboardMonthFigures } from './dashboard-figures.ts';
import { dashboardMonths, dashboardSpan, monthKeyOf, monthOf, yearToDate } from './dashboard-months.ts';
import { onTimePercent, shippedOnTime } from './on-time.ts';

describe('dashboard months', () => {
  it('are the last 12 calendar months up to this one, each against the same month a year before', () => {
    const months = dashboardMonths('2026-02-10');
    expect(months.map((m) => m.month)).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(months[0]!.before).toEqual({ month: '2024-03', from: '2024-03-01', to: '2024-03-31' });
    expect(months.at(-1)).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthOf('2024-02-29')).toEqual({ month: '2024-02', from: '2024-02-01', to: '2024-02-29' });
    expect(dashboardSpan('2026-02-10')).toEqual({ from: '2024-03-01', to: '2026-02-28' });
    expect(yearToDate('2026-02-10')).toEqual({ from: '2026-01-01', to: '2026-02-10' });
  });

  it('cover every day of the span once, with no gaps, for any today', () => {
    fc.assert(
      fc.property(justDateArbitrary, (today) => {
        const months = dashboardMonths(today).flatMap((m) => [m.before, m]);
        const ordered = [...months].sort((a, b) => a.from.localeCompare(b.from));
        const span = dashboardSpan(today);
        expect(ordered[0]!.from).toBe(span.from);
        expect(ordered.at(-1)!.to).toBe(span.to);
        for (let i = 1; i < ordered.length; i += 1)
          expect(ordered[i]!.from).toBe(addDays(ordered[i - 1]!.to, 1));
        for (const m of ordered) expect(monthKeyOf(m.from)).toBe(m.month);
        expect(monthKeyOf(today)).toBe(dashboardMonths(today).at(-1)!.month);
      }),
    );
  });
});

describe('on-time shipping', () => {
  it('counts a shipment on or before the promise date as kept, later as missed, none without a promise', () => {
    expect(shippedOnTime({ shipped_date: '2026-03-10', promise_date: '2026-03-10' })).toBe(true);
    expect(shippedOnTime({ shipped_date: '2026-03-09', promise_date: '2026-03-10' })).toBe(true);
    expect(shippedOnTime({ shipped_date: '2026-03-11', promise_date: '2026-03-10' })).toBe(false);
    expect(shippedOnTime({ shipped_date: '2026-03-11', promise_date: null })).toBeNull();
    expect(onTimePercent({ on_time: 2, promised: 3 })).toBe(67);
    expect(onTimePercent({ on_time: 0, promised: 0 })).toBeNull();
  });
});

describe('dashboard figures', () => {
  it('turn the sums in cents into dollars exact to the cent, zeros for months without any', () => {
    const months = dashboardMonthFigures(
      '2026-11-28',
      new Map([
        ['2026-11', { booked_cents: 10_000_001, shipped_cents: 30, promised: 2, on_time: 1 }],
        ['2025-11', { booked_cents: 1, shipped_cents: 0, promised: 0, on_time: 0 }],
      ]),
    );
    expect(months.at(-1)).toMatchObject({ booked: 100_000.01, shipped: 0.3, promised: 2, on_time: 1 });
    expect(months.at(-1)!.before).toMatchObject({ month: '2025-11', booked: 0.01, shipped: 0 });
    expect(months[0]).toMatchObject({ month: '2025-12', booked: 0, shipped: 0, promised: 0 });
  });

  it('give the backlog in board order without Shipped, Quote for jobs without a stage', () => {
    const backlog = dashboardBacklog(
      new Map([
        [0, { jobs: 2, cents: 1050 }],
        [9, { jobs: 1, cents: 99 }],
      ]),
    );
    expect(backlog[0]).toEqual({ key: 'quote', label: 'Quote', stage_id: null, jobs: 2, value: 10.5 });
    expect(backlog.find((s) => s.stage_id === 9)).toMatchObject({ jobs: 1, value: 0.99 });
    expect(backlog.some((s) => s.key === 'shipped')).toBe(false);
  });

  it("value each machine's plates as the machine page does (area above 3 ft², 0.3 a ft²)", () => {
    const machines = dashboardMachines((machine) =>
      machine === 'HAAS2'
        ? [
            { height: 4, width: 8 },
            { height: 1, width: 2 },
          ]
        : [],
    );
    expect(machines.map((m) => m.machine)).toEqual(['HAAS1', 'HAAS2', 'HAAS3', 'HAAS4', 'HAAS5', 'HAAS6']);
    expect(machines[1]).toEqual({
      machine: 'HAAS2',
      plates: 1,
      value: 9.6,
      optimal_five_days: 1004.4,
      optimal_seven_days: OPTIMAL_WEEKLY_VALUE_SEVEN_DAYS,
    });
  });
});
