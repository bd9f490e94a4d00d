import crypto from 'node:crypto';
import {
  AppError,
  externalThemeOrigins,
  themeSettingsSchema,
  Role,
  newAccountSettings,
  type Settings,
  validateNewAccount,
  validatePasswordChange,
  withoutBidiControls,
} from '@signshop/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, passwordResets, type AccountRow } from '../../db/schema/index.ts';
import type { Mailer } from '../email/mailer.ts';
import { minutesText, takeEmailSend, type SendQuota } from '../email/send-quota.ts';
import { revokeAccountSessions } from './sessions.service.ts';
import { sessionChangesHeard } from './session-cache.ts';
import { normalizeEmail } from './account-dto.ts';
import { loginSucceeded, reserveLoginAttempt } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export interface NewAccountInput {
  first_name: string;
  last_name: string;
  company: string;
  email: string;
  password: string;
  confirmpassword: string;
}

/** Sign-ups allowed per rolling hour, per email and (perAddress, a setting) per requesting address. */
const signUpQuota = (perAddress: number): SendQuota => ({
  kind: 'sign_up',
  windowMinutes: 60,
  perSender: 3,
  perIp: perAddress,
});

export interface SignUpContext {
  ip: string;
  perAddressPerHour: number;
  mailer: Mailer;
  publicUrl: string;
  onMailError(error: unknown): void;
}

/**
 * Creates an unverified customer account; its names seed its settings. Throttled per email and
 * per address; an email that has an account already gets a note to its owner.
 */
export async function createAccount(
  db: Db,
  input: NewAccountInput,
  context: SignUpContext,
): Promise<AccountRow> {
  const problem = validateNewAccount(input);
  if (problem) throw new AppError('VALIDATION_ERROR', problem);
  const email = normalizeEmail(input.email);
  await takeEmailSend(
    db,
    signUpQuota(context.perAddressPerHour),
    { sender: email, ip: context.ip },
    (wait) => `Too many accounts were asked for. Please try again in ${minutesText(wait)}.`,
  );
  const names = {
    // Bidi controls would let a name show as something else ("Harbor\u202E…").
    first_name: withoutBidiControls(input.first_name).trim(),
    last_name: withoutBidiControls(input.last_name).trim(),
    company: withoutBidiControls(input.company).trim(),
    email,
  };
  const [row] = await db
    .insert(accounts)
    .values({
      email,
      firstName: names.first_name,
      lastName: names.last_name,
      company: names.company,
      passwordHash: await hashPassword(input.password),
      role: Role.Customer,
      settings: newAccountSettings(names),
    })
    .onConflictDoNothing({ target: accounts.email })
    .returning();
  if (!row) {
    context.mailer
      .send({
        to: email,
        subject: 'Someone tried to create a SignShop account with your email',
        text:
          `Someone asked to create a SignShop account with this email, which already has one.\n\n` +
          `If it was you, sign in at ${context.publicUrl}/account/login or reset your password at ` +
          `${context.publicUrl}/account/forgotpassword. If not, you need do nothing.\n`,
      })
      .catch(context.onMailError);
    throw new AppError(
      'CONFLICT',
      'An account with this email already exists. Sign in or reset your password.',
    );
  }
  return row;
}

/** Checks email and password, throttling failed attempts per account and per address. */
export async function authenticate(
  db: Db,
  emailInput: string,
  password: string,
  ip: string,
): Promise<AccountRow> {
  const email = normalizeEmail(emailInput);
  // Counted as a failure first, so parallel guesses cannot all be checked; taken back on success.
  await reserveLoginAttempt(db, email, ip);
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email));
  if (!(await verifyPassword(row?.passwordHash, password)) || !row) {
    throw new AppError('UNAUTHENTICATED', 'Wrong email or password.');
  }
  await loginSucceeded(db, email, ip);
  return row;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

export interface ResetMailOptions {
  publicUrl: string;
  linkMinutes: number;
}

/** Reset requests allowed per rolling hour, per target address and per requesting address. */
export const RESET_MAIL_QUOTA: SendQuota = {
  kind: 'password_reset',
  windowMinutes: 60,
  perSender: 5,
  perIp: 20,
};

/**
 * Emails a single-use reset link when the email belongs to an account. Returns at once either
 * way (the mail goes out in the background), so the answer does not tell whether it exists.
 * Requests count against the quota whether or not the account exists, for the same reason.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  request: { email: string; ip: string },
  options: ResetMailOptions,
  onMailError: (error: unknown) => void,
): Promise<void> {
  const email = normalizeEmail(request.email);
  await takeEmailSend(
    db,
    RESET_MAIL_QUOTA,
    { sender: email, ip: request.ip },
    (wait) => `Too many password reset emails were asked for. Please try again in ${minutesText(wait)}.`,
  );
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  if (!row) return;
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(passwordResets).values({
    tokenHash: sha256(token),
    accountId: row.id,
    expiresAt: new Date(Date.now() + options.linkMinutes * 60_000),
  });
  const link = `${options.publicUrl}/account/resetpassword/${token}`;
  mailer
    .send({
      to: email,
      subject: 'Reset your SignShop password',
      text:
        `Someone asked to reset the password of your SignShop account.\n\n` +
        `Open this link to choose a new password (it works once, for ${options.linkMinutes} minutes):\n${link}\n\n` +
        `If you did not ask for this, ignore this email; your password stays as it is.\n`,
    })
    .catch(onMailError);
}

/** Sets a new password through a reset link, uses the link up and signs out every session. */
export async function resetPassword(
  db: Db,
  token: string,
  input: { password: string; confirmpassword?: string },
): Promise<void> {
  const problem = validatePasswordChange({
    password: input.password,
    confirmpassword: input.confirmpassword ?? input.password,
  });
  if (problem) throw new AppError('VALIDATION_ERROR', problem);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!reset) {
      throw new AppError(
        'VALIDATION_ERROR',
        'This reset link is invalid, used or expired. Please ask for a new one.',
      );
    }
    await tx
      .update(accounts)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(accounts.id, reset.accountId));
    await revokeAccountSessions(tx, reset.accountId);
  });
  await sessionChangesHeard(db);
}

/** Stores the account's settings object as a whole. */
export async function saveSettings(db: Db, id: number, settings: Settings): Promise<AccountRow> {
  const [row] = await db
    .update(accounts)
    .set({ settings, updatedAt: new Date() })
    .where(eq(accounts.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'This account no longer exists.');
  return row;
}

/** The origins of the account's external theme stylesheets (for the app page's content security policy). */
export async function accountStylesheetOrigins(db: Db, id: number): Promise<string[]> {
  const [row] = await db.select({ settings: accounts.settings }).from(accounts).where(eq(accounts.id, id));
  const themes = themeSettingsSchema.safeParse(
    (row?.settings as { theme_settings?: unknown } | null)?.theme_settings ?? {},
  );
  return themes.success ? externalThemeOrigins(themes.data) : [];
}
