import { formatLongDate, type TimeReportReply } from '@signshop/domain';
import { stringify } from 'csv-stringify/sync';
import type { ShopIdentity } from '../../platform/config.ts';
import { dataTable, plainNumber, shopDocument } from '../../platform/pdf/layout.ts';
import { writePdf } from '../../platform/pdf/pdfmake.ts';

type Row = TimeReportReply['rows'][number];
const optional = (value: number | null) => (value === null ? '' : plainNumber(value));

/** The report's columns, as the page, the CSV and the PDF name them. */
const COLUMNS: Array<{ header: string; value: (row: Row) => string }> = [
  { header: 'Equipment', value: (row) => row.equip },
  { header: 'Process', value: (row) => row.process },
  { header: 'Jobs', value: (row) => String(row.jobs) },
  { header: 'Tasks', value: (row) => String(row.tasks) },
  { header: 'Estimated Minutes', value: (row) => plainNumber(row.estimated_minutes) },
  { header: 'Actual Minutes', value: (row) => plainNumber(row.actual_minutes) },
  { header: 'Actual / Estimated', value: (row) => optional(row.ratio) },
  { header: 'Minutes per Sq Ft', value: (row) => plainNumber(row.minutes_per_sqft) },
  { header: 'Suggested Minutes per Sq Ft', value: (row) => optional(row.suggested_minutes_per_sqft) },
];

/** The report as CSV: a header row first (with a byte-order mark, so Excel reads UTF-8), even for no rows. */
export function quotedVsActualCsv(report: TimeReportReply): string {
  return stringify(
    report.rows.map((row) => COLUMNS.map((column) => column.value(row))),
    {
      header: true,
      columns: COLUMNS.map((column) => column.header),
      // A cell starting with = + - @ is prefixed with ' so a spreadsheet shows it as text.
      escape_formulas: true,
      bom: true,
    },
  );
}

/**
 * The report as a PDF in the shop's letterhead. A few dozen rows at most (one per process), so it
 * is laid out on the calling thread rather than through the render pool's templates.
 */
export function quotedVsActualPdf(report: TimeReportReply, shop: ShopIdentity): Promise<Buffer> {
  return writePdf(
    shopDocument({
      shop,
      title: 'QUOTED VS ACTUAL',
      reference: `Quoted vs actual ${report.from} to ${report.to}`,
      orientation: 'landscape',
      facts: [
        ['From', formatLongDate(report.from)],
        ['To', formatLongDate(report.to)],
        ['Processes', String(report.rows.length)],
      ],
      content: [
        dataTable(
          COLUMNS.map((column, i) => ({
            header: column.header,
            width: i < 2 ? '*' : 'auto',
            align: i < 2 ? 'left' : 'right',
          })),
          report.rows.map((row) => COLUMNS.map((column) => column.value(row))),
          { emptyText: 'No task was timed in this period.' },
        ),
      ],
    }),
  );
}
