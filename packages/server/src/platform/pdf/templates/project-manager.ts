import { EMPTY_PM_SECTION_TEXT, PM_SCHEDULE_SECTIONS, type JustDate } from '@signshop/domain';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ShopIdentity } from '../../config.ts';
import { dataTable, longDate, shopDocument } from '../layout.ts';

export interface ProjectManagerJob {
  id: number;
  /** The quote number people read (the page's own, else read from the job by id). */
  given_id?: string;
  customer_name: string;
  job_name: string;
  project_manager_comment: string;
}

export interface ProjectManagerData {
  shop: ShopIdentity;
  /** The manager the schedule was filtered on, as a name ('All Project Managers', 'None', …). */
  projectManager: string;
  date: JustDate;
  sections: Record<string, ProjectManagerJob[]>;
}

/**
 * The six sections by the keys the PM schedule's reply uses for them, in the order the PDF prints them
 * (PM_SCHEDULE_SECTIONS holds their titles).
 */
const SECTION_KEYS = ['approved', 'completed', 'in_progress', 'not_started', 'on_hold', 'waiting'] as const;
const TITLE_BY_KEY: Record<string, string> = Object.fromEntries(
  SECTION_KEYS.map((key, i) => [key, PM_SCHEDULE_SECTIONS[i]!]),
);

const humanize = (key: string) => key.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * Sections in that fixed order, whether sent by key or by title, then any other section sent,
 * each with its title.
 */
function orderedSections(
  sections: Record<string, ProjectManagerJob[]>,
): Array<[string, ProjectManagerJob[]]> {
  const rank = (name: string) => {
    const byKey = SECTION_KEYS.indexOf(name as (typeof SECTION_KEYS)[number]);
    if (byKey >= 0) return byKey;
    const byTitle = PM_SCHEDULE_SECTIONS.indexOf(name as (typeof PM_SCHEDULE_SECTIONS)[number]);
    return byTitle >= 0 ? byTitle : SECTION_KEYS.length;
  };
  const title = (name: string) =>
    TITLE_BY_KEY[name] ?? (PM_SCHEDULE_SECTIONS.some((t) => t === name) ? name : humanize(name));
  return Object.keys(sections)
    .map((name, i) => ({ name, i, rank: rank(name) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map(({ name }) => [title(name), sections[name] ?? []]);
}

/** The project manager schedule as the PM page shows it: one table of jobs per section. */
export function projectManagerDocument(data: ProjectManagerData): TDocumentDefinitions {
  const sections = orderedSections(data.sections);
  const jobs = sections.reduce((sum, [, list]) => sum + list.length, 0);
  const content: Content[] = sections.map(([name, list]) =>
    dataTable(
      [
        { header: 'Quote Number', width: 90 },
        { header: 'Job Name', width: 150 },
        { header: 'Customer', width: 110 },
        { header: 'Project Manager Comment', width: '*' },
      ],
      list.map((job) => [job.given_id ?? '', job.job_name, job.customer_name, job.project_manager_comment]),
      { emptyText: EMPTY_PM_SECTION_TEXT, caption: `${name} (${list.length})` },
    ),
  );
  return shopDocument({
    shop: data.shop,
    title: 'PROJECT MANAGER REPORT',
    reference: `Project manager report ${data.projectManager}`,
    facts: [
      ['Project Manager', data.projectManager],
      ['Date', longDate(data.date)],
      ['Jobs', String(jobs)],
    ],
    content,
  });
}
