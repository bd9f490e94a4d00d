import { useQuery } from '@tanstack/react-query';
import { companyKey, type CompanyInfo, type CompanyInfoRecord } from '@signshop/domain';
import { ApiError, api } from '../../platform/api/api-client.ts';

export const companyInfoKeys = {
  all: ['company-info'] as const,
  one: (company: string) => [...companyInfoKeys.all, companyKey(company)] as const,
};

/** A company's record and whether it exists yet (POST creates a new one, PUT saves one). */
export interface LoadedCompanyInfo {
  info: CompanyInfo;
  isNew: boolean;
}

/**
 * The company's information; a 404 (no record yet) is a new, empty record with that name, not an error.
 * The schema that reads it comes with the first read, not with the screens that import this module
 * (the editor's tax section, whose customer never reads it, must not load the schemas at first paint).
 */
export async function fetchCompanyInfo(company: string): Promise<LoadedCompanyInfo> {
  const schema = import('./company-info-parse.ts'); // asked for beside the record, not after it
  schema.catch(() => {}); // a failed load fails the read below
  try {
    const info = await api.get<CompanyInfoRecord>(`/api/company_info/${encodeURIComponent(company)}`, {
      silent: true,
    });
    return { info: (await schema).parseCompanyInfo(info), isNew: false };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return { info: (await schema).parseCompanyInfo({ company }), isNew: true };
    throw error;
  }
}

export function useCompanyInfo(company: string | null) {
  return useQuery({
    queryKey: companyInfoKeys.one(company ?? ''),
    queryFn: () => fetchCompanyInfo(company!),
    enabled: !!company,
  });
}

/** What the form sends: payment terms and tax only when the user may edit them. */
export type CompanyInfoBody = Pick<
  CompanyInfo,
  'company' | 'billing_info' | 'website' | 'address' | 'contact_person'
> &
  Partial<
    Pick<
      CompanyInfo,
      | 'payment_terms_text'
      | 'payment_days'
      | 'billing_email'
      | 'reminders_opt_out'
      | 'tax_rate_id'
      | 'tax_exempt'
      | 'exemption_certificate'
      | 'exemption_expires'
    >
  >;
