import { fromCents, toCents } from '@signshop/domain';

/** The money of a job-list report: all of it, engraved work and thermoformed work. */
export interface JobTotals {
  count: number;
  total: number;
  /** Jobs that are not thermoformed. */
  engraved: number;
  thermoformed: number;
}

/** Totals of the rows, added in cents so that many rows do not drift. */
export function jobTotals(rows: readonly { total_price: number; is_thermoformed: boolean }[]): JobTotals {
  let engraved = 0;
  let thermoformed = 0;
  for (const row of rows) {
    if (row.is_thermoformed) thermoformed += toCents(row.total_price);
    else engraved += toCents(row.total_price);
  }
  return {
    count: rows.length,
    total: fromCents(engraved + thermoformed),
    engraved: fromCents(engraved),
    thermoformed: fromCents(thermoformed),
  };
}

/** Totals of the rows whose ids are checked (the report's running selection). */
export function checkedTotals<Row extends { id: number; total_price: number; is_thermoformed: boolean }>(
  rows: readonly Row[],
  isChecked: (id: number) => boolean,
): JobTotals {
  return jobTotals(rows.filter((row) => isChecked(row.id)));
}
