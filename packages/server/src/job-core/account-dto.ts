import { accountSchema, settingsSchema } from '@signshop/domain';
import { z } from 'zod';
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

export type AccountDto = z.infer<typeof accountDtoSchema>;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The account reply's shape: what the serializer lets out, so no other column can leak. */
export const accountDtoSchema = accountSchema.extend({ settings: settingsSchema.in });
export const accountReplySchema = z.object({ account: accountDtoSchema });
export const messageReplySchema = z.object({ message: z.string() });
