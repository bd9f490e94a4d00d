import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  encodePmSectionPages,
  PM_SCHEDULE_SECTIONS,
  PM_SECTION_KEYS,
  type JustDate,
  type OneTimeDownloadReply,
  type PmScheduleEntry,
  type PmSectionKey,
  type PmScheduleReply,
  type ProjectManagerPdfRequest,
  type ProjectManagersReply,
} from '@signshop/domain';
import { api } from '../../../platform/api/api-client.ts';
import { reportKeys } from '../shared/report-keys.ts';
import type { ReportPaging } from '../../../platform/paging/use-report-paging.ts';

export type { ProjectManager, PmSectionKey } from '@signshop/domain';
/** A quote on the schedule. */
export type PmEntry = PmScheduleEntry;

export const PM_SECTIONS = PM_SECTION_KEYS.map((key, index) => ({
  key,
  title: PM_SCHEDULE_SECTIONS[index]!,
}));

export type PmSections = PmScheduleReply['sections'];

export function useProjectManagers() {
  return useQuery({
    queryKey: reportKeys.projectManagers(),
    queryFn: async () =>
      (await api.get<ProjectManagersReply>('/api/account/project_managers', { silent: true }))
        .project_managers,
  });
}

/** Each section's page (from 0); a section not named is on its first page. */
export type SectionPages = Partial<Record<PmSectionKey, number>>;

const scheduleUrl = (manager: string, date: JustDate, paging?: ReportPaging, pages: SectionPages = {}) => {
  const sectionPages = encodePmSectionPages(pages);
  return (
    `/api/projectmanagerschedule?project_manager=${encodeURIComponent(manager)}&date=${date}` +
    (paging ? `&page=${paging.page}&page_count=${paging.page_count}` : '') +
    (sectionPages ? `&section_pages=${sectionPages}` : '')
  );
};

/** A page of every section, and each section's count in the whole schedule (a paged ask gets the counts). */
export type PmSchedulePage = PmScheduleReply & Required<Pick<PmScheduleReply, 'counts'>>;

/**
 * A page of each section of the schedule of a manager ('all', 'none' or an id) on a day, each
 * section on its own page; runs once Search is pressed.
 */
export function usePmSchedule(
  manager: string,
  date: JustDate | null,
  paging: ReportPaging,
  pages: SectionPages,
) {
  return useQuery({
    queryKey: reportKeys.pmSchedule(manager, date ?? '', { ...paging, pages }),
    queryFn: () => api.get<PmSchedulePage>(scheduleUrl(manager, date!, paging, pages), { silent: true }),
    enabled: date !== null,
    placeholderData: keepPreviousData,
  });
}

/** Asks the server for the whole schedule's PDF (every entry, not the page shown) and returns where to download it once. */
export async function pmSchedulePdfHref(manager: string, date: JustDate): Promise<string> {
  const { sections } = await api.get<PmScheduleReply>(scheduleUrl(manager, date));
  const titled = Object.fromEntries(PM_SECTIONS.map(({ key, title }) => [title, sections[key]]));
  const projectManager = manager === 'all' ? null : manager === 'none' ? 'None' : Number(manager);
  const body: ProjectManagerPdfRequest = { sections: titled, project_manager: projectManager };
  const { id } = await api.post<OneTimeDownloadReply>('/api/pdf/projectmanager/', body);
  return `/api/file/onetimeuse/${encodeURIComponent(id)}/ProjectManager.pdf`;
}
