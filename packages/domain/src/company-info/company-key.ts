/**
 * How company names compare everywhere (a customer's scope, company records, banks, billing,
 * reports, the admin's "will see" preview): Unicode NFKC, whitespace runs collapsed to one space,
 * outer spaces removed, case ignored. 'Mercy  Health Clinic', ' mercy health clinic' and
 * 'ＭＥＲＣＹ Health Clinic' are one company.
 *
 * The database has the same rule as the SQL function company_key(text) (migration company_key),
 * which the company indexes and every company comparison in a query use.
 */
export function companyKey(name: string): string {
  return name.normalize('NFKC').replace(/\s+/gu, ' ').trim().toLowerCase();
}

/** True when two company names name the same company (companyKey). */
export function sameCompanyName(a: string, b: string): boolean {
  return companyKey(a) === companyKey(b);
}
