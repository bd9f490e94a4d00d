import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PM_SCHEDULE_SECTIONS, type JustDate } from '@signshop/domain';
import { api } from '../../../app/api-client.ts';
import { reportKeys } from '../shared/report-keys.ts';

export interface ProjectManager {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

/** A quote on the schedule. */
export interface PmEntry {
  id: number;
  job_name: string;
  customer_name: string;
  project_manager: number | null;
  project_manager_comment: string;
}

/** The server's section keys, in the spec's order (part 2 §2), paired with their titles. */
export const PM_SECTION_KEYS = [
  'approved',
  'completed',
  'in_progress',
  'not_started',
  'on_hold',
  'waiting',
] as const;
export type PmSectionKey = (typeof PM_SECTION_KEYS)[number];
export const PM_SECTIONS = PM_SECTION_KEYS.map((key, index) => ({
  key,
  title: PM_SCHEDULE_SECTIONS[index]!,
}));

export type PmSections = Record<PmSectionKey, PmEntry[]>;

export function useProjectManagers() {
  return useQuery({
    queryKey: reportKeys.projectManagers(),
    queryFn: async () =>
      (
        await api.get<{ project_managers: ProjectManager[] }>('/api/account/project_managers', {
          silent: true,
        })
      ).project_managers,
  });
}

/** The schedule of a manager ('all', 'none' or an id) on a day; runs once Search is pressed. */
export function usePmSchedule(manager: string, date: JustDate | null) {
  return useQuery({
    queryKey: reportKeys.pmSchedule(manager, date ?? ''),
    queryFn: async () =>
      (
        await api.get<{ sections: PmSections }>(
          `/api/projectmanagerschedule?project_manager=${encodeURIComponent(manager)}&date=${date}`,
          { silent: true },
        )
      ).sections,
    enabled: date !== null,
    placeholderData: keepPreviousData,
  });
}

/** Asks the server for the schedule's PDF and returns where to download it once. */
export async function pmSchedulePdfHref(sections: PmSections, manager: string): Promise<string> {
  const titled = Object.fromEntries(PM_SECTIONS.map(({ key, title }) => [title, sections[key]]));
  const projectManager = manager === 'all' ? null : manager === 'none' ? 'None' : Number(manager);
  const { id } = await api.post<{ id: string }>('/api/pdf/projectmanager/', {
    sections: titled,
    project_manager: projectManager,
  });
  return `/api/file/onetimeuse/${encodeURIComponent(id)}/ProjectManager.pdf`;
}
