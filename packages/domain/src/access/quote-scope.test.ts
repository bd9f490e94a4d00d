import { describe, expect, it } from 'vitest';
import { quoteScopeOf } from './quote-scope.ts';
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
    expect(quoteScopeOf(user({}))).toEqual({ kind: 'company', company: 'Acme' });
  });
  it('limits an unverified account to the quotes it created', () => {
    expect(quoteScopeOf(user({ verified: false }))).toEqual({ kind: 'creator', accountId: 7 });
  });
});
