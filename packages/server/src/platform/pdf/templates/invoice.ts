import { formatMoney, type JustDate } from '@signshop/domain';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ShopIdentity } from '../../config.ts';
import {
  addressLines,
  COLORS,
  dataTable,
  longDate,
  notesBlock,
  partyBlocks,
  sectionLabel,
  shopDocument,
  totalsBlock,
  type TotalLine,
} from '../layout.ts';
import type { QuoteView } from '../quote-lines.ts';
import { jobLine, type QuoteFacts } from './quote.ts';
import { pricedSignTable, quoteTotalLines } from './sign-table.ts';

/** What the invoice says about payment, computed by the domain (terms, due date, interest). */
export interface InvoiceBilling {
  /** False for a pro forma invoice: the job has not shipped, nothing is due yet. */
  shipped: boolean;
  terms: string;
  paymentDays: number;
  /** Null until the job has shipped. */
  dueDate: JustDate | null;
  /** The day the interest is computed for. */
  asOf: JustDate;
  daysOverdue: number;
  paid: number;
  amountLeft: number;
  interest: number;
  totalDue: number;
  annualRatePercent: number;
}

export interface InvoiceDocumentData {
  shop: ShopIdentity;
  quote: QuoteFacts;
  view: QuoteView;
  billing: InvoiceBilling;
}

function paymentsTable(quote: QuoteFacts): Content[] {
  if (quote.payment_history.length === 0) return [];
  return [
    sectionLabel('Payments received'),
    dataTable(
      [
        { header: 'Date', width: 110 },
        { header: 'Paid with', width: '*' },
        { header: 'Amount', width: 80, align: 'right' },
      ],
      quote.payment_history.map((entry) => [
        longDate(entry.date),
        entry.nick_name || '—',
        formatMoney(entry.payment),
      ]),
    ),
  ];
}

function shippingLines(quote: QuoteFacts): string[] {
  return [
    ...(quote.shipped_date ? [`Shipped ${longDate(quote.shipped_date)}`] : ['Not shipped yet']),
    ...(quote.shipping_method ? [`Via ${quote.shipping_method}`] : []),
    ...quote.tracking_number.filter((n) => n.trim()).map((n) => `Tracking ${n.trim()}`),
  ];
}

/** Why a job that has not shipped gets a pro forma invoice, and when its amount becomes due. */
function proFormaNote(billing: InvoiceBilling): Content {
  return {
    text:
      `Pro forma: not yet shipped. The amount above will be due ${billing.paymentDays} days after ` +
      'the job ships.',
    bold: true,
    margin: [0, 0, 0, 8],
  };
}

/** The invoice of a job: the priced signs, terms and due date, payments, balance and late interest. */
export function invoiceDocument({ shop, quote, view, billing }: InvoiceDocumentData): TDocumentDefinitions {
  const overdue = billing.daysOverdue > 0 && billing.amountLeft > 0;
  const balanceLines: TotalLine[] = [
    ...(billing.paid ? [{ label: 'Payments received', value: formatMoney(-billing.paid) }] : []),
    { label: 'Balance', value: formatMoney(billing.amountLeft) },
    ...(billing.interest
      ? [
          {
            label: `Interest (${billing.daysOverdue} days overdue, ${billing.annualRatePercent}% a year)`,
            value: formatMoney(billing.interest),
            alert: true,
          },
        ]
      : []),
    {
      label: billing.shipped ? 'Total amount due' : 'Amount that will be due',
      value: formatMoney(billing.totalDue),
      strong: true,
    },
  ];
  const billTo = addressLines(quote.invoicing_contact_info);
  return shopDocument({
    shop,
    title: billing.shipped ? 'INVOICE' : 'PRO FORMA INVOICE',
    reference: `Invoice ${quote.given_id}`,
    facts: [
      ['Invoice Number', quote.given_id || '—'],
      ['Invoice Date', longDate(quote.shipped_date ?? billing.asOf)],
      ['Terms', billing.terms],
      [
        'Due Date',
        billing.dueDate ? longDate(billing.dueDate) : `${billing.paymentDays} days after shipping`,
      ],
    ],
    content: [
      jobLine(quote),
      partyBlocks([
        {
          heading: 'Bill To',
          lines: billTo.length ? billTo : [quote.customer_name, ...addressLines(quote.contact_info)],
        },
        { heading: 'Ship To', lines: addressLines(quote.shipping_info) },
        { heading: 'Shipping', lines: shippingLines(quote) },
      ]),
      pricedSignTable(view),
      totalsBlock(quoteTotalLines(view, 'Invoice total')),
      ...paymentsTable(quote),
      totalsBlock(balanceLines),
      ...(billing.shipped ? [] : [proFormaNote(billing)]),
      ...(overdue
        ? [
            {
              text:
                `This invoice was due on ${longDate(billing.dueDate)} and is ${billing.daysOverdue} days past due. ` +
                `Interest of ${billing.annualRatePercent}% a year is charged on the balance for every day overdue ` +
                `(computed to ${longDate(billing.asOf)}).`,
              color: COLORS.alert,
              margin: [0, 0, 0, 8] as [number, number, number, number],
            },
          ]
        : []),
      ...notesBlock('Billing Comments', quote.billing_comments),
    ],
  });
}
