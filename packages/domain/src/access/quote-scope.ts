import { seesAllCompanies } from './record-policies.ts';
import type { SessionUser } from './roles.ts';

/**
 * Which quotes a user reaches (DESIGN §4): staff all of them; a verified customer those whose
 * customer is its own company; an unverified account only the quotes it created itself, because
 * the company it typed at sign-up is not confirmed yet.
 */
export type QuoteScope =
  { kind: 'all' } | { kind: 'company'; company: string } | { kind: 'creator'; accountId: number };

/** The quote scope of a signed-in user. */
export function quoteScopeOf(user: SessionUser): QuoteScope {
  if (seesAllCompanies(user)) return { kind: 'all' };
  if (user.verified) return { kind: 'company', company: user.company };
  return { kind: 'creator', accountId: user.id };
}

/** True when a quote with this customer and creator is inside the scope (company compared case-insensitively). */
export function quoteInScope(
  scope: QuoteScope,
  quote: { customer_name: string; created_by: number | null },
): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'creator') return quote.created_by === scope.accountId;
  return quote.customer_name.trim().toLowerCase() === scope.company.trim().toLowerCase();
}
