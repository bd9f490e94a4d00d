import {
  AGING_BUCKETS,
  AGING_BUCKET_LABELS,
  formatMoney,
  type AgingCompanyLine,
  type AgingReply,
  type JustDate,
} from '@signshop/domain';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ShopIdentity } from '../../config.ts';
import { COLORS, dataTable, longDate, shopDocument, type Cell, type TableColumn } from '../layout.ts';

type Line = AgingReply['total'] & Partial<Pick<AgingCompanyLine, 'exemption_expired'>>;

/** An aging line's money columns, as the report, its CSV, its PDF and a statement head them. */
export const AGING_MONEY_COLUMNS: Array<{ header: string; value: (line: Line) => number }> = [
  ...AGING_BUCKETS.map((bucket) => ({
    header: AGING_BUCKET_LABELS[bucket],
    value: (line: Line) => line[bucket],
  })),
  { header: 'Balance', value: (line) => line.balance },
  { header: 'Interest', value: (line) => line.interest },
  { header: 'Total Due', value: (line) => line.total_due },
];

/** The note beside a company whose tax exemption expired by the as-of day. */
export const EXEMPTION_EXPIRED_NOTE = 'Tax exemption expired';

/** Aging lines as a table: the company (flagged when its exemption expired), then the money. */
export function agingTable(lines: Line[], total: Line | null): Content {
  const columns: TableColumn[] = [
    { header: 'Company', width: '*' },
    { header: 'Invoices', width: 'auto', align: 'right' },
    ...AGING_MONEY_COLUMNS.map((column) => ({
      header: column.header,
      width: 'auto' as const,
      align: 'right' as const,
    })),
  ];
  const row = (line: Line, bold = false): Cell[] => [
    line.exemption_expired
      ? {
          text: [line.company, { text: `\n${EXEMPTION_EXPIRED_NOTE}`, color: COLORS.alert, fontSize: 7 }],
          bold,
        }
      : { text: line.company, bold },
    { text: String(line.invoices), bold },
    ...AGING_MONEY_COLUMNS.map((column) => ({ text: formatMoney(column.value(line)), bold })),
  ];
  return dataTable(columns, [...lines.map((line) => row(line)), ...(total ? [row(total, true)] : [])], {
    emptyText: 'Nothing is open.',
  });
}

export interface AgingDocumentData {
  shop: ShopIdentity;
  asOf: JustDate;
  /** The company search, if any. */
  search: string | null;
  companies: AgingCompanyLine[];
  total: AgingReply['total'];
}

/** The receivables aging as of a day: a line per company and the total. */
export function agingDocument({
  shop,
  asOf,
  search,
  companies,
  total,
}: AgingDocumentData): TDocumentDefinitions {
  return shopDocument({
    shop,
    title: 'RECEIVABLES AGING',
    reference: `Aging as of ${asOf}`,
    orientation: 'landscape',
    facts: [
      ['As Of', longDate(asOf)],
      ...(search ? [['Company', search] as [string, string]] : []),
      ['Companies', String(companies.length)],
    ],
    content: [
      agingTable(companies, total),
      {
        text: 'Days past the due date (shipped date plus the payment days). Interest is 20% a year, simple, for each day past due, as of the date above.',
        color: COLORS.muted,
        fontSize: 8,
      },
    ],
  });
}
