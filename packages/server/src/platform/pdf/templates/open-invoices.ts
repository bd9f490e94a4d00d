import { formatMoney, fromCents, toCents, type JustDate } from '@signshop/domain';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ShopIdentity } from '../../config.ts';
import { COLORS, dataTable, longDate, shopDocument, totalsBlock, type TableColumn } from '../layout.ts';

/** One shipped job with money left to pay, summarised by the domain's invoiceSummary. */
export interface OpenInvoiceRow {
  given_id: string;
  job_name: string;
  customer_name: string;
  shipped_date: JustDate | null;
  dueDate: JustDate | null;
  invoiceAmount: number;
  amountLeft: number;
  interest: number;
  totalDue: number;
}

export interface OpenInvoicesData {
  shop: ShopIdentity;
  /** Whose invoices: a company, or null for every customer (staff). */
  company: string | null;
  asOf: JustDate;
  rows: OpenInvoiceRow[];
}

const sum = (rows: OpenInvoiceRow[], pick: (row: OpenInvoiceRow) => number) =>
  fromCents(rows.reduce((total, row) => total + toCents(pick(row)), 0));

/** Every open invoice with its due date, interest as of today and total due. */
export function openInvoicesDocument({ shop, company, asOf, rows }: OpenInvoicesData): TDocumentDefinitions {
  const showCustomer = company === null;
  const columns: TableColumn[] = [
    { header: 'Invoice Number', width: 'auto' },
    ...(showCustomer ? [{ header: 'Customer', width: '*' as const }] : []),
    { header: 'Job Name', width: '*' },
    { header: 'Ship Date', width: 86 },
    { header: 'Due Date', width: 86 },
    { header: 'Invoice Amount', width: 'auto', align: 'right' },
    { header: 'Amount Left', width: 'auto', align: 'right' },
    { header: 'Interest', width: 'auto', align: 'right' },
    { header: 'Total Due', width: 'auto', align: 'right' },
  ];
  return shopDocument({
    shop,
    title: 'OPEN INVOICES',
    reference: `Open invoices ${company ?? 'all customers'}`,
    orientation: 'landscape',
    facts: [
      ['Customer', company ?? 'All customers'],
      ['As Of', longDate(asOf)],
      ['Open Invoices', String(rows.length)],
    ],
    content: [
      dataTable(
        columns,
        rows.map((row) => [
          row.given_id || '—',
          ...(showCustomer ? [row.customer_name] : []),
          row.job_name,
          longDate(row.shipped_date),
          longDate(row.dueDate),
          formatMoney(row.invoiceAmount),
          formatMoney(row.amountLeft),
          row.interest ? { text: formatMoney(row.interest), color: COLORS.alert } : formatMoney(0),
          { text: formatMoney(row.totalDue), bold: true },
        ]),
        { emptyText: 'There are no open invoices.' },
      ),
      totalsBlock([
        { label: 'Amount left', value: formatMoney(sum(rows, (row) => row.amountLeft)) },
        { label: 'Interest', value: formatMoney(sum(rows, (row) => row.interest)) },
        { label: 'Total due', value: formatMoney(sum(rows, (row) => row.totalDue)), strong: true },
      ]),
      {
        text: 'Interest is 20% a year, simple, for each day past the due date (shipped date plus the payment days).',
        color: COLORS.muted,
        fontSize: 8,
      },
    ],
  });
}
