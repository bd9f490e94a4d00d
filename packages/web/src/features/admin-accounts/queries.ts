import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';
import { sessionKey, type Account } from '../../app/auth.tsx';

/** What an admin may change on an account (spec part 2 §2, Admin accounts page). */
export type AccountEdit = Pick<Account, 'company' | 'verified' | 'role' | 'permissions'>;

export const adminAccountsKeys = { all: ['admin', 'accounts'] as const };

/** Every account, in the server's order: verified, role, permissions, company, email. */
export function useAdminAccounts() {
  return useQuery({
    queryKey: adminAccountsKeys.all,
    queryFn: async () => (await api.get<{ accounts: Account[] }>('/api/admin/accounts')).accounts,
  });
}

/** Save one row; the list keeps its order until it is loaded again. */
export function useSaveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, edit }: { id: number; edit: AccountEdit }) =>
      (await api.put<{ account: Account }>(`/api/admin/accounts/${id}`, { account: edit })).account,
    onSuccess: (saved) => {
      queryClient.setQueryData<Account[]>(adminAccountsKeys.all, (accounts) =>
        accounts?.map((account) => (account.id === saved.id ? saved : account)),
      );
      const me = queryClient.getQueryData<Account | null>(sessionKey);
      if (me?.id === saved.id) void queryClient.invalidateQueries({ queryKey: sessionKey });
    },
  });
}
