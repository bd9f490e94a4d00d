import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from './account-rules.ts';
import { PASSWORD_TOO_EASY, passwordStrength } from './password-strength.ts';

describe('passwordStrength (the rule every new password goes through)', () => {
  it.each([
    '12345678',
    'password',
    'aaaaaaaaaaaa',
    'qwertyuiop',
    'iloveyou2',
    'Password123!',
    'P@ssw0rd2024',
    'letmein!!',
    'abcdefgh',
    'signshop2026',
  ])('refuses the common or patterned %s', async (password) => {
    expect((await passwordStrength(password)).problem).toBe(PASSWORD_TOO_EASY);
  });

  it("refuses the person's own email, name or company", async () => {
    for (const [password, personal] of [
      ['maria.lopez@lopez-dental.com', ['maria.lopez@lopez-dental.com']],
      ['LopezDental1', ['Lopez Dental']],
    ] as const) {
      expect((await passwordStrength(password, personal)).problem, password).toBe(PASSWORD_TOO_EASY);
    }
  });

  it('refuses fewer than 8 characters, however random', async () => {
    expect((await passwordStrength('xQ7#k2!')).problem).toBe(ACCOUNT_MESSAGES.passwordTooShort);
  });

  it.each(['correct-horse-battery', 'Lantern-orchard-91', 'brand-new-pass', 'demo-shop-2026', 'vT9!rq2#Lm'])(
    'accepts %s and rates it Strong or Very strong',
    async (password) => {
      const strength = await passwordStrength(password);
      expect(strength.problem).toBeNull();
      expect(strength.score).toBeGreaterThanOrEqual(3);
      expect(['Strong', 'Very strong']).toContain(strength.label);
    },
  );

  it('rates the longest password allowed (1,024 characters) quickly', async () => {
    const started = Date.now();
    await passwordStrength('x9'.repeat(512));
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
