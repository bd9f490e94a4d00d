import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AgingReply, JustDate, OwnAgingReply } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';
import type { ReportPaging } from '../../platform/paging/use-report-paging.ts';

/** What the aging page asks: as of a day (empty: the shop's today) and a company search. */
export interface AgingTerms {
  as_of: string;
  company: string;
}

/** The terms as a query string, leaving out what is empty. */
export function agingSearch(terms: AgingTerms, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  if (terms.as_of) params.set('as_of', terms.as_of);
  if (terms.company.trim()) params.set('company', terms.company.trim());
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  return params.toString();
}

export const agingKeys = {
  all: ['aging'] as const,
  report: (terms: AgingTerms, paging: ReportPaging) => [...agingKeys.all, 'report', terms, paging] as const,
  own: () => [...agingKeys.all, 'own'] as const,
};

/** One page of the aging report, with the count and total of every company the search finds. */
export function useAgingReport(terms: AgingTerms, paging: ReportPaging) {
  return useQuery({
    queryKey: agingKeys.report(terms, paging),
    queryFn: () => api.get<AgingReply>(`/api/aging?${agingSearch(terms, { ...paging })}`),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in customer's own company's aging line as of today. */
export function useOwnAging() {
  return useQuery({
    queryKey: agingKeys.own(),
    queryFn: () => api.get<OwnAgingReply>('/api/aging/mine', { silent: true }),
  });
}

/** The aging report as a file (CSV to download, PDF to open). */
export const agingFileHref = (kind: 'csv' | 'pdf', terms: AgingTerms) =>
  `/api/aging/report.${kind}?${agingSearch(terms)}`;

/** A company's statement PDF for a period (a customer's is always its own: no company named). */
export const statementHref = (period: { from: JustDate; to: JustDate }, company?: string) =>
  `/api/aging/statement.pdf?${new URLSearchParams({ ...(company && { company }), ...period }).toString()}`;
