import { describe, expect, it } from 'vitest';
import { optInsCompanyOf } from './notification-policies.ts';
import { Role } from './roles.ts';

describe('optInsCompanyOf', () => {
  it('gives staff and admins the company they ask for', () => {
    expect(optInsCompanyOf({ role: Role.Asante, company: 'Shop' }, ' Acme ')).toBe('Acme');
    expect(optInsCompanyOf({ role: Role.Admin, company: 'Shop' }, 'Acme')).toBe('Acme');
  });

  it('gives a customer its own company however the name is written, and refuses any other', () => {
    const customer = { role: Role.Customer, company: 'Acme  Signs' };
    expect(optInsCompanyOf(customer, 'acme signs')).toBe('Acme  Signs');
    expect(optInsCompanyOf(customer, 'Other Co')).toBe('refused');
    expect(optInsCompanyOf({ role: Role.Machine, company: 'Acme Signs' }, 'Other Co')).toBe('refused');
  });
});
