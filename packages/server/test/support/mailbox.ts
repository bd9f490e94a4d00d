import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Mailbox {
  /** SMTP_URL of this server. */
  url: string;
  messages: ParsedMail[];
  /** The first message to `to` that arrives (or has arrived), within `timeoutMs`. */
  waitFor(to: string, timeoutMs?: number): Promise<ParsedMail>;
  /** Every address the message was delivered to (the SMTP envelope: To, Cc and any Bcc), lower case. */
  deliveredTo(mail: ParsedMail): string[];
  close(): Promise<void>;
}

const recipients = (mail: ParsedMail) =>
  [mail.to].flat().flatMap((address) => address?.value.map((v) => v.address?.toLowerCase()) ?? []);

export interface MailboxOptions {
  /** Called with each message before it is accepted: true refuses it (SMTP 451, not kept). */
  refuse?: (mail: ParsedMail) => boolean;
}

/** A real SMTP server in the test process that keeps every message it receives. */
export async function startMailbox(options: MailboxOptions = {}): Promise<Mailbox> {
  const messages: ParsedMail[] = [];
  const envelopes = new WeakMap<ParsedMail, string[]>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (options.refuse?.(mail)) return callback(new Error('refused by the test'));
          envelopes.set(
            mail,
            session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          );
          messages.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((mail) => recipients(mail).includes(to.toLowerCase()));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    deliveredTo: (mail) => envelopes.get(mail) ?? [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
