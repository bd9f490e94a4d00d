import { describe, expect, it } from 'vitest';
import { WEEK_SECONDS, type ImperfectionKey, type Machine } from '@signshop/domain';
import {
  allPlates,
  imperfectionRows,
  latestPlate,
  platesPerDay,
  platesStats,
  rangeSeconds,
  type MillingPlate,
} from './plate-stats.ts';

let nextId = 1;
function plate(
  machine: Machine,
  start_time: number,
  end_time: number | null,
  size: [number, number],
  tools: { t3: [number, number]; t5: [number, number] },
  imperfections: ImperfectionKey[] = [],
): MillingPlate {
  return {
    id: nextId++,
    machine,
    file_name: `Job_${start_time}.nc`,
    start_time,
    end_time,
    expected_time: 600,
    operator: 'Ana',
    humidity: 40,
    air_quality: 10,
    pressure: 1010,
    temperature: 21,
    height: size[0],
    width: size[1],
    version: '3.2',
    tool_info: [
      { tool_number: 3, feed_rate: tools.t3[0], length: tools.t3[1] },
      { tool_number: 5, feed_rate: tools.t5[0], length: tools.t5[1] },
    ],
    imperfections,
  };
}

// HAAS1, hand-checked:
//   P1 1000–2000  2 × 1.5 = 3     → not counted (area must be above 3)
//   P2 2300–3000 10 × 10 = 100     → 30      gap 300 s (no break); tool 3 +0.0004 (within tolerance)
//   P3 3900–5000 12 × 24 = 288     → 86.4    gap 900 s (big break); tool 3 +0.0008, tool 5 feed 80→90
//   P4 5700–     4 × 1   = 4       → 1.2     gap 700 s (big break); running
//   value 117.6 from 3 plates; breaks 900 + 700 = 1600 s; 2 tool differences (P2→P3, tools 3 and 5).
const haas1 = [
  plate('HAAS1', 3900, 5000, [12, 24], { t3: [100, 1.2512], t5: [90, 2] }),
  plate('HAAS1', 1000, 2000, [2, 1.5], { t3: [100, 1.25], t5: [80, 2] }, ['remake']),
  plate('HAAS1', 5700, null, [4, 1], { t3: [100, 1.2512], t5: [90, 2] }),
  plate('HAAS1', 2300, 3000, [10, 10], { t3: [100, 1.2504], t5: [80, 2] }, ['floor_deeper', 'remake']),
];
// HAAS2: one plate of 5 × 10 = 50 → 15.
const haas2 = [plate('HAAS2', 1500, 2500, [5, 10], { t3: [100, 1.25], t5: [80, 2] }, ['pitts'])];
const week = { start: 0, end: WEEK_SECONDS - 1 };

describe('plates statistics', () => {
  const stats = platesStats({ HAAS1: haas1, HAAS2: haas2 }, week, 'five-days');
  const [one, two, three] = stats.machines;

  it('values the plates with an area above 3 at area × 0.3', () => {
    expect(one).toMatchObject({ machine: 'HAAS1', plates: 4, counted: 3, running: 1 });
    expect(one!.value).toBeCloseTo(117.6, 10);
    expect(two).toMatchObject({ machine: 'HAAS2', plates: 1, counted: 1 });
    expect(two!.value).toBeCloseTo(15, 10);
    expect(three).toMatchObject({ machine: 'HAAS3', plates: 0, counted: 0, value: 0 });
    expect(stats.machines.map((s) => s.machine)).toEqual([
      'HAAS1',
      'HAAS2',
      'HAAS3',
      'HAAS4',
      'HAAS5',
      'HAAS6',
    ]);
  });

  it('measures the value against the optimal week: 1004.4 (5 days) or 1680 (7 days)', () => {
    expect(one!.optimal).toBeCloseTo(1004.4, 9);
    expect(one!.share).toBeCloseTo(117.6 / 1004.4, 12); // 11.7 %
    expect(one!.share).toBeCloseTo(0.11708, 5);
    const sevenDays = platesStats({ HAAS1: haas1 }, week, 'seven-days');
    expect(sevenDays.machines[0]!.optimal).toBe(1680);
    expect(sevenDays.machines[0]!.share).toBeCloseTo(0.07, 12); // 117.6 / 1680
    const halfWeek = platesStats({ HAAS1: haas1 }, { start: 0, end: WEEK_SECONDS / 2 - 1 }, 'five-days');
    expect(halfWeek.machines[0]!.optimal).toBeCloseTo(502.2, 9);
  });

  it('adds up all machines', () => {
    expect(stats.total.plates).toBe(5);
    expect(stats.total.counted).toBe(4);
    expect(stats.total.value).toBeCloseTo(132.6, 10);
    expect(stats.total.optimal).toBeCloseTo(6026.4, 9); // 6 machines × 1004.4
    expect(stats.total.share).toBeCloseTo(0.022003, 6);
  });

  it('finds the big breaks over 600 s', () => {
    expect(one!.bigBreaks).toEqual([
      { from: 3000, to: 3900, seconds: 900 },
      { from: 5000, to: 5700, seconds: 700 },
    ]);
    expect(one!.breakSeconds).toBe(1600);
    expect(two!.bigBreaks).toEqual([]);
  });

  it('finds the tool differences of tools 3 and 5 beyond 0.0005', () => {
    expect(one!.toolDifferences.map((d) => [d.tool_number, d.before.start_time, d.after.start_time])).toEqual(
      [
        [3, 2300, 3900],
        [5, 2300, 3900],
      ],
    );
    expect(two!.toolDifferences).toEqual([]);
  });

  it('counts the imperfections per key and machine', () => {
    expect(one!.imperfections).toMatchObject({ remake: 2, floor_deeper: 1, pitts: 0 });
    expect(one!.imperfectionTotal).toBe(3);
    const rows = imperfectionRows(stats.machines);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({ key: 'floor_deeper', label: 'Webbing', HAAS1: 1, HAAS2: 0 });
    expect(rows.find((row) => row.key === 'pitts')).toMatchObject({ label: 'Pitts', HAAS1: 0, HAAS2: 1 });
  });

  it('has no share for an empty period', () => {
    expect(platesStats({}, { start: 10, end: 9 }, 'five-days').total.share).toBeNull();
  });
});

describe('plates page helpers', () => {
  it('spans a date range from local midnight to the last second of the last day', () => {
    const { start, end } = rangeSeconds('2025-03-03', '2025-03-05');
    expect(start).toBe(new Date(2025, 2, 3).getTime() / 1000);
    expect(end).toBe(new Date(2025, 2, 6).getTime() / 1000 - 1);
  });

  it('counts plates per local day and machine', () => {
    const at = (day: number, hour: number) => new Date(2025, 2, day, hour).getTime() / 1000;
    const rows = platesPerDay(
      {
        HAAS1: [
          plate('HAAS1', at(3, 8), null, [1, 1], { t3: [1, 1], t5: [1, 1] }),
          plate('HAAS1', at(3, 20), null, [1, 1], { t3: [1, 1], t5: [1, 1] }),
        ],
        HAAS4: [plate('HAAS4', at(5, 1), null, [1, 1], { t3: [1, 1], t5: [1, 1] })],
      },
      '2025-03-03',
      '2025-03-05',
    );
    expect(rows.map((row) => [row.day, row.HAAS1, row.HAAS4])).toEqual([
      ['Mar 3', 2, 0],
      ['Mar 4', 0, 0],
      ['Mar 5', 0, 1],
    ]);
  });

  it('lists every plate oldest first and picks the most recent for the readings', () => {
    expect(allPlates({ HAAS1: haas1, HAAS2: haas2 }).map((p) => p.start_time)).toEqual([
      1000, 1500, 2300, 3900, 5700,
    ]);
    expect(latestPlate([null, haas2[0], haas1[2], undefined])?.start_time).toBe(5700);
    expect(latestPlate([null, null])).toBeNull();
  });
});
