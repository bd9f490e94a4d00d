import type { JustDate } from '@signshop/domain';
import { sql } from 'drizzle-orm';
import { QUOTE_ID } from '../backlog/backlog-sql.ts';

/**
 * A job's current backlog state as a column of a report row: each checked stage id with its date
 * (from the index alone); its latest stage is `latestStageId` of the keys.
 */
export const jobStages = sql<Record<string, JustDate | null>>`coalesce((
  SELECT jsonb_object_agg(c.type_id, c.date_given) FROM backlog_current c
  WHERE c.quote_id = ${QUOTE_ID} AND c.is_checked), '{}'::jsonb)`;

/** The date of one checked stage of the job (null when not checked): a single index lookup. */
export function stageDate(typeId: number) {
  return sql<JustDate | null>`(SELECT c.date_given FROM backlog_current c
    WHERE c.quote_id = ${QUOTE_ID} AND c.type_id = ${typeId} AND c.is_checked)`;
}
