import { addDays, type BacklogStageKey, type JustDate } from '@signshop/domain';
import { pickFrom, type Random } from '../features/milling/plate-generator.ts';
import { DEMO_COMPANIES, type DemoCompany } from './demo-accounts.ts';
import { JOB_AREAS, JOB_KINDS, type JobKind } from './demo-catalog.ts';

/** The usual way a job goes through the backlog, up to In Production. */
const MAIN_PATH: BacklogStageKey[] = [
  'materials_ordered',
  'customer_ship_date',
  'materials_received',
  'drawing_started',
  'drawing_sent',
  'drawing_approved',
  'ready_for_production',
  'in_production',
];

/** The backlog steps of a job whose latest stage is `latest`, in the order they were checked. */
export function pathTo(latest: BacklogStageKey): BacklogStageKey[] {
  if (latest === 'on_hold') return [...MAIN_PATH.slice(0, 4), 'on_hold'];
  if (latest === 'resubmit') return [...MAIN_PATH.slice(0, 5), 'resubmit'];
  if (latest === 'thermoformed_received') return [...MAIN_PATH, 'thermoformed_received'];
  return MAIN_PATH.slice(0, MAIN_PATH.indexOf(latest) + 1);
}

/** How many open jobs stop at each backlog stage (In Production most: it fills the daily schedule). */
const OPEN_JOBS_BY_STAGE: Array<[BacklogStageKey, number]> = [
  ['materials_ordered', 6],
  ['customer_ship_date', 6],
  ['materials_received', 6],
  ['drawing_started', 8],
  ['drawing_sent', 10],
  ['resubmit', 5],
  ['drawing_approved', 6],
  ['on_hold', 4],
  ['ready_for_production', 8],
  ['in_production', 24],
  ['thermoformed_received', 4],
];
/** Stages where one open job has missed its promise date, so the board's late flag shows something real. */
const LATE_AT: ReadonlySet<BacklogStageKey> = new Set([
  'drawing_approved',
  'on_hold',
  'ready_for_production',
  'in_production',
]);
const SHIPPED_JOBS = 105;
const PLAIN_QUOTES = 102;
/**
 * Older shipped jobs, paid in full, from five months to two years back: the dashboard's last 12
 * months against the 12 before have a history to draw (about three a month).
 */
const HISTORY_JOBS = 60;
const HISTORY_DAYS = { from: 151, to: 730 };

export type PaymentPlan = 'none' | 'partial' | 'full';

/** One demo job: who it is for, what it is, and how far it has gone by today. */
export interface JobPlan {
  company: DemoCompany;
  kind: JobKind;
  jobName: string;
  quoteDate: JustDate;
  /** Backlog steps with their dates, oldest first (empty for a plain quote). */
  steps: Array<{ key: BacklogStageKey; date: JustDate }>;
  shippedDate: JustDate | null;
  payment: PaymentPlan;
}

/** A whole number from low to high, both included. */
export const between = (random: Random, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));

/** Backlog steps ending on `last`, going back 1 to 4 days a step; the quote is a few days older. */
function timeline(random: Random, keys: BacklogStageKey[], last: JustDate) {
  const dates: JustDate[] = [last];
  for (let i = keys.length - 1; i > 0; i--) dates.unshift(addDays(dates[0]!, -between(random, 1, 4)));
  const quoteDate = addDays(dates[0]!, -between(random, 1, 7));
  const promiseDate = addDays(quoteDate, between(random, 35, 60));
  const steps = keys.map((key, i) => ({
    key,
    // Materials Ordered holds the expected date; Customer Ship Date the date promised to the customer.
    date:
      key === 'customer_ship_date'
        ? promiseDate
        : key === 'materials_ordered'
          ? addDays(dates[i]!, 5)
          : dates[i]!,
  }));
  return { steps, quoteDate };
}

/**
 * The whole demo shop's jobs, deterministic for a seed and relative to `today`: open jobs at every
 * backlog stage, shipped jobs over the last five months (paid, partly paid, unpaid), plain quotes
 * over the last six months, and older shipped jobs, paid, over the two years before.
 */
export function planJobs(random: Random, today: JustDate): JobPlan[] {
  const plans: JobPlan[] = [];
  const base = (kind = pickFrom(random, JOB_KINDS)) => {
    const company = pickFrom(random, DEMO_COMPANIES);
    return { kind, company, jobName: `${pickFrom(random, JOB_AREAS)} ${kind.name}` };
  };
  for (const [latest, count] of OPEN_JOBS_BY_STAGE) {
    for (let n = 0; n < count; n++) {
      const job = base(
        latest === 'thermoformed_received' ? JOB_KINDS.find((k) => k.thermoformed) : undefined,
      );
      // Some drawings were sent or approved today, so the project manager schedule's today sections fill.
      const todays = (latest === 'drawing_sent' || latest === 'drawing_approved') && n % 3 === 0;
      const last = todays ? today : addDays(today, -between(random, 0, 6));
      const { steps, quoteDate } = timeline(random, pathTo(latest), last);
      // The second job at a LATE_AT stage was promised a few days ago and is not shipped: it is late.
      const promised = (step: (typeof steps)[number]) =>
        n === 1 && LATE_AT.has(latest) && step.key === 'customer_ship_date'
          ? { ...step, date: addDays(today, -3) }
          : step;
      plans.push({ ...job, steps: steps.map(promised), quoteDate, shippedDate: null, payment: 'none' });
    }
  }
  for (let n = 0; n < SHIPPED_JOBS; n++) {
    const job = base();
    const shipped = addDays(today, -between(random, 1, 150));
    const keys = pathTo(job.kind.thermoformed ? 'thermoformed_received' : 'in_production');
    const roll = random();
    const payment: PaymentPlan = roll < 0.45 ? 'full' : roll < 0.75 ? 'partial' : 'none';
    plans.push({
      ...job,
      ...timeline(random, keys, addDays(shipped, -between(random, 2, 8))),
      shippedDate: shipped,
      payment,
    });
  }
  for (let n = 0; n < PLAIN_QUOTES; n++) {
    const quoteDate = addDays(today, -between(random, 0, 180));
    plans.push({
      ...base(),
      quoteDate,
      steps: [],
      shippedDate: null,
      payment: 'none',
    });
  }
  // Drawn last, so the plans above stay those of the same seed.
  for (let n = 0; n < HISTORY_JOBS; n++) {
    const job = base();
    const shipped = addDays(today, -between(random, HISTORY_DAYS.from, HISTORY_DAYS.to));
    const keys = pathTo(job.kind.thermoformed ? 'thermoformed_received' : 'in_production');
    plans.push({
      ...job,
      ...timeline(random, keys, addDays(shipped, -between(random, 2, 8))),
      shippedDate: shipped,
      payment: 'full',
    });
  }
  return plans.sort((a, b) => a.quoteDate.localeCompare(b.quoteDate));
}
