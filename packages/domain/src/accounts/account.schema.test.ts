import { describe, expect, it } from 'vitest';
import { Role } from '../access/roles.ts';
import {
  accountSchema,
  compareAccountsForAdmin,
  createAccountSchema,
  projectManagerName,
  projectManagerSchema,
} from './account.schema.ts';

describe('account schemas', () => {
  it('reads an account with default settings', () => {
    const account = accountSchema.parse({ id: 1, email: 'a@b.co', first_name: 'Ann' });
    expect(account).toMatchObject({ verified: false, role: 0, permissions: 0 });
    expect(account.settings.auto_type_sign_type).toBe(true);
  });

  it('reads the create-account form: names trimmed and without bidi controls', () => {
    const form = {
      first_name: ' Ann\u202E ',
      last_name: 'Lee',
      company: 'Acme',
      email: 'a@b.co',
      password: 'x',
      confirmpassword: 'x',
    };
    expect(createAccountSchema.parse(form).first_name).toBe('Ann');
    expect(createAccountSchema.safeParse({ ...form, first_name: 'x'.repeat(101) }).success).toBe(false);
  });

  it('orders accounts by verified, role, permissions, company, then email', () => {
    const row = (verified: boolean, role: number, company: string, email: string) => ({
      verified,
      role,
      permissions: 0,
      company,
      email,
    });
    const rows = [
      row(true, Role.Admin, 'A', 'a'),
      row(true, Role.Customer, 'B', 'b'),
      row(false, Role.Admin, 'Z', 'z'),
      row(true, Role.Customer, 'B', 'a'),
    ];
    expect([...rows].sort(compareAccountsForAdmin).map((r) => r.email)).toEqual(['z', 'a', 'b', 'a']);
  });

  it('names a project manager', () => {
    const manager = projectManagerSchema.parse({ id: 2, first_name: 'Pat', last_name: 'Kim' });
    expect(projectManagerName(manager)).toBe('Pat Kim');
  });
});
