import type { SessionUser } from '@signshop/domain';
import type { Db } from '../db/client.ts';
import { minutesText, takeEmailSend } from '../platform/mail/send-quota.ts';

/**
 * Takes one quote mail (a PDF by email or an approval link) from the account's hourly quota
 * (EMAIL_SENDS_PER_HOUR), or refuses with 429 and the wait.
 */
export async function takeQuoteMailSend(db: Db, perHour: number, user: SessionUser, ip: string) {
  const quota = { kind: 'quote', windowMinutes: 60, perSender: perHour } as const;
  await takeEmailSend(
    db,
    quota,
    { sender: String(user.id), ip },
    (wait) =>
      `You have sent ${quota.perSender} emails in the last hour, the most allowed. ` +
      `You can send again in ${minutesText(wait)}.`,
  );
}
