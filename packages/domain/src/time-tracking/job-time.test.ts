import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  costCents,
  jobTime,
  PLATE_PROCESS,
  timerSeconds,
  type TimeSpan,
  type TimedTask,
} from './job-time.ts';

const task = (over: Partial<TimedTask> = {}): TimedTask => ({
  schedule_line_id: 1,
  equip: 'Laser',
  process: 'Cut',
  short_description: 'Cut letters',
  estimated_minutes: 30,
  estimate_rate_cents: 6000,
  ...over,
});
const span = (over: Partial<TimeSpan> = {}): TimeSpan => ({
  schedule_line_id: 1,
  equip: 'Laser',
  process: 'Cut',
  seconds: 1800,
  rate_cents: 4000,
  running: false,
  ...over,
});

describe('timerSeconds', () => {
  it('counts to the stop, or to now while the timer runs', () => {
    const start = new Date('2026-11-27T16:00:00Z');
    expect(timerSeconds(start, new Date('2026-11-27T16:30:00Z'), new Date('2026-11-27T20:00:00Z'))).toBe(
      1800,
    );
    expect(timerSeconds(start, null, new Date('2026-11-27T16:01:30Z'))).toBe(90);
  });
});

describe('jobTime', () => {
  it('adds timers per task and process, plates as machine time, and costs them at their rates', () => {
    const summary = jobTime(
      [task(), task({ schedule_line_id: 2, equip: 'Paint', process: 'Prime', estimated_minutes: 15 })],
      [
        span(),
        span({ seconds: 600, running: true }),
        span({
          schedule_line_id: null,
          equip: 'HAAS1',
          process: PLATE_PROCESS,
          seconds: 3600,
          rate_cents: 9000,
        }),
      ],
    );
    expect(summary.tasks.map((t) => [t.schedule_line_id, t.actual_minutes, t.running])).toEqual([
      [1, 40, true],
      [2, 0, false],
    ]);
    expect(summary.processes).toEqual([
      {
        equip: 'Laser',
        process: 'Cut',
        estimated_minutes: 30,
        actual_minutes: 40,
        estimated_cost_cents: 3000,
        actual_cost_cents: 2667,
      },
      {
        equip: 'Paint',
        process: 'Prime',
        estimated_minutes: 15,
        actual_minutes: 0,
        estimated_cost_cents: 1500,
        actual_cost_cents: 0,
      },
      {
        equip: 'HAAS1',
        process: 'Milling',
        estimated_minutes: 0,
        actual_minutes: 60,
        estimated_cost_cents: 0,
        actual_cost_cents: 9000,
      },
    ]);
    expect(summary.totals).toEqual({
      estimated_minutes: 45,
      actual_minutes: 100,
      estimated_cost_cents: 4500,
      actual_cost_cents: 11667,
    });
  });

  it('costs a resource without a rate at nothing', () => {
    expect(costCents(0, 7200)).toBe(0);
    expect(
      jobTime([task({ estimate_rate_cents: 0 })], [span({ rate_cents: 0 })]).totals.actual_cost_cents,
    ).toBe(0);
  });

  it('keeps money in whole cents and totals equal to the sum of the processes', () => {
    const spanArb = fc.record({
      schedule_line_id: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
      equip: fc.constantFrom('Laser', 'Paint', 'HAAS2'),
      process: fc.constantFrom('Cut', 'Prime', 'Milling'),
      seconds: fc.double({ min: 0, max: 100_000, noNaN: true }),
      rate_cents: fc.integer({ min: 0, max: 10_000_000 }),
      running: fc.boolean(),
    });
    const taskArb = fc.record({
      schedule_line_id: fc.integer({ min: 1, max: 4 }),
      equip: fc.constantFrom('Laser', 'Paint'),
      process: fc.constantFrom('Cut', 'Prime'),
      short_description: fc.constant(''),
      estimated_minutes: fc.integer({ min: 0, max: 10_000 }),
      estimate_rate_cents: fc.integer({ min: 0, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(taskArb, { maxLength: 6 }),
        fc.array(spanArb, { maxLength: 12 }),
        (tasks, spans) => {
          const summary = jobTime(tasks, spans);
          const sum = (key: 'estimated_cost_cents' | 'actual_cost_cents' | 'estimated_minutes') =>
            summary.processes.reduce((total, row) => total + row[key], 0);
          expect(summary.totals.actual_cost_cents).toBe(sum('actual_cost_cents'));
          expect(summary.totals.estimated_cost_cents).toBe(sum('estimated_cost_cents'));
          expect(summary.totals.estimated_minutes).toBe(sum('estimated_minutes'));
          for (const row of summary.processes) {
            expect(Number.isInteger(row.actual_cost_cents)).toBe(true);
            expect(Number.isInteger(row.estimated_cost_cents)).toBe(true);
          }
        },
      ),
    );
  });
});
