import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { encryptBankField, type BankListItem, type CompanyBank } from '@signshop/domain';
import { api } from '../../app/api-client.ts';
import { billingKeys } from './billing-keys.ts';

/** What the user types on /payment/edit; the last three are encrypted before they leave the browser. */
export interface BankForm {
  nick_name: string;
  ada_routing_number: string;
  account_number: string;
  account_title: string;
}

/** The caller's company's banks, by nick name. */
export function useBanks() {
  return useQuery({
    queryKey: billingKeys.banks(),
    queryFn: () => api.get<BankListItem[]>('/api/bank/'),
  });
}

/**
 * Fetches the shop's public key (a missing key answers with the server's message), encrypts the
 * three private fields with RSA-OAEP in the browser, then saves; only ciphertext is sent.
 */
export async function encryptBank(form: BankForm) {
  const { public_key } = await api.get<{ public_key: string }>('/api/bank/public_key');
  const [ada_routing_number, account_number, account_title] = await Promise.all(
    [form.ada_routing_number, form.account_number, form.account_title].map((clear) =>
      encryptBankField(public_key, clear),
    ),
  );
  return { nick_name: form.nick_name.trim(), ada_routing_number, account_number, account_title };
}

export function useAddBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: BankForm) => api.post<BankListItem>('/api/bank/', await encryptBank(form)),
    onSuccess: (bank) => {
      queryClient.setQueryData<BankListItem[]>(billingKeys.banks(), (banks) => [
        ...(banks ?? []).filter((b) => b.id !== bank.id),
        bank,
      ]);
    },
  });
}

/**
 * Deletes a bank. The row leaves the list at once and is not put back when the call fails (spec
 * part 2 §8): the Error dialog says what happened and a reload shows the truth.
 */
export function useDeleteBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ id: number }>(`/api/bank/${id}`),
    onMutate: (id) => {
      queryClient.setQueryData<BankListItem[]>(billingKeys.banks(), (banks) =>
        banks?.filter((bank) => bank.id !== id),
      );
    },
  });
}

/** Admin: every bank of a company (`all` for every company), private fields still encrypted. */
export function useCompanyBanks(company: string | null) {
  return useQuery({
    queryKey: billingKeys.companyBanks(company ?? ''),
    queryFn: () => api.get<CompanyBank[]>(`/api/bank/company/${encodeURIComponent(company!)}`),
    enabled: company !== null,
  });
}

/** Admin: clears a bank's three private fields for good. */
export function useRemoveBankInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<CompanyBank>(`/api/bank/remove_private_info/${id}`),
    onSuccess: (cleared) => {
      queryClient.setQueriesData<CompanyBank[]>(
        { queryKey: [...billingKeys.all, 'company-banks'] },
        (banks) => banks?.map((bank) => (bank.id === cleared.id ? { ...bank, ...cleared } : bank)),
      );
    },
  });
}
