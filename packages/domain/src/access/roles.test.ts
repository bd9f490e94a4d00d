import { describe, expect, it } from 'vitest';
import {
  PERMISSION_NAMES,
  Permission,
  ROLE_NAMES,
  Role,
  hasFlag,
  hasRole,
  isCustomer,
  isStaff,
} from './roles.ts';

describe('roles', () => {
  it('are bit flags None 0 … Machine 32', () => {
    expect(Role).toEqual({ None: 0, Customer: 1, Asante: 2, Admin: 4, PM: 8, Quoter: 16, Machine: 32 });
    expect(ROLE_NAMES).toEqual(['Customer', 'Asante', 'Admin', 'PM', 'Quoter', 'Machine']);
    expect(Permission).toEqual({ None: 0 });
    expect(PERMISSION_NAMES).toEqual([]);
  });

  it('checks flags', () => {
    expect(hasFlag(Role.Admin | Role.PM, Role.PM)).toBe(true);
    expect(hasFlag(Role.Admin, Role.None)).toBe(false);
    expect(hasRole({ role: Role.Machine }, Role.Machine)).toBe(true);
    expect(hasRole(null, Role.Machine)).toBe(false);
  });

  it('calls a user without the Asante role a customer', () => {
    expect(isCustomer({ role: Role.Customer })).toBe(true);
    expect(isCustomer({ role: Role.Admin })).toBe(true);
    expect(isCustomer({ role: Role.Asante | Role.Admin })).toBe(false);
    expect(isCustomer(null)).toBe(false);
    expect(isStaff({ role: Role.Asante })).toBe(true);
  });
});
