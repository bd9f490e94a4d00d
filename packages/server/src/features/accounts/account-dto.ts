import type { AccountRow } from '../../db/schema/index.ts';

/** The account as the API shows it: never the password hash. */
export function toAccountDto(row: AccountRow) {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    company: row.company,
    verified: row.verified,
    role: row.role,
    permissions: row.permissions,
    settings: row.settings,
  };
}

export type AccountDto = ReturnType<typeof toAccountDto>;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
