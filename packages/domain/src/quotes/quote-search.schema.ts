import { z } from 'zod';
import { boundedText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';
import { justDateSchema } from '../dates/just-date.schema.ts';
import { APPROVAL_STATES } from '../approvals/approval-states.ts';
import { DEFAULT_PAGE_COUNT, QUOTE_ORDER_COLUMNS } from './quote-order.ts';

/** A boolean that also reads 'true' and 'false' from a query string. */
export const queryBoolean = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((value) => value === 'true'),
]);

/** The quote search filter; page_count absent means the user's local setting. */
export const quoteSearchSchema = z.object({
  given_id: boundedText(TEXT_MAX.label).default(''),
  customer_name: boundedText(TEXT_MAX.company).default(''),
  job_name: boundedText(TEXT_MAX.label).default(''),
  page: z.coerce.number().int().min(0).default(0),
  page_count: z.coerce.number().int().min(1).max(1000).optional(),
  quote_date: z
    .object({
      min: justDateSchema.meta({ title: 'Min Date' }).optional(),
      max: justDateSchema.meta({ title: 'Max Date' }).optional(),
    })
    .prefault({}),
  order_by: z.enum(QUOTE_ORDER_COLUMNS).default('quote_date'),
  reverse_order: queryBoolean.default(true),
  /** Only quotes whose approval is in this state. */
  approval_state: z.enum(APPROVAL_STATES).optional(),
});
export type QuoteSearch = z.infer<typeof quoteSearchSchema>;

/** Rows per page: the filter's page_count, else the local setting, else 10. */
export function resolvePageCount(pageCount: number | undefined, localSetting?: number | null): number {
  return pageCount ?? localSetting ?? DEFAULT_PAGE_COUNT;
}
