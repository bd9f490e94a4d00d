import {
  DEFAULT_PAYMENT_DAYS,
  billedAmount,
  type JustDate,
  type PaymentHistoryEntry,
  type StatementInvoice,
} from '@signshop/domain';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { companyInfos, jobRows, quotes } from '../db/schema/index.ts';
import { companyInfoOfJobRow } from './payment-terms.ts';

/** A company's tax exemption, as the aging flags it. */
export interface CompanyExemption {
  tax_exempt: boolean;
  exemption_expires: JustDate | null;
}

export type ReceivableInvoice = StatementInvoice & CompanyExemption;

/** A stored amount that is not a number (a malformed row) is no receivable. */
const readable = sql`${jobRows.total_price} <> 'NaN' AND ${jobRows.left_to_pay} <> 'NaN'`;
/** The quote's own payment facts, read only for a job that has payments (a primary-key lookup). */
const ofQuote = <T>(column: SQL) =>
  sql<T>`(SELECT ${column} FROM ${quotes} WHERE ${quotes.id} = ${jobRows.id})`;
const lastPaid = ofQuote<JustDate | null>(sql`${quotes.last_date_paid}`);

/**
 * The invoices (shipped jobs, read from the job read model, left_to_pay as Make Payment shows it)
 * that matter to receivables from `since` through `until`: shipped by `until` (or without a shipped date), and open now,
 * paid on or after `since`, or shipped on or after it. A job paid off before `since` and shipped
 * before it is left out: nothing of it was open or happened in that time. Payment days are the
 * company's, or 30 days without a record, as Make Payment counts them.
 */
export async function receivableInvoices(
  db: Executor,
  where: SQL | undefined,
  since: JustDate,
  until: JustDate,
): Promise<ReceivableInvoice[]> {
  const rows = await db
    .select({
      customer_name: jobRows.customer_name,
      given_id: jobRows.given_id,
      job_name: jobRows.job_name,
      shipped_date: jobRows.shipped_date,
      total_price: jobRows.total_price,
      tax_amount: jobRows.tax_amount,
      left_to_pay: jobRows.left_to_pay,
      payment_history: sql<PaymentHistoryEntry[]>`CASE WHEN ${jobRows.has_payments}
        THEN ${ofQuote(sql`${quotes.payment_history}`)} ELSE '[]'::jsonb END`,
      payment_days: companyInfos.payment_days,
      tax_exempt: companyInfos.tax_exempt,
      exemption_expires: companyInfos.exemption_expires,
    })
    .from(jobRows)
    .leftJoin(companyInfos, companyInfoOfJobRow)
    .where(
      and(
        where,
        readable,
        // Marked shipped without a date: open all the same (Make Payment lists it), never due.
        sql`${jobRows.is_shipped} AND (${jobRows.shipped_date} IS NULL OR ${jobRows.shipped_date} <= ${until})`,
        sql`(${jobRows.left_to_pay} > 0 OR ${jobRows.shipped_date} >= ${since}
          OR (${jobRows.has_payments} AND (${lastPaid} IS NULL OR ${lastPaid} >= ${since})))`,
      ),
    );
  return rows.map((row) => ({
    customer_name: row.customer_name,
    given_id: row.given_id,
    job_name: row.job_name,
    shipped_date: row.shipped_date,
    payment_days: row.payment_days ?? DEFAULT_PAYMENT_DAYS,
    billed: billedAmount({ total_price: row.total_price, tax_amount: row.tax_amount }),
    left_to_pay: row.left_to_pay,
    payment_history: row.payment_history,
    tax_exempt: row.tax_exempt ?? false,
    exemption_expires: row.exemption_expires,
  }));
}
