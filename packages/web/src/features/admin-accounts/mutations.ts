import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountReply } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';
import { sessionKey, type Account } from '../../platform/session.tsx';
import { type AccountEdit, adminAccountsKeys } from './queries.ts';

/** Save one row; the list keeps its order until it is loaded again. */
export function useSaveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, edit }: { id: number; edit: AccountEdit }) =>
      (await api.put<AccountReply>(`/api/admin/accounts/${id}`, { account: edit })).account,
    onSuccess: (saved) => {
      queryClient.setQueryData<Account[]>(adminAccountsKeys.all, (accounts) =>
        accounts?.map((account) => (account.id === saved.id ? saved : account)),
      );
      const me = queryClient.getQueryData<Account | null>(sessionKey);
      if (me?.id === saved.id) void queryClient.invalidateQueries({ queryKey: sessionKey });
    },
  });
}
