import { useQuery } from '@tanstack/react-query';
import type { ApprovalListReply, ApprovalPage } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';

export const approvalKeys = {
  page: (token: string) => ['approve', token] as const,
  records: (quoteId: number, version: number) => ['quote', 'approvals', quoteId, version] as const,
};

/** The approval link's page: read silently, its refusal (404 with the reason) is shown inline. */
export function useApprovalPage(token: string) {
  return useQuery({
    queryKey: approvalKeys.page(token),
    queryFn: () => api.get<ApprovalPage>(`/api/approve/${encodeURIComponent(token)}`, { silent: true }),
    retry: false,
    staleTime: Infinity,
  });
}

/** A quote's approval requests and answers (staff and the quote's company). */
export function useApprovals(quoteId: number | null, version: number, enabled: boolean) {
  return useQuery({
    queryKey: approvalKeys.records(quoteId ?? 0, version),
    queryFn: async () =>
      (await api.get<ApprovalListReply>(`/api/approval/quote/${quoteId}`, { silent: true })).approvals,
    enabled: enabled && quoteId !== null,
  });
}

export const approvalPdfUrl = (token: string) => `/api/approve/${encodeURIComponent(token)}/pdf`;
export const proofFileUrl = (token: string) => `/api/approve/${encodeURIComponent(token)}/file`;
