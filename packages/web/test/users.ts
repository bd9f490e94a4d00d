import { Role, settingsSchema } from '@signshop/domain';
import type { Account } from '../src/platform/session.tsx';

/** An account for tests; verified customer unless told otherwise. */
export function makeAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: 1,
    email: 'ann@shop.test',
    first_name: 'Ann',
    last_name: 'Lee',
    company: 'Ann Signs',
    verified: true,
    role: Role.Customer,
    permissions: 0,
    settings: settingsSchema.parse({}),
    ...overrides,
  };
}

export const people = {
  unverified: makeAccount({ id: 2, email: 'new@shop.test', verified: false }),
  customer: makeAccount(),
  staff: makeAccount({ id: 3, email: 'staff@asante.test', role: Role.Asante }),
  admin: makeAccount({ id: 4, email: 'admin@asante.test', role: Role.Admin | Role.Asante }),
  machine: makeAccount({ id: 5, email: 'mill@asante.test', role: Role.Machine }),
};
