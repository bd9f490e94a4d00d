import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  PM_SCHEDULE_SECTIONS,
  PM_SECTION_KEYS,
  type JustDate,
  type PmScheduleEntry,
  type PmSectionKey,
  type ProjectManager,
} from '@signshop/domain';
import { api } from '../../../app/api-client.ts';
import { reportKeys } from '../shared/report-keys.ts';

export type { ProjectManager, PmSectionKey } from '@signshop/domain';
/** A quote on the schedule. */
export type PmEntry = PmScheduleEntry;

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
