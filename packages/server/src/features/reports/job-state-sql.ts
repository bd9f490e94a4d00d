import type { JustDate } from '@signshop/domain';
import { sql, type SQL } from 'drizzle-orm';
import { QUOTE_ID } from '../backlog/backlog-sql.ts';

/**
 * A job's current backlog state as columns of a report row: `stages` maps each checked stage id
 * to its date, `latest_stage` is the checked stage furthest along the ordered list. Computed per
 * row, so filter the rows first (stageChecked and friends) and project this last.
 */
export const jobState = {
  stages: sql<Record<string, JustDate | null>>`coalesce((
    SELECT jsonb_object_agg(c.type_id, c.date_given) FROM (
      SELECT DISTINCT ON (e.type_id) e.type_id, e.is_checked, e.date_given FROM backlog_entries e
      WHERE e.quote_id = ${QUOTE_ID} ORDER BY e.type_id, e.id DESC) c
    WHERE c.is_checked), '{}'::jsonb)`,
  latestStage: sql<number | null>`(
    SELECT c.type_id FROM (
      SELECT DISTINCT ON (e.type_id) e.type_id, e.is_checked FROM backlog_entries e
      WHERE e.quote_id = ${QUOTE_ID} ORDER BY e.type_id, e.id DESC) c
    JOIN backlog_stages s ON s.id = c.type_id WHERE c.is_checked ORDER BY s.ordering DESC LIMIT 1)`,
};

/** Quotes whose current entry of the stage is not checked (or that have none). */
export function stageNotChecked(typeId: number): SQL {
  return sql`${QUOTE_ID} NOT IN (SELECT e.quote_id FROM backlog_entries e
    WHERE e.type_id = ${typeId} AND e.is_checked
      AND NOT EXISTS (SELECT 1 FROM backlog_entries newer WHERE newer.quote_id = e.quote_id
        AND newer.type_id = e.type_id AND newer.id > e.id))`;
}
