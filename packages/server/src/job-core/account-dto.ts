import { accountDtoSchema, type AccountDto } from '@signshop/domain';
import type { AccountRow } from '../db/schema/index.ts';

// Account rows are never changed once read (a change reads a new row; the session cache holds a
// row for a few seconds), so each row's reply is parsed once.
const dtos = new WeakMap<AccountRow, AccountDto>();

/** The account as the API shows it: never the password hash. */
export function toAccountDto(row: AccountRow): AccountDto {
  let dto = dtos.get(row);
  if (!dto) dtos.set(row, (dto = parseAccountDto(row)));
  return dto;
}

function parseAccountDto(row: AccountRow): AccountDto {
  return accountDtoSchema.parse({
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    company: row.company,
    verified: row.verified,
    role: row.role,
    permissions: row.permissions,
    settings: row.settings,
  });
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
