import type { CompanyNamesReply } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';
import { Suggest } from '../../ui/Suggest.tsx';

/** Up to 10 company names containing the text (admins only; the server starts past one character). */
export async function searchCompanyNames(text: string): Promise<string[]> {
  const reply = await api.get<CompanyNamesReply>(`/api/company_info/names/${encodeURIComponent(text)}`, {
    silent: true,
  });
  return reply.company_names;
}

/** The admin's company field with suggestions from accounts, quotes and company information. */
export function CompanySearch({
  value,
  onChange,
  label = 'Company',
  id,
  className,
}: {
  value: string;
  onChange(value: string): void;
  label?: string;
  id?: string;
  className?: string;
}) {
  return (
    <Suggest
      id={id}
      className={className}
      label={label}
      value={value}
      onChange={onChange}
      suggest={searchCompanyNames}
      textOf={(name: string) => name}
    />
  );
}
