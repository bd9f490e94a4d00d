import {
  DASHBOARD_TOP_CUSTOMERS,
  WEEK_SECONDS,
  dashboardBacklog,
  dashboardMachines,
  dashboardMonthFigures,
  dashboardSpan,
  fromCents,
  yearToDate,
  type DashboardReply,
  type JustDate,
  type MonthSums,
} from '@signshop/domain';
import { gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobRows, millingPlates } from '../../db/schema/index.ts';
import { reportRead } from '../../platform/listen/report-totals-cache.ts';

/** A numeric sum of dollars as exact integer cents (summed in numeric, so never a float). */
const cents = (dollars: ReturnType<typeof sql>) => sql`(coalesce(sum(${dollars}), 0) * 100)::bigint`;
const promise = sql`${jobRows.customer_ship_date}`;

/**
 * Booked value (quotes by quote date), shipped value (shipped jobs by shipped date) and kept
 * promises (shipped on or before the Customer Ship Date) per month over the span, one row per month.
 */
async function readMonthSums(db: Db, today: JustDate): Promise<Map<string, MonthSums>> {
  const { from, to } = dashboardSpan(today);
  const rows = (
    await db.execute<{
      month: string;
      booked: string;
      shipped: string;
      promised: number;
      on_time: number;
    }>(sql`
      SELECT month, sum(booked)::text AS booked, sum(shipped)::text AS shipped,
        sum(promised)::int AS promised, sum(on_time)::int AS on_time
      FROM (
        SELECT to_char(${jobRows.quote_date}, 'YYYY-MM') AS month, ${cents(sql`${jobRows.total_price}`)} AS booked,
          0 AS shipped, 0 AS promised, 0 AS on_time
        FROM ${jobRows} WHERE ${jobRows.quote_date} BETWEEN ${from} AND ${to} GROUP BY 1
        UNION ALL
        SELECT to_char(${jobRows.shipped_date}, 'YYYY-MM'), 0, ${cents(sql`${jobRows.total_price}`)},
          count(${promise}), count(*) FILTER (WHERE ${jobRows.shipped_date} <= ${promise})
        FROM ${jobRows} WHERE ${jobRows.is_shipped} AND ${jobRows.shipped_date} BETWEEN ${from} AND ${to} GROUP BY 1
      ) sums GROUP BY month`)
  ).rows;
  return new Map(
    rows.map((row) => [
      row.month,
      {
        booked_cents: Number(row.booked),
        shipped_cents: Number(row.shipped),
        promised: Number(row.promised),
        on_time: Number(row.on_time),
      },
    ]),
  );
}

/** Unshipped jobs by latest stage (0: none, the board's Quote column): count and value in cents. */
async function readBacklogSums(db: Db) {
  const rows = (
    await db.execute<{ group: number; jobs: number; cents: string }>(sql`
      SELECT coalesce(${jobRows.latest_stage_id}, 0) AS "group", count(*)::int AS jobs,
        ${cents(sql`${jobRows.total_price}`)}::text AS cents
      FROM ${jobRows} WHERE NOT ${jobRows.is_shipped} GROUP BY 1`)
  ).rows;
  return new Map(
    rows.map((row) => [Number(row.group), { jobs: Number(row.jobs), cents: Number(row.cents) }]),
  );
}

/** The biggest customers of the year so far by booked value (quotes dated this year), biggest first. */
async function readTopCustomers(db: Db, today: JustDate) {
  const { from, to } = yearToDate(today);
  const rows = (
    await db.execute<{ customer_name: string; jobs: number; cents: string }>(sql`
      SELECT ${jobRows.customer_name} AS customer_name, count(*)::int AS jobs,
        ${cents(sql`${jobRows.total_price}`)}::text AS cents
      FROM ${jobRows} WHERE ${jobRows.quote_date} BETWEEN ${from} AND ${to}
      GROUP BY 1 ORDER BY sum(${jobRows.total_price}) DESC, 1 LIMIT ${DASHBOARD_TOP_CUSTOMERS}`)
  ).rows;
  return rows.map((row) => ({
    customer_name: row.customer_name,
    jobs: Number(row.jobs),
    booked: fromCents(Number(row.cents)),
  }));
}

/** The plates each machine started in the last seven days (read fresh: plates are no report table). */
async function readMachines(db: Db, nowSeconds: number) {
  const plates = await db
    .select({ machine: millingPlates.machine, height: millingPlates.height, width: millingPlates.width })
    .from(millingPlates)
    .where(gte(millingPlates.start_time, nowSeconds - WEEK_SECONDS));
  return dashboardMachines((machine) => plates.filter((plate) => plate.machine === machine));
}

/**
 * The dashboard as of the shop's today. What job rows decide (months, backlog, customers) is kept
 * in the report cache under today until a job row or schedule line changes, so open dashboards
 * refetching cost one read; the machines' week is read fresh.
 */
export async function readDashboard(db: Db, today: JustDate, now = new Date()): Promise<DashboardReply> {
  const [jobs, machines] = await Promise.all([
    reportRead(db, `dashboard\u0000${today}`, async () => {
      const [months, backlog, top_customers] = await Promise.all([
        readMonthSums(db, today),
        readBacklogSums(db),
        readTopCustomers(db, today),
      ]);
      return {
        months: dashboardMonthFigures(today, months),
        backlog: dashboardBacklog(backlog),
        top_customers,
      };
    }),
    readMachines(db, now.getTime() / 1000),
  ]);
  return { today, ...jobs, machines };
}
