import { plainMoney, type AgingReply } from '@signshop/domain';
import { stringify } from 'csv-stringify/sync';
import { AGING_MONEY_COLUMNS } from '../../platform/pdf/templates/aging.ts';

/** The aging as CSV: a header row (with a byte-order mark, so Excel reads UTF-8), a row per company, the total last. */
export function agingCsv(report: AgingReply): string {
  const row = (line: AgingReply['total'], expired: string) => [
    line.company,
    String(line.invoices),
    ...AGING_MONEY_COLUMNS.map((column) => plainMoney(column.value(line))),
    expired,
  ];
  return stringify(
    [
      ...report.companies.map((line) => row(line, line.exemption_expired ? 'Yes' : 'No')),
      row(report.total, ''),
    ],
    {
      header: true,
      columns: [
        'Company',
        'Invoices',
        ...AGING_MONEY_COLUMNS.map((column) => column.header),
        'Tax Exemption Expired',
      ],
      // A cell starting with = + - @ is prefixed with ' so a spreadsheet shows it as text.
      escape_formulas: true,
      bom: true,
    },
  );
}
