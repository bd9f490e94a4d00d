import { z } from 'zod';
import { justDateSchema } from '../dates/just-date.schema.ts';

/** The date range of an accounting export: both days included. */
export const accountingRangeQuerySchema = z.object({
  from: justDateSchema.describe('First day of the range (yyyy-mm-dd).'),
  to: justDateSchema.describe('Last day of the range (yyyy-mm-dd), included.'),
});
export type AccountingRangeQuery = z.input<typeof accountingRangeQuerySchema>;

/** The invoices file's columns, in QuickBooks Online's invoice import layout (docs/accounting.md). */
export const INVOICE_COLUMNS = [
  'InvoiceNo',
  'Customer',
  'InvoiceDate',
  'DueDate',
  'Terms',
  'Memo',
  'Item(Product/Service)',
  'ItemDescription',
  'ItemQuantity',
  'ItemRate',
  'ItemAmount',
] as const;

/** The payments file's columns, in QuickBooks Online's payment import layout. */
export const PAYMENT_COLUMNS = [
  'PaymentDate',
  'Customer',
  'InvoiceNo',
  'Amount',
  'PaymentMethod',
  'Memo',
] as const;
