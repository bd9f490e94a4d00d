import { z } from 'zod';
import { justDateSchema } from '../dates/just-date.schema.ts';

/** The date range of an accounting export: both days included. */
export const accountingRangeQuerySchema = z.object({
  from: justDateSchema.describe('First day of the range (yyyy-mm-dd).'),
  to: justDateSchema.describe('Last day of the range (yyyy-mm-dd), included.'),
});
export type AccountingRangeQuery = z.input<typeof accountingRangeQuerySchema>;
