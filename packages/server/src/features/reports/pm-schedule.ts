import {
  backlogStageId as id,
  type JustDate,
  PM_SECTION_KEYS,
  type PmScheduleEntry,
  type PmSectionKey,
} from '@signshop/domain';
import { and, asc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobRows } from '../../db/schema/index.ts';
import type { StageDates } from './job-row.ts';
import { limitOffset, type ReportPage } from '../../job-core/report-page.ts';
import { reportTotals } from '../../platform/listen/report-totals-cache.ts';

type StageKey = Parameters<typeof id>[0];

/**
 * Which project-manager section a job is in on `date`: approved today; completed
 * (drawing sent today, or latest stage resubmit); on hold (latest stage); waiting on approval
 * (sent, not approved); in progress (drawing started, not sent); not started (no drawing stage).
 */
export function pmSectionOf(stages: StageDates, latest: number | null, date: JustDate): PmSectionKey | null {
  const at = (key: StageKey) => stages[String(id(key))];
  const has = (key: StageKey) => at(key) !== undefined;
  if (at('drawing_approved') === date) return 'approved';
  if (at('drawing_sent') === date || latest === id('resubmit')) return 'completed';
  if (latest === id('on_hold')) return 'on_hold';
  if (has('drawing_approved')) return null;
  if (has('drawing_sent')) return 'waiting';
  if (has('drawing_started')) return 'in_progress';
  return 'not_started';
}

/** pmSectionOf in SQL, for the paged schedule (the paging tests hold the two equal on generated jobs). */
function sectionSql(date: JustDate) {
  const key = (stage: StageKey) => sql.raw(`'${id(stage)}'`);
  return sql<PmSectionKey | null>`CASE
    WHEN ${jobRows.stages} ->> ${key('drawing_approved')} = ${date} THEN 'approved'
    WHEN ${jobRows.stages} ->> ${key('drawing_sent')} = ${date} OR ${jobRows.latest_stage_id} = ${id('resubmit')} THEN 'completed'
    WHEN ${jobRows.latest_stage_id} = ${id('on_hold')} THEN 'on_hold'
    WHEN ${jobRows.stages} ? ${key('drawing_approved')} THEN NULL
    WHEN ${jobRows.stages} ? ${key('drawing_sent')} THEN 'waiting'
    WHEN ${jobRows.stages} ? ${key('drawing_started')} THEN 'in_progress'
    ELSE 'not_started' END`;
}

export type PmManager = 'all' | 'none' | number;
type Sections<T> = Record<PmSectionKey, T>;
const entryColumns = {
  id: jobRows.id,
  given_id: jobRows.given_id,
  job_name: jobRows.job_name,
  customer_name: jobRows.customer_name,
  project_manager: jobRows.project_manager,
  project_manager_comment: jobRows.project_manager_comment,
};
const ENTRY_ORDER = [asc(jobRows.customer_name), asc(jobRows.job_name), asc(jobRows.id)];
const sectionsOf = <T>(make: () => T) =>
  Object.fromEntries(PM_SECTION_KEYS.map((key) => [key, make()])) as Sections<T>;

/** The unshipped jobs with a backlog of a manager ('all', 'none' or an account id). */
function managerJobs(projectManager: PmManager) {
  return and(
    eq(jobRows.is_shipped, false),
    eq(jobRows.has_backlog, true),
    projectManager === 'all'
      ? undefined
      : projectManager === 'none'
        ? isNull(jobRows.project_manager)
        : eq(jobRows.project_manager, projectManager),
  );
}

/** The six sections of the project manager schedule, every entry of each. */
export async function pmSchedule(db: Db, projectManager: PmManager, date: JustDate) {
  const rows = await db
    .select({ ...entryColumns, stages: jobRows.stages, latest_stage_id: jobRows.latest_stage_id })
    .from(jobRows)
    .where(managerJobs(projectManager))
    .orderBy(...ENTRY_ORDER);
  const sections = sectionsOf((): PmScheduleEntry[] => []);
  for (const { stages, latest_stage_id: latest, ...entry } of rows) {
    const section = pmSectionOf(stages, latest, date);
    if (section) sections[section].push(entry);
  }
  return sections;
}

/** The first rank (exclusive) of each section's page, by the section's own page. */
function sectionOffsetSql(section: ReturnType<typeof sectionSql>, pages: Sections<number>, limit: number) {
  const cases = PM_SECTION_KEYS.map((key) => sql`WHEN ${key} THEN ${pages[key] * limit}`);
  return sql`CASE ${section} ${sql.join(cases, sql` `)} ELSE 0 END`;
}

/**
 * One page of each section (each section its own page: `pages`, by default `page.page` for all)
 * and each section's whole count (kept with the reports' totals), the sections worked out in SQL
 * so only the pages' entries leave it.
 */
export async function pmSchedulePage(
  db: Db,
  projectManager: PmManager,
  date: JustDate,
  page: ReportPage,
  pages: Sections<number> = sectionsOf(() => page.page),
) {
  const { limit } = limitOffset(page);
  const section = sectionSql(date);
  const ranked = db
    .select({
      ...entryColumns,
      section: section.as('section'),
      rank: sql<number>`row_number() OVER (PARTITION BY ${section} ORDER BY ${jobRows.customer_name}, ${jobRows.job_name}, ${jobRows.id})`.as(
        'rank',
      ),
    })
    .from(jobRows)
    .where(managerJobs(projectManager))
    .as('ranked');
  // Ranking every unshipped job into its section is the costly part, so the page is kept like the counts.
  const [rows, counted] = await Promise.all([
    reportTotals(
      db,
      db
        .select()
        .from(ranked)
        .where(
          and(
            isNotNull(ranked.section),
            gt(ranked.rank, sectionOffsetSql(sql`${ranked.section}`, pages, limit)),
            lte(ranked.rank, sql`${sectionOffsetSql(sql`${ranked.section}`, pages, limit)} + ${limit}`),
          ),
        )
        .orderBy(asc(ranked.rank)),
    ),
    reportTotals(
      db,
      db
        .select({ section, count: sql<number>`count(*)`.mapWith(Number) })
        .from(jobRows)
        .where(managerJobs(projectManager))
        .groupBy(sql`1`),
    ),
  ]);
  const sections = sectionsOf((): PmScheduleEntry[] => []);
  for (const { section: key, rank: _rank, ...entry } of rows) if (key) sections[key].push(entry);
  const counts = sectionsOf(() => 0);
  for (const { section: key, count } of counted) if (key) counts[key] = count;
  return { sections, counts, ...page };
}
