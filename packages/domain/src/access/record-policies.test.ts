import { describe, expect, it } from 'vitest';
import {
  billingScopeOf,
  canWorkOnJobs,
  companyInfoAccessOf,
  seesAllCompanies,
  settingsContactsOf,
  statementCompanyOf,
  storageQuotaApplies,
} from './record-policies.ts';
import { Role, type SessionUser } from './roles.ts';

const user = (role: number, verified = true): SessionUser => ({
  id: 7,
  email: 'someone@example.com',
  company: 'Acme',
  verified,
  role,
  permissions: 0,
});

describe('record policies', () => {
  it('lets only staff see every company and do the production work of jobs', () => {
    expect(seesAllCompanies(user(Role.Asante))).toBe(true);
    expect(seesAllCompanies(user(Role.Customer | Role.Admin))).toBe(false);
    expect(seesAllCompanies(null)).toBe(false);
    expect(canWorkOnJobs(user(Role.Asante | Role.PM))).toBe(true);
    expect(canWorkOnJobs(user(Role.Customer))).toBe(false);
    expect(canWorkOnJobs(undefined)).toBe(false);
  });

  it('bills admins across companies and everyone else in its own', () => {
    expect(billingScopeOf(user(Role.Admin))).toEqual({ kind: 'all' });
    expect(billingScopeOf(user(Role.Customer))).toEqual({ kind: 'company', company: 'Acme' });
    expect(billingScopeOf(user(Role.Asante))).toEqual({ kind: 'company', company: 'Acme' });
  });

  it('lets staff and admins reach any company info and edit payment terms; customers neither', () => {
    expect(companyInfoAccessOf(user(Role.Asante))).toEqual({ anyCompany: true, editTerms: true });
    expect(companyInfoAccessOf(user(Role.Admin | Role.Customer))).toEqual({
      anyCompany: true,
      editTerms: true,
    });
    expect(companyInfoAccessOf(user(Role.Customer))).toEqual({ anyCompany: false, editTerms: false });
    expect(companyInfoAccessOf(null)).toEqual({ anyCompany: false, editTerms: false });
  });
});

describe('settingsContactsOf', () => {
  it('gives staff the shop contact and everyone else its own contact and shipping info', () => {
    expect(settingsContactsOf({ role: Role.Asante })).toBe('staff');
    expect(settingsContactsOf({ role: Role.Asante | Role.Admin })).toBe('staff');
    expect(settingsContactsOf({ role: Role.Customer })).toBe('customer');
    expect(settingsContactsOf({ role: Role.Admin })).toBe('customer');
  });
});

describe('storageQuotaApplies', () => {
  it("holds customers and other non-staff accounts to their company's quota, not staff", () => {
    expect(storageQuotaApplies({ role: Role.Customer })).toBe(true);
    expect(storageQuotaApplies({ role: Role.Machine })).toBe(true);
    expect(storageQuotaApplies({ role: Role.Admin })).toBe(true);
    expect(storageQuotaApplies({ role: Role.Asante })).toBe(false);
    expect(storageQuotaApplies({ role: Role.Asante | Role.Admin })).toBe(false);
  });
});

describe('statementCompanyOf', () => {
  it('gives staff and admins the company asked, a customer only its own', () => {
    expect(statementCompanyOf(user(Role.Asante), 'Zeta Labs')).toBe('Zeta Labs');
    expect(statementCompanyOf(user(Role.Admin), undefined)).toBeUndefined();
    expect(statementCompanyOf(user(Role.Customer), undefined)).toBe('Acme');
    expect(statementCompanyOf(user(Role.Customer), ' ACME ')).toBe('Acme');
    expect(statementCompanyOf(user(Role.Customer), 'Zeta Labs')).toBe('refused');
  });
});
