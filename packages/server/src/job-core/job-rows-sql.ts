import { backlogStageId, type JustDate } from '@signshop/domain';
import { isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { jobRows } from '../db/schema/index.ts';

/** The stages the reports filter on, each with its own date column in job_rows. */
const STAGE_DATE = {
  customer_ship_date: jobRows.customer_ship_date,
  ready_for_production: jobRows.ready_for_production_date,
  in_production: jobRows.in_production_date,
  thermoformed_received: jobRows.thermoformed_received_date,
} as const;
type FilteredStage = keyof typeof STAGE_DATE;

/** Jobs whose stage is checked with a date (a checked stage without a date does not count). */
export const stageChecked = (stage: FilteredStage): SQL => isNotNull(STAGE_DATE[stage]);

/** Jobs whose stage is checked with a date on or before `date`. */
export const stageDateOnOrBefore = (stage: FilteredStage, date: JustDate): SQL =>
  lte(STAGE_DATE[stage], date);

/**
 * Jobs whose stage is not checked (dated or not). The stage id is written as a literal, so the
 * condition reads like the predicate of the partial index that serves it.
 */
export const stageNotChecked = (stage: FilteredStage): SQL =>
  sql`NOT (${jobRows.stages} ? ${sql.raw(`'${backlogStageId(stage)}'`)})`;
