import { z } from 'zod';
import { boundedText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';
import { justDateSchema } from '../dates/just-date.schema.ts';
import { projectManagerSchema } from '../accounts/account.schema.ts';
import { unreadableFieldsSchema } from '../lists/unreadable.ts';
import { PRODUCTION_STATES } from '../lists/production.ts';
import { dailyScheduleFilterSchema } from '../schedule/daily-task.schema.ts';
import {
  customerReportSearchSchema,
  jobRowSchema,
  PM_SECTION_KEYS,
  type PmSectionKey,
  pmScheduleEntrySchema,
} from './report.schema.ts';
import { jobTotalsSchema, pagedReplyFields, reportPageTerms } from './report-page.schema.ts';

const date = justDateSchema.nullable();

/** A row of the job-list reports as the server sends it: the job, its stage dates and its unreadable fields. */
export const jobListRowSchema = jobRowSchema.omit({ param1: true, backlogs_recieved: true }).extend({
  ready_for_production_date: date,
  in_production_date: date,
  backlogs_recieved: date,
  unreadable: unreadableFieldsSchema,
});
export type JobListRow = z.infer<typeof jobListRowSchema>;
export const jobListReplySchema = z
  .object({ jobs: z.array(jobListRowSchema), ...pagedReplyFields, totals: jobTotalsSchema.optional() })
  .describe(
    'Every job (`{ jobs }`), or, asked with page or page_count, one page of them with the count and totals of the whole list.',
  );
export type JobListReply = z.infer<typeof jobListReplySchema>;

/** A job of the customer report. */
export const customerReportRowSchema = z.object({
  id: z.number().int(),
  /** The quote number people read. */
  given_id: z.string(),
  job_name: z.string(),
  customer_name: z.string(),
  quote_date: z.string(),
  expected_ship_date: date,
  total_price: z.number(),
  latest_step: z.string(),
  date_shipped: date,
  is_shipped: z.boolean(),
  unreadable: unreadableFieldsSchema,
});
export type CustomerReportRow = z.infer<typeof customerReportRowSchema>;
export const customerReportQuerySchema = customerReportSearchSchema.extend(reportPageTerms);
export const customerReportReplySchema = z.object({
  jobs: z.array(customerReportRowSchema),
  total_price: z.number(),
  ...pagedReplyFields,
});
export type CustomerReportReply = z.infer<typeof customerReportReplySchema>;

/** The backlog search: thermoformed jobs by their stages, and the page terms. */
export const backlogSearchBodySchema = z.object({
  search: z
    .object({
      customer_ship_date: z.boolean().default(true),
      thermoformed_received: z.boolean().default(false),
    })
    .prefault({}),
  ...reportPageTerms,
});
export type BacklogSearchBody = z.input<typeof backlogSearchBodySchema>;
export const backlogReportParamsSchema = z.object({ label: z.string().max(200) });

/** The daily schedule's filters, its production state (In Production unless told) and the page terms. */
export const dailyScheduleBodySchema = dailyScheduleFilterSchema.extend({
  production_state: z.enum(['All', ...PRODUCTION_STATES]).default('In Production'),
  ...reportPageTerms,
});
export type DailyScheduleBody = z.input<typeof dailyScheduleBodySchema>;
/** A task of the daily schedule. */
export const dailyTaskRowSchema = z.object({
  id: z.number().int(),
  quote_id: z.number().int(),
  equip: z.string(),
  material: z.string(),
  assign_to: z.string(),
  priority: z.number().int(),
  is_complete: z.boolean(),
  job_name: z.string(),
  customer_name: z.string(),
  expected_ship_date: date,
  short_description: z.string(),
  task: z.string(),
  has_tactile: z.boolean().describe('A sign of the job has tactile text (Braille).'),
});
export type DailyTaskRow = z.infer<typeof dailyTaskRowSchema>;
export const dailyScheduleReplySchema = z.object({ tasks: z.array(dailyTaskRowSchema), ...pagedReplyFields });
export type DailyScheduleReply = z.infer<typeof dailyScheduleReplySchema>;

const SECTION_PAGES_PATTERN = new RegExp(
  `^((${PM_SECTION_KEYS.join('|')}):\\d{1,6})(,(${PM_SECTION_KEYS.join('|')}):\\d{1,6})*$`,
);

/** The project manager schedule's manager (all, none or one), day and page terms. */
export const pmScheduleQuerySchema = z.object({
  project_manager: z.union([z.enum(['all', 'none']), z.coerce.number().int().positive()]).default('all'),
  date: justDateSchema.optional(),
  ...reportPageTerms,
  section_pages: z
    .string()
    .max(200)
    .regex(SECTION_PAGES_PATTERN, 'Section pages are section:page pairs, such as waiting:1,approved:2.')
    .optional()
    .describe(
      'Pages of single sections (from 0), such as waiting:1,approved:2; a section not named answers `page`.',
    ),
});

/** The page of each section a paged schedule asks for: `page`, unless `section_pages` names another. */
export function pmSectionPages(page: number, sectionPages = ''): Record<PmSectionKey, number> {
  const named = new Map(
    sectionPages
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split(':') as [PmSectionKey, string]),
  );
  return Object.fromEntries(
    PM_SECTION_KEYS.map((key) => [key, named.has(key) ? Number(named.get(key)) : page]),
  ) as Record<PmSectionKey, number>;
}

/** Writes each section's page for `section_pages`. */
export const encodePmSectionPages = (pages: Partial<Record<PmSectionKey, number>>) =>
  Object.entries(pages)
    .map(([key, page]) => `${key}:${page}`)
    .join(',');
const perSection = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(PM_SECTION_KEYS.map((key) => [key, value])) as Record<PmSectionKey, T>);
export const pmScheduleReplySchema = z.object({
  sections: perSection(z.array(pmScheduleEntrySchema)),
  counts: perSection(z.number().int())
    .optional()
    .describe("Paged reply: each section's entries in the whole result."),
  page: pagedReplyFields.page,
  page_count: pagedReplyFields.page_count,
});
export type PmScheduleReply = z.infer<typeof pmScheduleReplySchema>;

/** A job-list report's CSV: its name ending in .csv, and the stage of the backlog report. */
export const reportCsvParamsSchema = z.object({
  name: boundedText(TEXT_MAX.label).regex(/^[a-z]+\.csv$/, 'Ask for a report name ending in .csv'),
});
export const reportCsvQuerySchema = z.object({ stage: z.string().max(200).optional() });

/** The project managers (accounts with the PM role), for the job and PM-schedule pickers. */
export const projectManagersReplySchema = z.object({ project_managers: z.array(projectManagerSchema) });
export type ProjectManagersReply = z.infer<typeof projectManagersReplySchema>;
