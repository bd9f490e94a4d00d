import { formatMoney, type Statement } from '@signshop/domain';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ShopIdentity } from '../../config.ts';
import { COLORS, dataTable, longDate, sectionLabel, shopDocument, totalsBlock } from '../layout.ts';
import { agingTable } from './aging.ts';

export interface StatementDocumentData {
  shop: ShopIdentity;
  statement: Statement;
}

/**
 * A company's statement for a period: opening balance, the invoices shipped in it (billed
 * amounts), the payments made in it, interest, closing balance and the aging line as of its end.
 */
export function statementDocument({ shop, statement: s }: StatementDocumentData): TDocumentDefinitions {
  return shopDocument({
    shop,
    title: 'STATEMENT',
    reference: `Statement ${s.company} ${s.from} to ${s.to}`,
    facts: [
      ['Customer', s.company],
      ['From', longDate(s.from)],
      ['To', longDate(s.to)],
    ],
    content: [
      totalsBlock([{ label: 'Opening balance', value: formatMoney(s.opening_balance) }]),
      sectionLabel('Invoices'),
      dataTable(
        [
          { header: 'Invoice Number', width: 'auto' },
          { header: 'Job Name', width: '*' },
          { header: 'Ship Date', width: 'auto' },
          { header: 'Due Date', width: 'auto' },
          { header: 'Amount', width: 'auto', align: 'right' },
        ],
        s.invoices.map((line) => [
          line.given_id || '—',
          line.job_name,
          longDate(line.shipped_date),
          longDate(line.due_date),
          formatMoney(line.amount),
        ]),
        { emptyText: 'No invoice in this period.' },
      ),
      sectionLabel('Payments'),
      dataTable(
        [
          { header: 'Date', width: 'auto' },
          { header: 'Invoice Number', width: '*' },
          { header: 'Payment', width: 'auto', align: 'right' },
          { header: 'Toward Interest', width: 'auto', align: 'right' },
        ],
        s.payments.map((line) => [
          longDate(line.date),
          line.given_id || '—',
          formatMoney(line.payment),
          formatMoney(line.interest),
        ]),
        { emptyText: 'No payment in this period.' },
      ),
      totalsBlock([
        { label: 'Opening balance', value: formatMoney(s.opening_balance) },
        { label: 'Invoiced', value: formatMoney(s.invoiced) },
        { label: 'Paid', value: formatMoney(-s.paid) },
        { label: 'Closing balance', value: formatMoney(s.closing_balance), strong: true },
        { label: `Interest as of ${longDate(s.to)}`, value: formatMoney(s.interest), alert: s.interest > 0 },
        { label: 'Total due', value: formatMoney(s.total_due), strong: true },
      ]),
      sectionLabel('Aging'),
      agingTable([s.aging], null),
      {
        text: 'Days past the due date (shipped date plus the payment days). Interest is 20% a year, simple, for each day past due.',
        color: COLORS.muted,
        fontSize: 8,
      },
    ],
  });
}
