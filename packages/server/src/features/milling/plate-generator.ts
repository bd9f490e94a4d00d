import { estimatedEnd, MACHINES, type Machine, type Plate } from '@signshop/domain';

/** A repeatable pseudo-random source in [0, 1): the same seed gives the same sequence. */
export interface Random {
  (): number;
}

/** A linear congruential generator: plenty for made-up plates and demo data, and stable across runs. */
export function seededRandom(seed: number): Random {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

export const pickFrom = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

/** The machine-room operators the simulated plates name. */
export const OPERATORS = ['Ana', 'Bo', 'Cy', 'Dee'] as const;
const DEFAULT_JOBS = [
  'CityHall_Lobby',
  'Mercy_Clinic_Wing2',
  'Harbor_Hotel_Rooms',
  'Summit_Schools_Exit',
  'Cedar_Bank_Suite',
];

/** Sheet sizes milled, height × width in feet (a 1.5 × 2 offcut is too small to count for value). */
const SHEETS_FT: ReadonlyArray<readonly [number, number]> = [
  [1.5, 2],
  [2, 3],
  [2, 4],
  [3, 4],
  [4, 4],
  [4, 6],
  [4, 8],
  [4, 8],
  [5, 10],
];
/** Milling seconds per square foot of plate, and the set-up every plate needs. */
const SECONDS_PER_SQ_FT = 130;
const SETUP_SECONDS = 600;

/**
 * A plate as a HAAS agent reports it when it starts (no end_time yet), with sensor readings. Its
 * size is in feet and its expected time grows with its area, so a machine's week of plates lands
 * near the optimal weekly value (a 4 × 8 ft plate: value 9.6, about 1 h 20 min).
 */
export function newPlate(
  random: Random,
  machine: Machine,
  start: number,
  jobs: readonly string[] = DEFAULT_JOBS,
): Plate {
  const [height, width] = pickFrom(random, SHEETS_FT);
  const expected = Math.round(SETUP_SECONDS + height * width * SECONDS_PER_SQ_FT * (0.85 + random() * 0.3));
  return {
    machine,
    file_name: `${pickFrom(random, jobs)}_plate${1 + Math.floor(random() * 12)}.nc`,
    start_time: start,
    end_time: null,
    expected_time: expected,
    operator: pickFrom(random, OPERATORS),
    temperature: Math.round((19 + random() * 5) * 10) / 10,
    humidity: Math.round(35 + random() * 20),
    air_quality: Math.round(5 + random() * 30),
    pressure: Math.round(1005 + random() * 15),
    height,
    width,
    version: '3.2',
    tool_info: [3, 5].map((tool_number) => ({
      tool_number,
      feed_rate: 90 + Math.round(random() * 60),
      length: Math.round((1.25 + random() * 0.002) * 10_000) / 10_000,
    })),
    imperfections: [],
  };
}

/**
 * Plates of every machine from `from` to `now` (Unix seconds), back to back: mostly short
 * changeovers, now and then a break over 600 s. A machine's last plate is still running (no
 * end_time) when its estimated end is after `now`.
 */
export function* plateHistory(
  random: Random,
  from: number,
  now: number,
  jobs?: readonly string[],
): Generator<Plate> {
  for (const machine of MACHINES) {
    let start = from;
    while (start < now) {
      const plate = newPlate(random, machine, start, jobs);
      const end = Math.round(estimatedEnd(plate) - random() * 600);
      yield end > now ? plate : { ...plate, end_time: end };
      start = end + (random() < 0.15 ? 900 + Math.round(random() * 3600) : 60 + Math.round(random() * 400));
    }
  }
}
