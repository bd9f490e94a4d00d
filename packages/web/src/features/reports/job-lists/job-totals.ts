import { fromCents, toCents, type JobTotals } from '@signshop/domain';

/** The money of a job-list report (all of it, engraved work, thermoformed work) and its count of jobs. */
export type CountedTotals = JobTotals & { count: number };

/** Totals of the rows, added in cents so that many rows do not drift. */
export function jobTotals(rows: readonly { total_price: number; is_thermoformed: boolean }[]): CountedTotals {
  let engraved = 0;
  let thermoformed = 0;
  for (const row of rows) {
    if (row.is_thermoformed) thermoformed += toCents(row.total_price);
    else engraved += toCents(row.total_price);
  }
  return {
    count: rows.length,
    total_price: fromCents(engraved + thermoformed),
    engraved: fromCents(engraved),
    thermoformed: fromCents(thermoformed),
  };
}

/** Totals of the rows whose ids are checked (the report's running selection). */
export function checkedTotals<Row extends { id: number; total_price: number; is_thermoformed: boolean }>(
  rows: readonly Row[],
  isChecked: (id: number) => boolean,
): CountedTotals {
  return jobTotals(rows.filter((row) => isChecked(row.id)));
}
