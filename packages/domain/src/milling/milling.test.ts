import { describe, expect, it } from 'vitest';
import { IMPERFECTION_KEYS, IMPERFECTIONS, imperfectionLabel, jobSearchKey } from './imperfections.ts';
import { MACHINES, WEEK_SECONDS, isMachine } from './machines.ts';
import { bigBreaks, toolDifferences } from './plate-gaps.ts';
import { plateSchema } from './plate.schema.ts';
import { estimatedEnd, minutesOverdue, overdueLabel, plateState } from './plate-time.ts';
import {
  OPTIMAL_WEEKLY_VALUE_FIVE_DAYS,
  OPTIMAL_WEEKLY_VALUE_SEVEN_DAYS,
  countsForValue,
  formatPlateSize,
  optimalValue,
  plateArea,
  plateValue,
  plateValueStats,
} from './plate-value.ts';

describe('imperfections search key', () => {
  it('treats spaces, underscores and dashes as the same', () => {
    expect(jobSearchKey('Gymnasium Room')).toBe('gymnasium room');
    expect(jobSearchKey('Gymnasium_Room_ID_Signs_plate7.nc')).toBe('gymnasium room id signs plate7.nc');
    expect(jobSearchKey(' Gym - Room__A ')).toBe('gym room a');
  });
});

describe('machines', () => {
  it('are HAAS1 to HAAS6; a week is 604800 s', () => {
    expect(MACHINES).toEqual(['HAAS1', 'HAAS2', 'HAAS3', 'HAAS4', 'HAAS5', 'HAAS6']);
    expect(isMachine('HAAS6')).toBe(true);
    expect(isMachine('HAAS7')).toBe(false);
    expect(WEEK_SECONDS).toBe(604800);
  });
});

describe('plates past their estimate', () => {
  // start 0, expected 3600 s: estimated end 0 + 1.0740825 × 3600 + 264.34 = 4131.037 s.
  const running = { start_time: 0, expected_time: 3600, end_time: null };
  it('are overdue by whole minutes (rounded up) once now passes the estimated end', () => {
    expect(minutesOverdue(running, 4131)).toBeNull();
    expect(minutesOverdue(running, 4132)).toBe(1);
    expect(minutesOverdue(running, 4131.037 + 12 * 60)).toBe(12);
    expect(overdueLabel(12)).toBe('overdue by 12 min');
  });

  it('never for a stopped plate', () => {
    expect(minutesOverdue({ ...running, end_time: 9000 }, 99_999)).toBeNull();
  });
});

describe('plate time', () => {
  it('runs until it has an end time', () => {
    expect(plateState({ end_time: null })).toBe('running');
    expect(plateState({ end_time: 1000 })).toBe('stopped');
  });

  it('estimates the end as start + 1.0740825 × expected + 264.34 s', () => {
    expect(estimatedEnd({ start_time: 1000, expected_time: 3600 })).toBeCloseTo(1000 + 3866.697 + 264.34, 6);
    expect(estimatedEnd({ start_time: 0, expected_time: 0 })).toBe(264.34);
  });
});

describe('plate size unit', () => {
  it('is feet: a 4 × 8 ft plate is worth 9.6', () => {
    expect(formatPlateSize({ height: 4, width: 8 })).toBe('4 × 8 ft');
    expect(plateValue({ height: 4, width: 8 })).toBeCloseTo(9.6, 10);
  });
});

describe('plate value', () => {
  it('counts plates with area above 3, at area × 0.3', () => {
    expect(plateArea({ height: 2, width: 1.5 })).toBe(3);
    expect(countsForValue({ height: 2, width: 1.5 })).toBe(false);
    expect(plateValue({ height: 2, width: 1.5 })).toBe(0);
    expect(plateValue({ height: 12, width: 24 })).toBeCloseTo(86.4, 10);
    expect(
      plateValueStats([
        { height: 1, width: 1 },
        { height: 10, width: 10 },
        { height: 2, width: 2 },
      ]),
    ).toEqual({
      count: 2,
      value: 31.2,
    });
  });

  it('has both optimal weekly formulas', () => {
    expect(OPTIMAL_WEEKLY_VALUE_FIVE_DAYS).toBeCloseTo(1004.4, 9);
    expect(OPTIMAL_WEEKLY_VALUE_SEVEN_DAYS).toBe(1680);
    expect(optimalValue(WEEK_SECONDS, 'seven-days')).toBe(1680);
    expect(optimalValue(WEEK_SECONDS / 2, 'five-days')).toBeCloseTo(502.2, 9);
  });
});

describe('plate gaps', () => {
  it('finds gaps over 600 s', () => {
    const plates = [
      { start_time: 2000, end_time: 2500 },
      { start_time: 0, end_time: 1000 },
      { start_time: 1600, end_time: 1900 },
      { start_time: 3200, end_time: null },
    ];
    expect(bigBreaks(plates)).toEqual([{ from: 2500, to: 3200, seconds: 700 }]);
  });

  it('compares tools 3 and 5 with a length tolerance of 0.0005', () => {
    const plate = (start_time: number, length3: number, feed5 = 100) => ({
      start_time,
      tool_info: [
        { tool_number: 1, feed_rate: start_time, length: start_time },
        { tool_number: 3, feed_rate: 50, length: length3 },
        { tool_number: 5, feed_rate: feed5, length: 2 },
      ],
    });
    const a = plate(0, 1.0);
    const b = plate(10, 1.0004);
    const c = plate(20, 1.001, 120);
    const differences = toolDifferences([c, a, b]);
    expect(differences.map((d) => [d.tool_number, d.before.start_time, d.after.start_time])).toEqual([
      [3, 10, 20],
      [5, 10, 20],
    ]);
  });
});

describe('imperfections', () => {
  it('has ten keys with labels', () => {
    expect(IMPERFECTION_KEYS).toHaveLength(10);
    expect(IMPERFECTIONS.floor_shallow).toBe('Reverse Webbing');
    expect(imperfectionLabel('floor_deeper')).toBe('Webbing');
    expect(imperfectionLabel('floor_lines')).toBe('Lines');
  });

  it('are part of a plate record', () => {
    expect(plateSchema.parse({ machine: 'HAAS2', start_time: 5, imperfections: ['remake'] })).toMatchObject({
      end_time: null,
      imperfections: ['remake'],
    });
    expect(plateSchema.safeParse({ machine: 'HAAS2', start_time: 5, imperfections: ['dust'] }).success).toBe(
      false,
    );
  });
});
