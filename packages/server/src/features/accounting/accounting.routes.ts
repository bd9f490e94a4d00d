import { access, accountingRangeQuerySchema as rangeQuery, AppError } from '@signshop/domain';
import { stringify } from 'csv-stringify/sync';
import { spreadsheetText } from './spreadsheet-text.ts';
import type { App } from '../../platform/app-type.ts';
import { downloadResponse } from '../../platform/plugins/openapi-operations.ts';
import {
  INVOICE_COLUMNS,
  invoiceRows,
  PAYMENT_COLUMNS,
  paymentRows,
  type DateRange,
} from './accounting.service.ts';

const checkedRange = (range: DateRange) => {
  if (range.from > range.to)
    throw new AppError('VALIDATION_ERROR', 'From: The period must start on or before its end (To).');
  return range;
};

/**
 * The accounting export for staff: invoices and payments of a date range as CSV in QuickBooks
 * Online's import layouts (columns in docs/accounting.md), so the books need no retyping.
 */
export async function accountingRoutes(app: App) {
  const exports = [
    {
      url: '/api/accounting/invoices.csv',
      description: 'Invoices (shipped jobs) shipped in the range, one row per line item.',
      columns: INVOICE_COLUMNS,
      rows: invoiceRows,
    },
    {
      url: '/api/accounting/payments.csv',
      description: 'Payments dated in the range, one row per payment.',
      columns: PAYMENT_COLUMNS,
      rows: paymentRows,
    },
  ];
  for (const { url, description, columns, rows } of exports) {
    app.get(
      url,
      {
        config: { access: access.staff },
        schema: {
          description,
          querystring: rangeQuery,
          response: {
            200: downloadResponse('text/csv', 'QuickBooks Online import CSV, a header row first.'),
          },
        },
      },
      async (request, reply) => {
        const range = checkedRange(request.query);
        const csv = stringify(await rows(app.db, range), {
          header: true,
          columns: [...columns],
          cast: { string: spreadsheetText },
        });
        const name = `${url.split('/').pop()!.replace('.csv', '')}-${range.from}-to-${range.to}.csv`;
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${name}"`)
          .send(csv);
      },
    );
  }
}
