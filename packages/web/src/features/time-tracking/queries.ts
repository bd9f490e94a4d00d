import { useQuery } from '@tanstack/react-query';
import type { JobTimeReply, JustDate, RunningTimerReply, TimeReportReply } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';

/** The query keys of time tracking: what a start or stop makes stale is all of them. */
export const timeKeys = {
  all: ['time-tracking'] as const,
  running: () => [...timeKeys.all, 'running'] as const,
  job: (quoteId: number) => [...timeKeys.all, 'job', quoteId] as const,
  report: (from: JustDate, to: JustDate) => [...timeKeys.all, 'report', from, to] as const,
};

/** The signed-in person's running timer (null when none runs); read only when `enabled`. */
export function useRunningTimer(enabled: boolean) {
  return useQuery({
    queryKey: timeKeys.running(),
    queryFn: async () =>
      (await api.get<RunningTimerReply>('/api/time-tracking/timer', { silent: true })).timer,
    enabled,
  });
}

/** A job's estimated against actual minutes and cost. */
export function useJobTime(quoteId: number, enabled: boolean) {
  return useQuery({
    queryKey: timeKeys.job(quoteId),
    queryFn: () => api.get<JobTimeReply>(`/api/time-tracking/job/${quoteId}`, { silent: true }),
    enabled,
  });
}

/** The quoted-vs-actual report of a period; nothing is read while the period is not whole. */
export function useTimeReport(period: { from: JustDate; to: JustDate } | null) {
  return useQuery({
    queryKey: timeKeys.report(period?.from ?? '', period?.to ?? ''),
    queryFn: () =>
      api.get<TimeReportReply>(`/api/time-tracking/report?${new URLSearchParams(period!).toString()}`),
    enabled: period !== null,
  });
}

/** The report of a period as a file to download (CSV) or open (PDF). */
export const reportFileHref = (kind: 'csv' | 'pdf', from: JustDate, to: JustDate) =>
  `/api/time-tracking/report.${kind}?${new URLSearchParams({ from, to }).toString()}`;
