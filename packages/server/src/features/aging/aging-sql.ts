import {
  ANNUAL_INTEREST_RATE,
  DEFAULT_PAYMENT_DAYS,
  type AgingCompanyLine,
  type JustDate,
} from '@signshop/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyInfos, jobRows, quotes } from '../../db/schema/index.ts';
import { sameCompany } from '../../db/sql-helpers.ts';

/**
 * The domain's agingOf, summed in PostgreSQL so that a first read over every open invoice stays
 * fast (95,000 invoices: one aggregate instead of sending each to Node). The same rules, to the
 * cent (aging-sql.test.ts compares the two on generated invoices):
 * - open as of the day: left_to_pay plus what payments dated after it paid toward the invoice
 *   (their interest parts left out); invoices with nothing open are left out;
 * - days past due: the day less (shipped date + the company's payment days, 30 without a record);
 *   without a shipped date, current and without interest;
 * - interest per invoice: round_cents(open × 20 % × days past due / 365), as Make Payment rounds
 *   it (numeric round is half away from zero, as the domain's roundTo; exact halves cannot occur).
 * Companies compare by company_key and are named by their first name in byte order; `keys` (company
 * keys) reads those companies alone, on the company index.
 */
export async function agingLinesSql(db: Db, asOf: JustDate, keys: readonly string[] | null) {
  const paidAfter = sql`(SELECT coalesce(sum(round((e->>'payment')::numeric, 2)
      - round(coalesce((e->>'interest')::numeric, 0), 2)), 0)
    FROM ${quotes}, jsonb_array_elements(${quotes.payment_history}) AS e
    WHERE ${quotes.id} = ${jobRows.id} AND (e->>'date')::date > ${asOf}::date)`;
  const lastPaid = sql`(SELECT ${quotes.last_date_paid} FROM ${quotes} WHERE ${quotes.id} = ${jobRows.id})`;
  const scope = keys === null ? sql`true` : inArray(sql`company_key(${jobRows.customer_name})`, [...keys]);
  const result = await db.execute<{
    key: string;
    company: string;
    current: string;
    days_1_30: string;
    days_31_60: string;
    days_61_90: string;
    over_90: string;
    interest: string;
    invoices: number;
    exemption_expired: boolean;
  }>(sql`
    WITH invoices AS MATERIALIZED (
      SELECT ${jobRows.customer_name} AS customer_name, ${jobRows.shipped_date} AS shipped_date,
             ${jobRows.left_to_pay} + CASE WHEN ${jobRows.has_payments} THEN ${paidAfter} ELSE 0 END AS open
      FROM ${jobRows}
      WHERE ${scope}
        AND ${jobRows.total_price} <> 'NaN' AND ${jobRows.left_to_pay} <> 'NaN'
        AND ${jobRows.is_shipped}
        AND (${jobRows.shipped_date} IS NULL OR ${jobRows.shipped_date} <= ${asOf}::date)
        AND (${jobRows.left_to_pay} > 0 OR (${jobRows.has_payments} AND (${lastPaid} IS NULL OR ${lastPaid} > ${asOf}::date)))
    ),
    -- Each name's company key and record, worked out once per name (not once per invoice).
    names AS MATERIALIZED (
      SELECT n.customer_name, company_key(n.customer_name) AS key, btrim(n.customer_name) AS name,
             coalesce(${companyInfos.payment_days}, ${DEFAULT_PAYMENT_DAYS}) AS payment_days,
             coalesce(${companyInfos.tax_exempt} AND ${companyInfos.exemption_expires} < ${asOf}::date, false) AS expired
      FROM (SELECT DISTINCT customer_name FROM invoices) AS n
      LEFT JOIN ${companyInfos} ON ${sameCompany(companyInfos.company, sql`n.customer_name`)}
    ),
    aged AS (
      SELECT n.key, n.name, n.expired, i.open, ${asOf}::date - (i.shipped_date + n.payment_days) AS late
      FROM invoices AS i JOIN names AS n USING (customer_name)
      WHERE i.open > 0
    )
    SELECT key, min(name COLLATE "C") AS company,
           coalesce(sum(open) FILTER (WHERE late IS NULL OR late <= 0), 0) AS current,
           coalesce(sum(open) FILTER (WHERE late BETWEEN 1 AND 30), 0) AS days_1_30,
           coalesce(sum(open) FILTER (WHERE late BETWEEN 31 AND 60), 0) AS days_31_60,
           coalesce(sum(open) FILTER (WHERE late BETWEEN 61 AND 90), 0) AS days_61_90,
           coalesce(sum(open) FILTER (WHERE late > 90), 0) AS over_90,
           coalesce(sum(round(open * ${ANNUAL_INTEREST_RATE} * late / 365, 2)) FILTER (WHERE late > 0), 0) AS interest,
           count(*)::int AS invoices,
           bool_or(expired) AS exemption_expired
    FROM aged
    GROUP BY key ORDER BY key COLLATE "C"`);
  return result.rows.map((row): Omit<AgingCompanyLine, 'balance' | 'total_due'> & { key: string } => ({
    key: row.key,
    company: row.company,
    current: Number(row.current),
    days_1_30: Number(row.days_1_30),
    days_31_60: Number(row.days_31_60),
    days_61_90: Number(row.days_61_90),
    over_90: Number(row.over_90),
    interest: Number(row.interest),
    invoices: row.invoices,
    exemption_expired: row.exemption_expired,
  }));
}

/** Names already asked (company_key is immutable), a few thousand at most. */
const keysOfNames = new Map<string, string>();

/** The company_key of a name as PostgreSQL computes it (the key the aging lines are kept under). */
export async function companyKeyInSql(db: Db, company: string): Promise<string> {
  const known = keysOfNames.get(company);
  if (known !== undefined) return known;
  const result = await db.execute<{ key: string }>(sql`SELECT company_key(${company}) AS key`);
  if (keysOfNames.size >= 5_000) keysOfNames.clear();
  keysOfNames.set(company, result.rows[0]!.key);
  return result.rows[0]!.key;
}
