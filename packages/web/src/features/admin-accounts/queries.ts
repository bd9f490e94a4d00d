import { companyKey } from '@signshop/domain';
import type { AdminAccountsReply, CompanyMatchReply } from '@signshop/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../platform/api/api-client.ts';
import { type Account } from '../../platform/session.tsx';

/** What an admin may change on an account on the accounts page. */
export type AccountEdit = Pick<Account, 'company' | 'verified' | 'role' | 'permissions'>;

export const adminAccountsKeys = {
  all: ['admin', 'accounts'] as const,
  company: (name: string) => ['admin', 'company', companyKey(name)] as const,
};

/** Every account, in the server's order: verified, role, permissions, company, email. */
export function useAdminAccounts() {
  return useQuery({
    queryKey: adminAccountsKeys.all,
    queryFn: async () => (await api.get<AdminAccountsReply>('/api/admin/accounts')).accounts,
  });
}

/** The existing company an account of this company would see once verified, with its jobs. */
export type CompanyMatch = CompanyMatchReply;

const TYPING_PAUSE_MS = 300;

/**
 * Which company, with its job count, an account named `company` would see (company names compare
 * by the domain's companyKey, as the server does), asked once the admin pauses typing.
 */
export function useCompanyMatch(company: string, enabled: boolean) {
  const [settled, setSettled] = useState(company);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(company), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [company]);
  return useQuery({
    queryKey: adminAccountsKeys.company(settled),
    queryFn: async () =>
      api.get<CompanyMatch>(`/api/admin/company?name=${encodeURIComponent(companyKey(settled))}`),
    enabled: enabled && companyKey(settled) !== '',
    staleTime: 60_000,
  });
}
