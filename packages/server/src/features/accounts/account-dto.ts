import { accountSchema, settingsSchema } from '@signshop/domain';
import { z } from 'zod';
import type { AccountRow } from '../../db/schema/index.ts';

/** The account as the API shows it: never the password hash. */
export function toAccountDto(row: AccountRow): AccountDto {
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
