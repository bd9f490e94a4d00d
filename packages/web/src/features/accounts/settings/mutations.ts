import type { AccountReply, Settings } from '@signshop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api-client.ts';
import { sessionKey } from '../../../platform/session.tsx';

/**
 * Saves the signed-in user's settings and puts the returned account in the session query, so the
 * editor, the navbar and the theme use them at once.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: Settings) =>
      (await api.put<AccountReply>('/api/account/settings', { settings })).account,
    onSuccess: (account) => queryClient.setQueryData(sessionKey, account),
  });
}
