import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OutgoingMessage, ReminderSettings, ReminderSettingsReply } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';
import { messageKeys } from './queries.ts';

/** After any change the settings and the messages are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: messageKeys.all });
}

export function useSaveReminderSettings() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (settings: ReminderSettings) =>
      api.put<ReminderSettingsReply>('/api/admin/reminders', settings),
    onSettled: refresh,
  });
}

/** Looks for what is due now instead of at the next scheduled scan. */
export function useScanNow() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => api.post<{ queued: number }>('/api/admin/reminders/scan'),
    onSettled: refresh,
  });
}

export function useResend() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.post<{ message: OutgoingMessage }>(`/api/messages/${id}/resend`),
    onSettled: refresh,
  });
}
