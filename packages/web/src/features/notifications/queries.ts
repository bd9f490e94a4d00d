import { useQuery } from '@tanstack/react-query';
import type { NotificationOptInsReply, NotificationTemplatesReply, UnsubscribeReply } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  templates: () => [...notificationKeys.all, 'templates'] as const,
  optIns: (company: string) => [...notificationKeys.all, 'opt-ins', company] as const,
};

/** Every event's template and the fields templates may use. */
export function useNotificationTemplates() {
  return useQuery({
    queryKey: notificationKeys.templates(),
    queryFn: () => api.get<NotificationTemplatesReply>('/api/admin/notifications', { silent: true }),
  });
}

/** A company's choice per event. */
export function useOptIns(company: string) {
  return useQuery({
    queryKey: notificationKeys.optIns(company),
    queryFn: () =>
      api.get<NotificationOptInsReply>(`/api/notifications/opt_ins?company=${encodeURIComponent(company)}`, {
        silent: true,
      }),
  });
}

/** What an unsubscribe link stops, and whether it already has (reading it changes nothing). */
export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: [...notificationKeys.all, 'unsubscribe', token],
    queryFn: () =>
      api.get<UnsubscribeReply>(`/api/notifications/unsubscribe/${encodeURIComponent(token)}`, {
        silent: true,
      }),
    retry: false,
  });
}
