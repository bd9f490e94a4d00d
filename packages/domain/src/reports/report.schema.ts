import { z } from 'zod';
import { boundedText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';
import { addDays, type JustDate } from '../dates/just-date.ts';
import { justDateSchema } from '../dates/just-date.schema.ts';
import { queryBoolean } from '../quotes/quote-search.schema.ts';

/** A row of the job-list reports: one job. */
export const jobRowSchema = z.object({
  id: z.number().int(),
  quote_id: z.number().int(),
  /** The quote number people read (ALI11182026CED); id is the database's. */
  given_id: z.string().default(''),
  job_name: z.string().default(''),
  customer_name: z.string().default(''),
  total_price: z.number().default(0),
  shipping_cost: z.number().default(0),
  cost_without_shipping: z.number().default(0),
  is_thermoformed: z.boolean().default(false),
  is_checked: z.boolean().default(false),
  date_picked: justDateSchema.nullable().default(null),
  customer_promise_date: justDateSchema.nullable().default(null),
  shipping_method: z.string().default(''),
  materials: z.string().default(''),
  date_given: justDateSchema.nullable().default(null),
  param1: z.unknown().optional(),
  backlogs_recieved: z.unknown().optional(),
});
export type JobRow = z.infer<typeof jobRowSchema>;

const optionalDate = z.union([justDateSchema, z.literal('')]).optional();

/** The customer report's search terms, kept in the URL query. */
export const customerReportSearchSchema = z.object({
  filter: boundedText(TEXT_MAX.label).default('All'),
  company: boundedText(TEXT_MAX.company).default(''),
  from_date: optionalDate,
  to_date: optionalDate,
  from_ship_date: optionalDate,
  to_ship_date: optionalDate,
  only_shipped: queryBoolean.default(false),
  no_shipped: queryBoolean.default(false),
  ready_for_production: queryBoolean.default(false),
});
export type CustomerReportSearch = z.infer<typeof customerReportSearchSchema>;

/** The customer report's first search: filter All, quoted from yesterday to today. */
export function defaultCustomerReportSearch(today: JustDate): CustomerReportSearch {
  return customerReportSearchSchema.parse({ from_date: addDays(today, -1), to_date: today });
}

/** The project manager schedule's six sections, in order, and the text of an empty one. */
export const PM_SCHEDULE_SECTIONS = [
  'Work Approved and Placed Into Production',
  'Work Completed',
  'Work In Progress',
  'Work Not Started',
  'Work On Hold',
  'Waiting On Approval',
] as const;
export const EMPTY_PM_SECTION_TEXT = 'No Quotes';

/** The project manager schedule's section keys as the API sends them, in the order of PM_SCHEDULE_SECTIONS. */
export const PM_SECTION_KEYS = [
  'approved',
  'completed',
  'in_progress',
  'not_started',
  'on_hold',
  'waiting',
] as const;
export type PmSectionKey = (typeof PM_SECTION_KEYS)[number];

/** A quote on the project manager schedule. */
export const pmScheduleEntrySchema = z.object({
  id: z.number().int(),
  /** The quote number people read. */
  given_id: z.string(),
  job_name: z.string(),
  customer_name: z.string(),
  project_manager: z.number().int().nullable(),
  project_manager_comment: z.string(),
});
export type PmScheduleEntry = z.infer<typeof pmScheduleEntrySchema>;
