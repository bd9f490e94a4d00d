import { z } from 'zod';
import { boundedText, shownText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';
import { settingsSchema } from './settings.schema.ts';

/** A name shown to others: bounded, trimmed, without bidi controls that would disguise it. */
const shownName = (max: number) => shownText(max).trim().default('');
const email = boundedText(TEXT_MAX.email).trim();
const password = boundedText(TEXT_MAX.password);

/** An account as the app reads it; the password hash never leaves the server. */
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
  first_name: shownName(TEXT_MAX.personName),
  last_name: shownName(TEXT_MAX.personName),
  company: shownName(TEXT_MAX.company),
  email,
  password,
  confirmpassword: password,
});
export type CreateAccount = z.infer<typeof createAccountSchema>;
export type CreateAccountInput = z.input<typeof createAccountSchema>;

/** The login form. */
export const loginSchema = z.object({ email, password });
export type Login = z.infer<typeof loginSchema>;

/** A new password through a reset link (the confirmation may be left out by API clients). */
export const passwordResetSchema = z.object({ password, confirmpassword: password.optional() });

/** A project manager a job can be assigned to: names and email. */
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
