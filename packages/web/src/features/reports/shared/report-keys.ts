/** TanStack Query keys of the report pages: one family, so a save can reload every report. */
export const reportKeys = {
  all: ['reports'] as const,
  stages: () => [...reportKeys.all, 'backlog-stages'] as const,
  dailySchedule: (filters: object) => [...reportKeys.all, 'daily-schedule', filters] as const,
  assignees: () => [...reportKeys.all, 'assignees'] as const,
  taskFiles: (quoteIds: readonly number[]) => [...reportKeys.all, 'task-files', quoteIds] as const,
  jobList: (name: string, detail?: unknown) => [...reportKeys.all, 'job-list', name, detail ?? null] as const,
  customerReport: (query: string) => [...reportKeys.all, 'customer-report', query] as const,
  projectManagers: () => [...reportKeys.all, 'project-managers'] as const,
  pmSchedule: (manager: string, date: string, paging: object) =>
    [...reportKeys.all, 'pm-schedule', manager, date, paging] as const,
};
