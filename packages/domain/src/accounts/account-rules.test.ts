import { describe, expect, it } from 'vitest';
import { validateNewAccount, validatePasswordChange } from './account-rules.ts';

describe('validateNewAccount', () => {
  const good = { email: 'ann@shop.com', password: 'long-enough', confirmpassword: 'long-enough' };
  it('accepts a standard email and matching passwords', () => {
    expect(validateNewAccount(good)).toBeNull();
  });
  it.each(['ann', 'ann@shop', 'ann shop@x.com', '@shop.com', ''])('refuses the email %j', (email) => {
    expect(validateNewAccount({ ...good, email })).toBe('Not a valid email.');
  });
  it('refuses different passwords with the mismatch message', () => {
    expect(validateNewAccount({ ...good, confirmpassword: 'other-one' })).toBe(
      'Your passwords do not match.',
    );
  });
});

describe('validatePasswordChange', () => {
  it('uses the same mismatch message', () => {
    expect(validatePasswordChange({ password: 'abcdefgh', confirmpassword: 'abcdefgx' })).toBe(
      'Your passwords do not match.',
    );
  });
  it('refuses passwords shorter than 8 characters', () => {
    expect(validatePasswordChange({ password: 'short', confirmpassword: 'short' })).toMatch(/at least 8/);
  });
});
