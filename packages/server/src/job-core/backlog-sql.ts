import type { JustDate } from '@signshop/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/**
 * The quotes table's id, always qualified: drizzle leaves a lone column unqualified, which inside
 * these subqueries would mean the current row's own column.
 */
export const QUOTE_ID = sql.raw('"quotes"."id"');

/** Quotes whose current state of stage `typeId` is checked with a date matching `dateCondition`. */
export function stageChecked(typeId: number, dateCondition: 'on' | 'on-or-before', date: JustDate): SQL {
  const comparison = dateCondition === 'on' ? sql`c.date_given = ${date}` : sql`c.date_given <= ${date}`;
  return sql`${QUOTE_ID} IN (SELECT c.quote_id FROM backlog_current c
    WHERE c.type_id = ${typeId} AND c.is_checked AND ${comparison})`;
}

/** Quotes whose latest checked stage (furthest along the ordered list) is one of `typeIds`. */
export function latestStageIn(typeIds: readonly number[]): SQL {
  const list = sql.join(
    typeIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`${QUOTE_ID} IN (SELECT c.quote_id FROM backlog_current c WHERE c.is_latest AND c.type_id IN (${list}))`;
}

/**
 * Marks the checked stage furthest along as each job's latest (of the jobs `quoteIds`, or of all
 * jobs when the stage order itself changed), touching only rows whose mark changes.
 */
export async function markLatestStages(db: Executor, quoteIds?: readonly number[]): Promise<void> {
  const only = (alias: string) =>
    quoteIds ? sql`AND ${sql.raw(alias)}.quote_id = ANY(${sql.param(quoteIds)}::int[])` : sql``;
  await db.execute(sql`
    UPDATE backlog_current c SET is_latest = NOT c.is_latest
    WHERE c.is_latest <> ((c.quote_id, c.type_id) IN (
      SELECT DISTINCT ON (b.quote_id) b.quote_id, b.type_id
      FROM backlog_current b JOIN backlog_stages s ON s.id = b.type_id
      WHERE b.is_checked ${only('b')}
      ORDER BY b.quote_id, s.ordering DESC)) ${only('c')}`);
}

/**
 * Fills backlog_current from the history (newest entry of each job and stage), as the
 * backfill_backlog_current migration did: for data written straight into backlog_entries.
 */
export async function rebuildBacklogCurrent(db: Executor): Promise<void> {
  await db.execute(sql`
    INSERT INTO backlog_current (quote_id, type_id, is_checked, date_given, entry_id)
    SELECT DISTINCT ON (e.quote_id, e.type_id) e.quote_id, e.type_id, e.is_checked, e.date_given, e.id
    FROM backlog_entries e ORDER BY e.quote_id, e.type_id, e.id DESC
    ON CONFLICT (quote_id, type_id) DO UPDATE SET is_checked = excluded.is_checked,
      date_given = excluded.date_given, entry_id = excluded.entry_id
    WHERE backlog_current.entry_id < excluded.entry_id`);
  await markLatestStages(db);
}
