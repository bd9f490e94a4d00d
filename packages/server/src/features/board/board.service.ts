import {
  addDays,
  BOARD_COLUMNS,
  SHIPPED_SHOWN_DAYS,
  boardQuerySchema,
  shopWeekOf,
  type BoardCard,
  type BoardColumnKey,
  type BoardReply,
  type JustDate,
  type ListApproval,
} from '@signshop/domain';
import { and, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { accounts, jobRows } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/sql-helpers.ts';
import { approvalStatesOf } from '../../job-core/approval-records.ts';
import { reportRead } from '../../platform/listen/report-totals-cache.ts';

type BoardQuery = z.infer<typeof boardQuerySchema>;
type Column = (typeof BOARD_COLUMNS)[number];

/** The job's promise date (Customer Ship Date) passed unshipped, or its planned finish is after it. */
const lateSql = (
  today: JustDate,
) => sql`(NOT ${jobRows.is_shipped} AND ${jobRows.customer_ship_date} IS NOT NULL
  AND (${jobRows.customer_ship_date} < ${today} OR EXISTS (SELECT FROM schedule_lines l
    WHERE l.quote_id = ${jobRows.id} AND l.planned_day > ${jobRows.customer_ship_date})))`;

/** The board's filters as conditions on job_rows. */
function filterConditions(query: BoardQuery, today: JustDate): SQL[] {
  const conditions: SQL[] = [];
  const manager = query.project_manager;
  if (manager === 'none') conditions.push(isNull(jobRows.project_manager));
  else if (manager !== undefined) conditions.push(eq(jobRows.project_manager, manager));
  if (query.customer) conditions.push(ilike(jobRows.customer_name, containsPattern(query.customer)));
  if (query.due_this_week) {
    const week = shopWeekOf(today);
    conditions.push(sql`${jobRows.customer_ship_date} BETWEEN ${week.from} AND ${week.to}`);
  }
  if (query.late) conditions.push(lateSql(today));
  return conditions;
}

/**
 * Which jobs a column holds, and their order: unshipped jobs by latest stage (none for Quote) in
 * customer and job name order, as the job_rows_latest_unshipped index reads them; jobs shipped in
 * the last SHIPPED_SHOWN_DAYS days (read from the shipped-date index)
 * newest shipment first.
 */
function columnCondition(column: Column, today: JustDate): SQL {
  if (column.key === 'shipped')
    return sql`${jobRows.is_shipped} AND ${jobRows.shipped_date} >= ${addDays(today, -SHIPPED_SHOWN_DAYS)}`;
  const stage =
    column.stage_id === null ? isNull(jobRows.latest_stage_id) : eq(jobRows.latest_stage_id, column.stage_id);
  return and(sql`NOT ${jobRows.is_shipped}`, stage)!;
}
const columnOrder = (column: Column) =>
  column.key === 'shipped'
    ? sql`${jobRows.shipped_date} DESC NULLS LAST, ${jobRows.id} DESC`
    : sql`${jobRows.customer_name}, ${jobRows.job_name}, ${jobRows.id}`;

/**
 * Each column's count under the filters, by group (-1 Shipped, 0 Quote, else the latest stage id).
 * Unshipped jobs are counted by latest stage from the job_rows_latest_unshipped index, shipped
 * ones apart; asked for one column, only that column is counted.
 */
async function countColumns(
  db: Db,
  filters: SQL[],
  today: JustDate,
  only?: Column,
): Promise<Map<number, number>> {
  const where = (...more: SQL[]) => and(...filters, ...more);
  const statement = only
    ? sql`SELECT ${groupOf(only)}::int AS "group", count(*)::int AS n FROM ${jobRows} WHERE ${where(columnCondition(only, today))}`
    : sql`SELECT coalesce(${jobRows.latest_stage_id}, 0) AS "group", count(*)::int AS n FROM ${jobRows}
        WHERE ${where(sql`NOT ${jobRows.is_shipped}`)} GROUP BY 1
      UNION ALL SELECT -1, count(*)::int FROM ${jobRows} WHERE ${where(columnCondition(SHIPPED, today))}`;
  const rows = (await db.execute<{ group: number; n: number }>(statement)).rows;
  return new Map(rows.map((row) => [Number(row.group), Number(row.n)]));
}
const SHIPPED = BOARD_COLUMNS.at(-1)!;
const groupOf = (column: Column) => (column.key === 'shipped' ? -1 : (column.stage_id ?? 0));

interface CardRow extends Record<string, unknown> {
  column_key: BoardColumnKey;
  id: number;
  given_id: string;
  job_name: string;
  customer_name: string;
  customer_ship_date: JustDate | null;
  latest_stage_date: JustDate | null;
  total_price: string;
  project_manager: number | null;
  planned_finish: JustDate | null;
  late: boolean;
}

/** One statement for every column's page (a LIMIT per column), each card with its planned finish and late flag. */
function pagesStatement(query: BoardQuery, today: JustDate, columns: Column[], page: number): SQL {
  const filters = filterConditions(query, today);
  const where = (column: Column) => and(...filters, columnCondition(column, today));
  return sql.join(
    columns.map(
      (column) => sql`(SELECT ${column.key}::text AS column_key, ${jobRows.id}, ${jobRows.given_id},
        ${jobRows.job_name}, ${jobRows.customer_name}, ${jobRows.customer_ship_date}::text AS customer_ship_date,
        ${jobRows.latest_stage_date}::text AS latest_stage_date, ${jobRows.total_price}::text AS total_price,
        ${jobRows.project_manager},
        -- (OFFSET 0: read the job's lines by its quote index, not the whole planned-day index backwards)
        (SELECT max(p.planned_day)::text FROM (SELECT l.planned_day FROM schedule_lines l
          WHERE l.quote_id = ${jobRows.id} OFFSET 0) p) AS planned_finish,
        ${lateSql(today)} AS late
      FROM ${jobRows} WHERE ${where(column)} ORDER BY ${columnOrder(column)}
      LIMIT ${query.page_count} OFFSET ${page * query.page_count})`,
    ),
    sql` UNION ALL `,
  );
}

/**
 * The board: each column's count under the filters and one page of its cards (every column's
 * page 0, or only `query.column` at `query.page`). One statement counts, one reads every page, both
 * kept in the report cache while no job row or schedule line changed (fifty open boards refetching
 * after a move read them once); the pages' managers and approval states are read fresh.
 */
export async function readBoard(db: Db, query: BoardQuery, today: JustDate): Promise<BoardReply> {
  const columns = BOARD_COLUMNS.filter((column) => !query.column || column.key === query.column);
  const page = query.column ? query.page : 0;
  const { counts, rows } = await reportRead(db, `board\u0000${JSON.stringify([query, today])}`, async () => ({
    counts: await countColumns(
      db,
      filterConditions(query, today),
      today,
      query.column ? columns[0] : undefined,
    ),
    rows: (await db.execute<CardRow>(pagesStatement(query, today, columns, page))).rows,
  }));
  const [managers, approvals] = await Promise.all([
    managerNames(
      db,
      rows.map((row) => row.project_manager).filter((id): id is number => id !== null),
    ),
    approvalStatesOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const notSent: ListApproval = { state: 'not_sent', name: null, at: null };
  const cardOf = (row: CardRow): BoardCard => ({
    quote_id: row.id,
    quote_number: row.given_id,
    job_name: row.job_name,
    customer_name: row.customer_name,
    promise_date: row.customer_ship_date,
    stage_date: row.column_key === 'quote' || row.column_key === 'shipped' ? null : row.latest_stage_date,
    planned_finish: row.planned_finish,
    total_price: Number(row.total_price),
    project_manager:
      row.project_manager === null
        ? null
        : { id: row.project_manager, name: managers.get(row.project_manager) ?? `#${row.project_manager}` },
    approval: approvals.get(row.id) ?? notSent,
    late: row.late,
  });
  return {
    today,
    page_count: query.page_count,
    columns: columns.map((column) => ({
      key: column.key,
      label: column.label,
      count: counts.get(groupOf(column)) ?? 0,
      page,
      cards: rows.filter((row) => row.column_key === column.key).map(cardOf),
    })),
  };
}

/** Each manager's name as the pickers show it (first and last name, else the email). */
async function managerNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: accounts.id,
      name: sql<string>`coalesce(nullif(btrim(concat(${accounts.firstName}, ' ', ${accounts.lastName})), ''), ${accounts.email})`,
    })
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
