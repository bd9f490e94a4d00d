import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';
import { type Account } from '../../app/auth.tsx';

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
