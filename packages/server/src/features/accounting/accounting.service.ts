import {
  dueDate,
  fromCents,
  INVOICE_COLUMNS,
  PAYMENT_COLUMNS,
  taxLines,
  toCents,
  type JustDate,
} from '@signshop/domain';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { quotes, type QuoteRow } from '../../db/schema/index.ts';
import { quoteView } from '../../platform/pdf/quote-lines.ts';
import { paymentTermsOf } from '../../job-core/payment-terms.ts';
import { loadProcesses } from '../../job-core/processes.ts';

/**
 * The accounting export (QuickBooks Online's import layouts): invoices, one row per line item,
 * and payments, one row per payment. An invoice is a shipped job, dated its shipped date (as on
 * the invoice PDF); its lines add up to the amount billed (the total the domain computes, plus a
 * 'Sales Tax' line with the tax frozen on the quote, as QuickBooks Online takes a tax charged as a
 * line of its own).
 */

export interface DateRange {
  from: JustDate;
  to: JustDate;
}

/** QuickBooks Online reads dates as MM/DD/YYYY. */
const usDate = (date: JustDate) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
const amount = (cents: number) => fromCents(cents).toFixed(2);

export { INVOICE_COLUMNS, PAYMENT_COLUMNS };
export type InvoiceRow = Record<(typeof INVOICE_COLUMNS)[number], string>;

export type PaymentRow = Record<(typeof PAYMENT_COLUMNS)[number], string>;

const invoiceNumber = (row: QuoteRow) => row.given_id || `Q${row.id}`;

/** Shipped jobs whose shipped date is in the range, oldest first. */
export async function invoiceRows(db: Executor, range: DateRange): Promise<InvoiceRow[]> {
  const [jobs, processes] = await Promise.all([
    db
      .select()
      .from(quotes)
      .where(
        and(
          eq(quotes.is_shipped, true),
          gte(quotes.shipped_date, range.from),
          lte(quotes.shipped_date, range.to),
        ),
      )
      .orderBy(asc(quotes.shipped_date), asc(quotes.id)),
    loadProcesses(db),
  ]);
  const rows: InvoiceRow[] = [];
  for (const job of jobs) {
    const terms = await paymentTermsOf(db, job.customer_name);
    const view = quoteView(job, processes);
    const head = {
      InvoiceNo: invoiceNumber(job),
      Customer: job.customer_name,
      InvoiceDate: usDate(job.shipped_date!),
      DueDate: usDate(dueDate(job.shipped_date!, terms.payment_days)),
      Terms: terms.payment_terms_text,
      Memo: job.job_name,
    };
    const line = (item: string, description: string, quantity: number, rateCents: number, cents: number) =>
      rows.push({
        ...head,
        'Item(Product/Service)': item,
        ItemDescription: description,
        ItemQuantity: String(quantity),
        ItemRate: amount(rateCents),
        ItemAmount: amount(cents),
      });
    for (const sign of view.lines) {
      const size = `${sign.label ? `${sign.label}: ` : ''}${sign.width} x ${sign.height} in`;
      const addons = sign.addons.length ? `, ${sign.addons.join(', ')}` : '';
      line(sign.process, size + addons, sign.totalQuantity, sign.unitCents, sign.lineCents);
    }
    for (const adjustment of view.adjustments) {
      if (adjustment.amountCents !== 0)
        line('Adjustment', adjustment.label, 1, adjustment.amountCents, adjustment.amountCents);
    }
    if (view.shippingCents !== 0) line('Shipping', 'Shipping', 1, view.shippingCents, view.shippingCents);
    const tax = taxLines(job);
    if (tax && tax.tax !== 0)
      line('Sales Tax', tax.label.replace(/^Sales tax: /, ''), 1, toCents(tax.tax), toCents(tax.tax));
  }
  return rows;
}

/** Payments recorded on any job with a date in the range, oldest first. */
export async function paymentRows(db: Executor, range: DateRange): Promise<PaymentRow[]> {
  const jobs = await db.select().from(quotes).orderBy(asc(quotes.id));
  return jobs
    .flatMap((job) =>
      job.payment_history
        .filter((entry) => entry.date >= range.from && entry.date <= range.to)
        .map((entry) => ({
          PaymentDate: usDate(entry.date),
          Customer: job.customer_name,
          InvoiceNo: invoiceNumber(job),
          Amount: entry.payment.toFixed(2),
          PaymentMethod: entry.nick_name,
          Memo: [
            entry.interest ? `includes ${entry.interest.toFixed(2)} late interest` : '',
            entry.admin_paid ? 'confirmed by admin' : 'not yet confirmed by admin',
          ]
            .filter(Boolean)
            .join('; '),
          sortDate: entry.date,
        })),
    )
    .sort((a, b) => a.sortDate.localeCompare(b.sortDate))
    .map(({ sortDate: _sortDate, ...row }) => row);
}
