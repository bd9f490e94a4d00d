import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MessagesReply, ReminderSettingsReply } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';
import type { ReportPaging } from '../../platform/paging/use-report-paging.ts';

/** The Messages page's filters as the API takes them ('' for any). */
export interface MessageFilter {
  kind: string;
  status: string;
  company: string;
}

export const messageKeys = {
  all: ['messages'] as const,
  settings: () => [...messageKeys.all, 'settings'] as const,
  page: (filter: MessageFilter, paging: ReportPaging) =>
    [...messageKeys.all, 'page', filter, paging] as const,
};

export function useReminderSettings() {
  return useQuery({
    queryKey: messageKeys.settings(),
    queryFn: () => api.get<ReminderSettingsReply>('/api/admin/reminders', { silent: true }),
  });
}

/** One page of the messages, newest first; the last page stays on screen while the next loads. */
export function useMessages(filter: MessageFilter, paging: ReportPaging) {
  return useQuery({
    queryKey: messageKeys.page(filter, paging),
    queryFn: () => {
      const search = new URLSearchParams({
        page: String(paging.page),
        page_count: String(paging.page_count),
      });
      for (const [key, value] of Object.entries(filter)) if (value.trim()) search.set(key, value.trim());
      return api.get<MessagesReply>(`/api/messages?${search}`, { silent: true });
    },
    placeholderData: keepPreviousData,
    // A message still queued is being sent: look again until it has gone out or failed.
    refetchInterval: (query) =>
      query.state.data?.messages.some((m) => m.status === 'queued') ? 1000 : false,
  });
}
