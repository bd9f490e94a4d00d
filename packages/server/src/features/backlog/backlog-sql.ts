import type { JustDate } from '@signshop/domain';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The quotes table's id, always qualified: drizzle leaves a lone column unqualified, which inside
 * these subqueries would mean the entry's own id.
 */
export const QUOTE_ID = sql.raw('"quotes"."id"');

// Entries are appended; an entry is a job's current state of its stage when no newer one exists.
const isNewest = (alias: string) =>
  sql.raw(
    `NOT EXISTS (SELECT 1 FROM backlog_entries newer WHERE newer.quote_id = ${alias}.quote_id ` +
      `AND newer.type_id = ${alias}.type_id AND newer.id > ${alias}.id)`,
  );

/** Quotes whose current entry of stage `typeId` is checked with a date matching `dateCondition`. */
export function stageChecked(typeId: number, dateCondition: 'on' | 'on-or-before', date: JustDate): SQL {
  const comparison = dateCondition === 'on' ? sql`e.date_given = ${date}` : sql`e.date_given <= ${date}`;
  return sql`${QUOTE_ID} IN (SELECT e.quote_id FROM backlog_entries e
    WHERE e.type_id = ${typeId} AND e.is_checked AND ${comparison} AND ${isNewest('e')})`;
}

/** Quotes whose latest checked stage (furthest along the ordered list) is one of `typeIds`. */
export function latestStageIn(typeIds: readonly number[]): SQL {
  const list = sql.join(
    typeIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`${QUOTE_ID} IN (SELECT e.quote_id FROM backlog_entries e JOIN backlog_stages s ON s.id = e.type_id
    WHERE e.type_id IN (${list}) AND e.is_checked AND ${isNewest('e')}
      AND NOT EXISTS (SELECT 1 FROM backlog_entries f JOIN backlog_stages fs ON fs.id = f.type_id
        WHERE f.quote_id = e.quote_id AND f.is_checked AND fs.ordering > s.ordering AND ${isNewest('f')}))`;
}
