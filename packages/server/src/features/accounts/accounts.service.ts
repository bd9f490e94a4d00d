import {
  AppError,
  externalThemeOrigins,
  themeSettingsSchema,
  type Settings,
  validatePasswordChange,
} from '@signshop/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, passwordResets, type AccountRow } from '../../db/schema/index.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { minutesText, takeEmailSend, type SendQuota } from '../../platform/mail/send-quota.ts';
import { revokeAccountSessions } from './sessions.service.ts';
import { sessionChangesHeard } from '../../platform/listen/session-cache.ts';
import { normalizeEmail } from '../../job-core/account-dto.ts';
import { loginSucceeded, reserveLoginAttempt } from './login-throttle.ts';
import { hashPassword, requireStrongPassword, verifyPassword } from './passwords.ts';
import { linkTokenHash, newLinkToken } from './one-time-link.ts';

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
  const { token, tokenHash } = newLinkToken();
  await db.insert(passwordResets).values({
    tokenHash,
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
  const [owner] = await db
    .select({ email: accounts.email, firstName: accounts.firstName, company: accounts.company })
    .from(passwordResets)
    .innerJoin(accounts, eq(accounts.id, passwordResets.accountId))
    .where(eq(passwordResets.tokenHash, linkTokenHash(token)));
  await requireStrongPassword(input.password, [owner?.email, owner?.firstName, owner?.company]);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, linkTokenHash(token)),
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

/**
 * Stores the account's settings object as a whole. Replies once every instance has forgotten the
 * cached account, so the page opened next (the editor's keypad, numbering) sees the new settings.
 */
export async function saveSettings(db: Db, id: number, settings: Settings): Promise<AccountRow> {
  const [row] = await db
    .update(accounts)
    .set({ settings, updatedAt: new Date() })
    .where(eq(accounts.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'This account no longer exists.');
  await sessionChangesHeard(db);
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
