import { z } from 'zod';
import { withoutBidiControls } from '../text/bidi.ts';
import { settingsSchema } from './settings.schema.ts';

/** A shown name: at most 200 characters, without bidi controls that would disguise it. */
const name = z
  .string()
  .max(200)
  .transform((text) => withoutBidiControls(text).trim());

/** An account as the app reads it (spec part 2 §3); the password hash never leaves the server. */
export const accountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().default(''),
  last_name: z.string().default(''),
  company: z.string().default(''),
  verified: z.boolean().default(false),
  role: z.number().int().min(0).default(0),
  permissions: z.number().int().min(0).default(0),
  settings: settingsSchema.prefault({}),
});
export type Account = z.infer<typeof accountSchema>;

/** The create-account form: names, company, email, password and its confirmation. */
export const createAccountSchema = z.object({
  first_name: name,
  last_name: name,
  company: name,
  email: z.string().trim().max(320),
  password: z.string().max(200),
  confirmpassword: z.string().max(200),
});
export type CreateAccount = z.infer<typeof createAccountSchema>;

/** The login form. */
export const loginSchema = z.object({ email: z.string().trim().max(320), password: z.string().max(200) });
export type Login = z.infer<typeof loginSchema>;

/** What an admin may change on an account row. */
export const adminAccountUpdateSchema = z.object({
  company: name,
  verified: z.boolean(),
  role: z.number().int().min(0).max(63),
  permissions: z.number().int().min(0),
});
export type AdminAccountUpdate = z.infer<typeof adminAccountUpdateSchema>;

/** A project manager (spec part 2 §3). */
export const projectManagerSchema = z.object({
  id: z.number().int(),
  first_name: z.string().default(''),
  last_name: z.string().default(''),
  email: z.string().default(''),
});
export type ProjectManager = z.infer<typeof projectManagerSchema>;

type AdminListed = Pick<Account, 'verified' | 'role' | 'permissions' | 'company' | 'email'>;

/** Admin accounts order: verified (unverified first), role, permissions, company, then email. */
export function compareAccountsForAdmin(a: AdminListed, b: AdminListed): number {
  return (
    Number(a.verified) - Number(b.verified) ||
    a.role - b.role ||
    a.permissions - b.permissions ||
    a.company.localeCompare(b.company) ||
    a.email.localeCompare(b.email)
  );
}

/** A project manager's display name: 'First Last'. */
export function projectManagerName(manager: Pick<ProjectManager, 'first_name' | 'last_name'>): string {
  return `${manager.first_name} ${manager.last_name}`.trim();
}
