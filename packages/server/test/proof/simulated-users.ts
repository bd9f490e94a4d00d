import { Worker } from 'node:worker_threads';

/** What one simulated user does, with its share of the mix. */
export const ACTIONS = [
  { type: 'quote search', weight: 30 },
  { type: 'quote open', weight: 30 },
  { type: 'quote save', weight: 15 },
  { type: 'report', weight: 15 },
  { type: 'quote PDF', weight: 10 },
] as const;
export type ActionType = (typeof ACTIONS)[number]['type'];

export interface UserLoadInput {
  baseUrl: string;
  cookie: string;
  users: number;
  seconds: number;
  quoteCount: number;
  /** Mean pause between a user's actions (ms), drawn uniformly from 0 to twice this. */
  thinkMs: number;
  /** Only these of ACTIONS, in proportion to their weights (all of them when absent). */
  only?: ActionType[];
  /**
   * The quotes a save may change (all of 1 to quoteCount when absent). The bench passes its
   * unshipped jobs: its generated shipped jobs carry totals no pricing gives, so re-pricing them
   * on a save is rightly refused (a shipped job changes its prices only as a revision).
   */
  savableQuoteIds?: number[];
}

export interface UserLoadOutput {
  latencies: Record<ActionType, number[]>;
  errors: string[];
}

/** Runs simulated users in a worker thread, so they do not share the server's event loop. */
export function runSimulatedUsers(input: UserLoadInput): Promise<UserLoadOutput> {
  return new Promise<UserLoadOutput>((resolve, reject) => {
    const worker = new Worker(new URL('./simulated-users-boot.mjs', import.meta.url), { workerData: input });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** The p-th percentile (nearest rank) of ascending `sorted`. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
