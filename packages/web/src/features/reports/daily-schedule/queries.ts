import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  access,
  canAccess,
  type AssigneesReply,
  type DailyScheduleFilter,
  type DailyScheduleReply,
  type JobFileListReply,
  type JobFileReplyRow,
} from '@signshop/domain';
import { api } from '../../../platform/api/api-client.ts';
import { useSession } from '../../../platform/session.tsx';
import { reportKeys } from '../shared/report-keys.ts';
import type { ReportPaging } from '../../../platform/paging/use-report-paging.ts';

export type { DailyTaskRow } from '@signshop/domain';

/** The filters and the page asked for: the query's key and the request's body. */
export type DailyScheduleAsk = DailyScheduleFilter & ReportPaging;

/** A page of the daily schedule and the count of every task the filters find. */
export type DailySchedulePage = DailyScheduleReply & { count: number };

export function useDailySchedule(ask: DailyScheduleAsk) {
  return useQuery({
    queryKey: reportKeys.dailySchedule(ask),
    queryFn: () => api.post<DailySchedulePage>('/api/dailyschedule', ask, { silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** The people tasks are assigned to, each name once, in order. */
export function useAssignees() {
  return useQuery({
    queryKey: reportKeys.assignees(),
    // The shop's workload answers verified staff only: nobody else asks for it.
    enabled: canAccess(useSession().user, access.staffVerified),
    queryFn: async () => {
      const { assign_to } = await api.get<AssigneesReply>('/api/schedule/assign_to', { silent: true });
      return assigneeNames(assign_to.map((entry) => entry.assign_to));
    },
  });
}

/** Distinct, non-blank names, sorted without regard to case. */
export function assigneeNames(names: readonly string[]): string[] {
  const unique = new Set(names.map((name) => name.trim()).filter(Boolean));
  return [...unique].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
}

/** The files of every job on the page, in one call, grouped by job. */
export function useTaskFiles(quoteIds: readonly number[]) {
  return useQuery({
    queryKey: reportKeys.taskFiles(quoteIds),
    enabled: quoteIds.length > 0,
    queryFn: async () => {
      const { files } = await api.post<JobFileListReply>(
        '/api/file/getQuotesFiles',
        { ids: quoteIds },
        { silent: true },
      );
      const byJob = new Map<number, JobFileReplyRow[]>();
      for (const file of files) byJob.set(file.quote_id, [...(byJob.get(file.quote_id) ?? []), file]);
      return byJob;
    },
  });
}
