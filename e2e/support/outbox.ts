import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { OUTBOX_DIR } from './test-env.ts';

const addressesOf = (mail: ParsedMail) =>
  [mail.to].flat().flatMap((to) => to?.value.map((v) => v.address?.toLowerCase()) ?? []);

/**
 * Waits for the newest message to `to` (with `subject`, when given) in the server's outbox folder
 * (the app writes .eml files there without SMTP).
 */
export async function waitForMail(to: string, subject?: string, timeoutMs = 10_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await fs.readdir(OUTBOX_DIR).catch(() => [] as string[]);
    for (const file of files.sort().reverse()) {
      const mail = await simpleParser(await fs.readFile(path.join(OUTBOX_DIR, file)));
      if (addressesOf(mail).includes(to.toLowerCase()) && (subject ?? mail.subject) === mail.subject) {
        return mail;
      }
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${OUTBOX_DIR} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
