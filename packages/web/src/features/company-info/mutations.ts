import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CompanyInfo } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';
import { type CompanyInfoBody, type LoadedCompanyInfo, companyInfoKeys } from './queries.ts';

/** POST for a new record, PUT for an existing one; the cache then holds the saved record. */
export function useSaveCompanyInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, isNew }: { body: CompanyInfoBody; isNew: boolean }) =>
      isNew
        ? api.post<CompanyInfo>('/api/company_info', body)
        : api.put<CompanyInfo>('/api/company_info', body),
    onSuccess: (info) => {
      queryClient.setQueryData<LoadedCompanyInfo>(companyInfoKeys.one(info.company), { info, isNew: false });
    },
  });
}

/** The URL of a company's exemption certificate file. */
export const exemptionFileUrl = (company: string) =>
  `/api/company_info/exemption_file/${encodeURIComponent(company)}`;

/** Uploads (a file) or removes (null) the company's exemption certificate; the cache holds the saved record. */
export function useExemptionFile(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File | null) => {
      if (!file) return api.delete<CompanyInfo>(exemptionFileUrl(company));
      const form = new FormData();
      form.append('file', file, file.name);
      return api.post<CompanyInfo>(exemptionFileUrl(company), form);
    },
    onSuccess: (info) => {
      queryClient.setQueryData<LoadedCompanyInfo>(companyInfoKeys.one(info.company), { info, isNew: false });
    },
  });
}
