import { roundTo } from '../pricing/money.ts';

/** A task worked in the report's period: its job, process, estimate and actual time. */
export interface WorkedTask {
  quote_id: number;
  equip: string;
  process: string;
  /** The square feet of the job's signs. */
  square_feet: number;
  estimated_minutes: number;
  actual_seconds: number;
  /** The process's setup minutes (0 when it has no estimate). */
  setup_minutes: number;
  /** The process's minutes per square foot today (0 when it has no estimate). */
  minutes_per_sqft: number;
}

/** One process of the quoted-vs-actual report. */
export interface QuotedVsActualRow {
  equip: string;
  process: string;
  jobs: number;
  tasks: number;
  estimated_minutes: number;
  actual_minutes: number;
  /** Actual over estimated minutes (1.25: a quarter longer than quoted); null with no estimate. */
  ratio: number | null;
  minutes_per_sqft: number;
  /** What the actuals suggest; null when the tasks' jobs have no square feet. */
  suggested_minutes_per_sqft: number | null;
}

/** The most a process estimate keeps per square foot (process_estimates' check), with its 3 decimals. */
export const MINUTES_PER_SQFT_MAX = 100_000;

/**
 * The minutes per square foot the actual time suggests for a process: the actual minutes beyond
 * each task's setup (never below zero), summed, over the square feet of those tasks' jobs, summed.
 * A ratio of sums, so a big job weighs as much as its square feet and a tiny job with a long setup
 * does not swing the figure. Tasks of jobs without square feet tell nothing about the rate and are
 * left out; null when none is left. Three decimals, as estimates are kept.
 */
export function suggestedMinutesPerSqft(
  tasks: ReadonlyArray<Pick<WorkedTask, 'square_feet' | 'actual_seconds' | 'setup_minutes'>>,
): number | null {
  let minutes = 0;
  let squareFeet = 0;
  for (const task of tasks) {
    if (!(task.square_feet > 0)) continue;
    minutes += Math.max(0, task.actual_seconds / 60 - task.setup_minutes);
    squareFeet += task.square_feet;
  }
  if (squareFeet === 0) return null;
  return Math.min(MINUTES_PER_SQFT_MAX, roundTo(minutes / squareFeet, 3));
}

/** The report's rows: one per process (equipment and process), in equipment then process order. */
export function quotedVsActual(tasks: readonly WorkedTask[]): QuotedVsActualRow[] {
  const groups = new Map<string, WorkedTask[]>();
  for (const task of tasks) {
    const key = `${task.equip}\u0000${task.process}`;
    groups.set(key, [...(groups.get(key) ?? []), task]);
  }
  return [...groups.values()]
    .map((group) => {
      const estimated = group.reduce((sum, task) => sum + task.estimated_minutes, 0);
      const seconds = group.reduce((sum, task) => sum + Math.max(0, task.actual_seconds), 0);
      const actual = roundTo(seconds / 60, 1);
      return {
        equip: group[0]!.equip,
        process: group[0]!.process,
        jobs: new Set(group.map((task) => task.quote_id)).size,
        tasks: group.length,
        estimated_minutes: estimated,
        actual_minutes: actual,
        ratio: estimated > 0 ? roundTo(seconds / 60 / estimated, 2) : null,
        minutes_per_sqft: group[0]!.minutes_per_sqft,
        suggested_minutes_per_sqft: suggestedMinutesPerSqft(group),
      };
    })
    .sort((a, b) => a.equip.localeCompare(b.equip) || a.process.localeCompare(b.process));
}
