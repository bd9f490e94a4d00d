import crypto from 'node:crypto';
import { Role, newAccountSettings, passwordStrength } from '@signshop/domain';
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { normalizeEmail } from '../../job-core/account-dto.ts';
import { hashPassword } from './passwords.ts';

/**
 * On an empty database, creates a verified Admin (with the staff role, so the shop's owner sees
 * every menu). Returns the credentials to print once, or null when accounts already exist.
 */
export async function seedFirstAdmin(
  db: Db,
  emailInput: string,
  givenPassword?: string,
): Promise<{ email: string; password: string; generated: boolean } | null> {
  const [existing] = await db.select({ n: count() }).from(accounts);
  if ((existing?.n ?? 0) > 0) return null;
  const email = normalizeEmail(emailInput);
  // A given ADMIN_PASSWORD meets the same rule as every other new password.
  if (givenPassword !== undefined) {
    const { problem } = await passwordStrength(givenPassword, [email, 'admin']);
    if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
  }
  const password = givenPassword ?? crypto.randomBytes(12).toString('base64url');
  const names = { first_name: 'Admin', last_name: '', company: 'SignShop', email };
  await db.insert(accounts).values({
    email,
    firstName: names.first_name,
    company: names.company,
    passwordHash: await hashPassword(password),
    verified: true,
    role: Role.Admin | Role.Asante,
    settings: newAccountSettings(names),
  });
  return { email, password, generated: !givenPassword };
}
