import { companyKey, type CompanyInfo, type JobInvoiceRow } from '@signshop/domain';

/** The distinct company names of the rows, for one company-info call. */
export function companiesOf(jobs: readonly Pick<JobInvoiceRow, 'customer_name'>[]): string[] {
  return [...new Set(jobs.map((job) => job.customer_name))].sort();
}

/** Company info by company name, compared as everywhere (the domain's companyKey). */
export function infoByCompany(infos: readonly CompanyInfo[] | undefined) {
  const byName = new Map((infos ?? []).map((info) => [companyKey(info.company), info]));
  return (company: string) => byName.get(companyKey(company));
}
