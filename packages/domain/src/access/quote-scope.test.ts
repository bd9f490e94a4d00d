import { describe, expect, it } from 'vitest';
import { quoteInScope, quoteScopeOf } from './quote-scope.ts';
import { Role, type SessionUser } from './roles.ts';

const user = (over: Partial<SessionUser>): SessionUser => ({
  id: 7,
  email: 'a@b.c',
  company: 'Acme',
  verified: true,
  role: Role.Customer,
  permissions: 0,
  ...over,
});

describe('quoteScopeOf', () => {
  it('gives staff every quote', () => {
    expect(quoteScopeOf(user({ role: Role.Asante }))).toEqual({ kind: 'all' });
  });
  it("limits a verified customer to its company's quotes", () => {
    const scope = quoteScopeOf(user({}));
    expect(quoteInScope(scope, { customer_name: ' acme ', created_by: null })).toBe(true);
    expect(quoteInScope(scope, { customer_name: 'Other Co', created_by: 7 })).toBe(false);
  });
  it('limits an unverified account to the quotes it created', () => {
    const scope = quoteScopeOf(user({ verified: false }));
    expect(quoteInScope(scope, { customer_name: 'Acme', created_by: 8 })).toBe(false);
    expect(quoteInScope(scope, { customer_name: 'Acme', created_by: 7 })).toBe(true);
  });
});
