import { describe, expect, it } from 'vitest';
import { access, canAccess, refusalOf, visibleNav } from './policies.ts';
import { Role, type SessionUser } from './roles.ts';

const user = (role: number, verified = true): SessionUser => ({
  id: 1,
  email: 'u@x.co',
  company: 'Acme',
  verified,
  role,
  permissions: 0,
});

describe('access rules', () => {
  it('sends signed-out users to login except for open pages', () => {
    expect(refusalOf(null, access.signedIn)).toBe('signed-out');
    expect(refusalOf(undefined, access.staff)).toBe('signed-out');
    expect(canAccess(null, access.anyone)).toBe(true);
  });

  it('gates by verification', () => {
    expect(canAccess(user(Role.Customer, false), access.signedIn)).toBe(true);
    expect(refusalOf(user(Role.Customer, false), access.verified)).toBe('forbidden');
    expect(canAccess(user(Role.Customer), access.verified)).toBe(true);
  });

  it('lets every verified account upload job files and no unverified one, saying why', () => {
    for (const role of [Role.Customer, Role.Asante, Role.Admin | Role.Asante, Role.Machine]) {
      expect(canAccess(user(role), access.fileUpload)).toBe(true);
      expect(refusalOf(user(role, false), access.fileUpload)).toBe('forbidden');
    }
    expect(access.fileUpload.refusal).toMatch(/^Only a verified account can upload files\./);
  });

  it('gives staff the reports without verification', () => {
    expect(canAccess(user(Role.Asante, false), access.staff)).toBe(true);
    expect(canAccess(user(Role.Customer), access.staff)).toBe(false);
  });

  it("shows the shop's workload to verified staff only", () => {
    expect(canAccess(user(Role.Asante), access.staffVerified)).toBe(true);
    expect(canAccess(user(Role.Asante, false), access.staffVerified)).toBe(false);
    expect(canAccess(user(Role.Customer), access.staffVerified)).toBe(false);
    expect(canAccess(user(Role.Machine), access.staffVerified)).toBe(false);
  });

  it('needs verified Customer for payments and banks (an admin reads invoices only), verified Machine for machines', () => {
    expect(canAccess(user(Role.Customer), access.customerVerified)).toBe(true);
    expect(canAccess(user(Role.Customer, false), access.customerVerified)).toBe(false);
    expect(canAccess(user(Role.Admin | Role.Asante), access.customerVerified)).toBe(false);
    expect(canAccess(user(Role.Admin | Role.Asante), access.invoiceQuery)).toBe(true);
    expect(canAccess(user(Role.Customer), access.invoiceQuery)).toBe(true);
    expect(canAccess(user(Role.Asante), access.invoiceQuery)).toBe(false);
    expect(canAccess(user(Role.Machine), access.machineVerified)).toBe(true);
    expect(canAccess(user(Role.Machine, false), access.machineVerified)).toBe(false);
  });

  it('splits admin pages into verified and unverified ones', () => {
    expect(canAccess(user(Role.Admin, false), access.admin)).toBe(true);
    expect(canAccess(user(Role.Admin, false), access.adminVerified)).toBe(false);
    expect(canAccess(user(Role.Admin), access.adminVerified)).toBe(true);
    expect(canAccess(user(Role.Asante), access.admin)).toBe(false);
  });
});

describe('visibleNav', () => {
  it('shows a signed-out visitor only New Quote', () => {
    expect(visibleNav(null)).toEqual({
      jobs: false,
      newQuote: true,
      reports: false,
      machine: false,
      billing: false,
      billingAdmin: false,
      admin: false,
      customerReportLink: false,
      account: false,
    });
  });

  it('shows a verified customer Jobs, Billing and the Report link', () => {
    expect(visibleNav(user(Role.Customer))).toMatchObject({
      jobs: true,
      billing: true,
      customerReportLink: true,
      reports: false,
    });
  });

  it('shows staff the Reports menu and no customer Report link', () => {
    expect(visibleNav(user(Role.Asante))).toMatchObject({
      reports: true,
      customerReportLink: false,
      billing: false,
    });
  });

  it('shows a verified admin the admin menus', () => {
    expect(visibleNav(user(Role.Admin))).toMatchObject({ admin: true, billing: false, billingAdmin: true });
    expect(visibleNav(user(Role.Admin | Role.Customer))).toMatchObject({ billing: true, billingAdmin: true });
    expect(visibleNav(user(Role.Admin, false))).toMatchObject({
      admin: true,
      billing: false,
      billingAdmin: false,
    });
  });
});
