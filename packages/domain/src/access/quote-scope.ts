import { seesAllCompanies } from './record-policies.ts';
import type { SessionUser } from './roles.ts';

/**
 * Which quotes a user reaches: staff all of them; a verified customer those whose
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
