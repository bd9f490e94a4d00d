import { z } from 'zod';
import { daysBetween, isJustDate } from '../dates/just-date.ts';
import { justDateSchema } from '../dates/just-date.schema.ts';
import { pagedReplyFields, reportPageTerms } from '../reports/report-page.schema.ts';
import { TEXT_MAX } from '../text/text-limits.ts';

const money = z.number();

/** A company's (or the total's) aging line, money in dollars. */
export const agingLineSchema = z.object({
  company: z.string(),
  current: money.describe('Open, not yet due.'),
  days_1_30: money,
  days_31_60: money,
  days_61_90: money,
  over_90: money,
  balance: money.describe('Every open balance: the sum of the buckets.'),
  interest: money.describe('Late interest accrued as of the as-of date.'),
  total_due: money,
  invoices: z.number().int().describe('Open invoices counted.'),
});

/** A company's line on the report: its tax exemption flagged when it has expired by the as-of date. */
export const agingCompanyLineSchema = agingLineSchema.extend({
  exemption_expired: z
    .boolean()
    .describe('The company is tax exempt and its exemption expired before the as-of date.'),
});
export type AgingCompanyLine = z.infer<typeof agingCompanyLineSchema>;

/** The aging report's question: as of a day (default the shop's today), companies whose name holds `company`. */
export const agingQuerySchema = z.object({
  as_of: justDateSchema.optional().meta({ title: 'As Of' }),
  company: z.string().trim().max(TEXT_MAX.company).optional().meta({ title: 'Company' }),
  ...reportPageTerms,
});
export type AgingQuery = z.input<typeof agingQuerySchema>;

export const agingReplySchema = z.object({
  as_of: z.string(),
  companies: z.array(agingCompanyLineSchema),
  total: agingLineSchema.describe('Every company the search finds, summed (not just the page).'),
  ...pagedReplyFields,
});
export type AgingReply = z.infer<typeof agingReplySchema>;

/** A customer's own aging line (as of the shop's today, or the day asked). */
export const ownAgingQuerySchema = agingQuerySchema.pick({ as_of: true });
export const ownAgingReplySchema = z.object({ as_of: z.string(), line: agingLineSchema });
export type OwnAgingReply = z.infer<typeof ownAgingReplySchema>;

// A refinement of the whole period runs even when a day failed its own check: compare real days only.
const bothDates = (q: { from: unknown; to: unknown }) => isJustDate(q.from) && isJustDate(q.to);

/** A statement's company (staff name one; a customer's is always its own) and period, both days in. */
export const statementQuerySchema = z
  .object({
    company: z.string().trim().min(1).max(TEXT_MAX.company).optional().meta({ title: 'Company' }),
    from: justDateSchema.meta({ title: 'From' }),
    to: justDateSchema.meta({ title: 'To' }),
  })
  .refine((q) => !bothDates(q) || daysBetween(q.from, q.to) >= 0, {
    message: 'To must be on or after From.',
    path: ['to'],
  });
export type StatementQuery = z.input<typeof statementQuerySchema>;
