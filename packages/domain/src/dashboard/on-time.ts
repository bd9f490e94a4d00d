import type { JustDate } from '../dates/just-date.ts';

/**
 * A shipment kept its promise when it shipped on or before the job's promise date (its Customer
 * Ship Date stage). A job without a promise date made no promise: it counts neither way.
 */
export function shippedOnTime(job: {
  shipped_date: JustDate;
  promise_date: JustDate | null;
}): boolean | null {
  if (job.promise_date === null) return null;
  return job.shipped_date <= job.promise_date;
}

/** The share of promised shipments kept, as a whole percent (null when nothing was promised). */
export function onTimePercent(counts: { on_time: number; promised: number }): number | null {
  return counts.promised === 0 ? null : Math.round((100 * counts.on_time) / counts.promised);
}
