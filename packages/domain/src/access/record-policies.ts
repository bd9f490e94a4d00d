import { sameCompanyName } from '../company-info/company-key.ts';
import { Role, hasRole, isStaff, type SessionUser } from './roles.ts';

type RoleHolder = Pick<SessionUser, 'role'> | null | undefined;

/**
 * Record and field rules, beside the route rules of policies.ts: the server enforces
 * them and the browser uses them to show or hide controls.
 */

/** Staff see every company's jobs and reports; everyone else only its own (see quoteScopeOf). */
export function seesAllCompanies(user: RoleHolder): boolean {
  return isStaff(user);
}

/**
 * Who does a job's production work: backlog dates, scheduler lines, daily-task completion and
 * shipping. Staff only; customers see these screens read-only. Whether
 * the job's state still allows a change is a separate rule of the job itself.
 */
export function canWorkOnJobs(user: RoleHolder): boolean {
  return isStaff(user);
}

/**
 * Which contact blocks a user keeps on its Settings page: staff the
 * shop's contact ('staff'), everyone else its own contact and shipping info ('customer').
 */
export function settingsContactsOf(user: RoleHolder): 'staff' | 'customer' {
  return isStaff(user) ? 'staff' : 'customer';
}

/** Which jobs a user's billing pages reach: admins every company, anyone else its own. */
export type BillingScope = { kind: 'all' } | { kind: 'company'; company: string };

export function billingScopeOf(user: SessionUser): BillingScope {
  return hasRole(user, Role.Admin) ? { kind: 'all' } : { kind: 'company', company: user.company };
}

/**
 * What a user may do on customer information: staff and admins search
 * any company and edit everything including payment terms; a customer sees its own company with
 * the terms read-only.
 */
export interface CompanyInfoAccess {
  anyCompany: boolean;
  editTerms: boolean;
}

export function companyInfoAccessOf(user: RoleHolder): CompanyInfoAccess {
  const office = isStaff(user) || hasRole(user, Role.Admin);
  return { anyCompany: office, editTerms: office };
}

/**
 * Whose statement a user reads: staff and admins the company they ask for; anyone else its own
 * company, and 'refused' when it asks for another one (another company's is never shown).
 */
export function statementCompanyOf(
  user: Pick<SessionUser, 'role' | 'company'>,
  asked: string | undefined,
): string | 'refused' | undefined {
  if (companyInfoAccessOf(user).anyCompany) return asked;
  if (asked !== undefined && !sameCompanyName(asked, user.company)) return 'refused';
  return user.company;
}

/**
 * Whether a company's storage quota limits the user's uploads: customers (and any other account
 * that is not staff) are held to it; staff uploads are the shop's own work and are limited only by
 * the file size limit and the free-disk reserve. Every file on a company's jobs counts towards it,
 * whoever uploaded it.
 */
export function storageQuotaApplies(user: RoleHolder): boolean {
  return !isStaff(user);
}
