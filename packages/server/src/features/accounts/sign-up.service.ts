import { AppError, type CreateAccount, Role, newAccountSettings, validateNewAccount } from '@signshop/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, signUpLinks, type AccountRow } from '../../db/schema/index.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { minutesText, takeEmailSend, type SendQuota } from '../../platform/mail/send-quota.ts';
import { normalizeEmail } from '../../job-core/account-dto.ts';
import { linkTokenHash, newLinkToken } from './one-time-link.ts';
import { hashPassword, requireStrongPassword } from './passwords.ts';

/** How long a mailed sign-up link works. */
export const SIGN_UP_LINK_HOURS = 24;

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
 * Signs up without telling whether the email has an account: a new email gets an unverified
 * customer account and a mailed link that finishes the sign-up; an email that has an account gets
 * a note to its owner and nothing is created. Both hash the password, so the time does not tell
 * either. Throttled per email and per address.
 */
export async function signUp(db: Db, input: CreateAccount, context: SignUpContext): Promise<void> {
  const problem = validateNewAccount(input);
  if (problem) throw new AppError('VALIDATION_ERROR', problem);
  await requireStrongPassword(input.password, [
    input.email,
    input.first_name,
    input.last_name,
    input.company,
  ]);
  const email = normalizeEmail(input.email);
  await takeEmailSend(
    db,
    signUpQuota(context.perAddressPerHour),
    { sender: email, ip: context.ip },
    (wait) => `Too many accounts were asked for. Please try again in ${minutesText(wait)}.`,
  );
  const passwordHash = await hashPassword(input.password);
  const link = newLinkToken();
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accounts)
      .values({ ...newAccountValues(input, email), passwordHash })
      .onConflictDoNothing({ target: accounts.email })
      .returning({ id: accounts.id });
    if (!row) return false;
    await tx.insert(signUpLinks).values({
      tokenHash: link.tokenHash,
      accountId: row.id,
      expiresAt: new Date(Date.now() + SIGN_UP_LINK_HOURS * 3_600_000),
    });
    return true;
  });
  const mail = created
    ? finishLinkMail(`${context.publicUrl}/account/finishsignup/${link.token}`)
    : existingOwnerMail(context.publicUrl);
  context.mailer.send({ to: email, ...mail }).catch(context.onMailError);
}

/** The new account's row; its names arrive trimmed and without bidi controls (createAccountSchema). */
function newAccountValues(input: CreateAccount, email: string) {
  const names = { first_name: input.first_name, last_name: input.last_name, company: input.company, email };
  return {
    email,
    firstName: names.first_name,
    lastName: names.last_name,
    company: names.company,
    role: Role.Customer,
    settings: newAccountSettings(names),
  };
}

const finishLinkMail = (link: string) => ({
  subject: 'Finish creating your SignShop account',
  text:
    `Open this link to finish creating your SignShop account and sign in ` +
    `(it works once, for ${SIGN_UP_LINK_HOURS} hours):\n${link}\n\n` +
    `If you did not ask for an account, ignore this email.\n`,
});

const existingOwnerMail = (publicUrl: string) => ({
  subject: 'Someone tried to create a SignShop account with your email',
  text:
    `Someone asked to create a SignShop account with this email, which already has one.\n\n` +
    `If it was you, sign in at ${publicUrl}/account/login or reset your password at ` +
    `${publicUrl}/account/forgotpassword. If not, you need do nothing.\n`,
});

export const SIGN_UP_LINK_MESSAGES = {
  unknown: 'This sign-up link is not valid. Open the whole link from the email, or sign in.',
  used: 'This sign-up link was already used. Sign in with your email and password.',
  expired: `This sign-up link has expired (links work for ${SIGN_UP_LINK_HOURS} hours). Sign in with your email and password, or reset your password.`,
} as const;

/** Uses up a sign-up link and answers its account, to be signed in; says plainly why a link does not work. */
export async function finishSignUp(db: Db, token: string): Promise<AccountRow> {
  const tokenHash = linkTokenHash(token);
  const [taken] = await db
    .update(signUpLinks)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(signUpLinks.tokenHash, tokenHash),
        isNull(signUpLinks.usedAt),
        gt(signUpLinks.expiresAt, new Date()),
      ),
    )
    .returning({ accountId: signUpLinks.accountId });
  if (!taken) {
    const [link] = await db.select().from(signUpLinks).where(eq(signUpLinks.tokenHash, tokenHash));
    const why = !link ? 'unknown' : link.usedAt ? 'used' : 'expired';
    throw new AppError('VALIDATION_ERROR', SIGN_UP_LINK_MESSAGES[why]);
  }
  const [account] = await db.select().from(accounts).where(eq(accounts.id, taken.accountId));
  if (!account) throw new AppError('NOT_FOUND', 'This account no longer exists.');
  return account;
}
