import { sameCompanyName } from '../company-info/company-key.ts';
import { companyInfoAccessOf } from './record-policies.ts';
import type { SessionUser } from './roles.ts';

/**
 * Whose notification opt-ins a user reads and sets: staff and admins the company they ask for; a
 * customer only its own, and 'refused' for any other company.
 */
export function optInsCompanyOf(
  user: Pick<SessionUser, 'role' | 'company'>,
  asked: string,
): string | 'refused' {
  if (companyInfoAccessOf(user).anyCompany) return asked.trim();
  return sameCompanyName(asked, user.company) ? user.company.trim() : 'refused';
}
