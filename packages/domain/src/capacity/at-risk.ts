import { compareJustDates, daysBetween, type JustDate } from '../dates/just-date.ts';

/** A job's planned finish against its promise date. */
export interface JobAtRisk {
  job_id: number;
  promise_date: JustDate;
  /** The latest planned day of the job's open lines. */
  planned_finish: JustDate;
  /** How many days the planned finish is after the promise date (at least 1). */
  days_late: number;
}

/**
 * The jobs whose planned finish (the latest planned day of their open lines) is after their
 * promise date, the latest first (most days late, then by job). Jobs without a promise date or
 * without planned lines are never at risk here.
 */
export function jobsAtRisk(
  jobs: readonly { job_id: number; promise_date: JustDate | null; planned_finish: JustDate | null }[],
): JobAtRisk[] {
  return jobs
    .flatMap(({ job_id, promise_date, planned_finish }) =>
      promise_date && planned_finish && compareJustDates(planned_finish, promise_date) > 0
        ? [{ job_id, promise_date, planned_finish, days_late: daysBetween(promise_date, planned_finish) }]
        : [],
    )
    .sort((a, b) => b.days_late - a.days_late || a.job_id - b.job_id);
}
