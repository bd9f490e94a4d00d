import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationEvent,
  NotificationOptIns,
  NotificationOptInsReply,
  NotificationPreviewBody,
  NotificationPreviewReply,
  NotificationTemplate,
  NotificationTemplateBody,
  UnsubscribeReply,
} from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';
import { notificationKeys } from './queries.ts';

export function useSaveTemplate(event: NotificationEvent) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationTemplateBody) =>
      api.put<{ template: NotificationTemplate }>(`/api/admin/notifications/${event}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.templates() }),
  });
}

/** The template as written, filled with a job's values (nothing is saved). */
export function usePreview(event: NotificationEvent) {
  return useMutation({
    mutationFn: (body: NotificationPreviewBody) =>
      api.post<NotificationPreviewReply>(`/api/admin/notifications/${event}/preview`, body),
  });
}

/** The same, mailed to the signed-in admin. */
export function useSendTest(event: NotificationEvent) {
  return useMutation({
    mutationFn: (body: NotificationPreviewBody) =>
      api.post<{ sent_to: string }>(`/api/admin/notifications/${event}/test`, body),
  });
}

export function useSaveOptIns(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (opt_ins: Partial<NotificationOptIns>) =>
      api.put<NotificationOptInsReply>('/api/notifications/opt_ins', { company, opt_ins }),
    onSuccess: (reply) => queryClient.setQueryData(notificationKeys.optIns(company), reply),
  });
}

/** Stops the link's mails (no session: the link is the proof). */
export function useUnsubscribe(token: string) {
  return useMutation({
    mutationFn: () =>
      api.post<UnsubscribeReply>(`/api/notifications/unsubscribe/${encodeURIComponent(token)}`),
  });
}
