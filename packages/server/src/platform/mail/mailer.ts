import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Set for an inline image the HTML shows with src="cid:…". */
  cid?: string;
}

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  /** An HTML alternative of the text, when the message has one. */
  html?: string;
  cc?: string | string[];
  /** Where replies go (the app always sends from MAIL_FROM). */
  replyTo?: string;
  attachments?: MailAttachment[];
  /** Extra header lines (List-Unsubscribe, …). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when `smtpUrl` is set; otherwise each message becomes an .eml file in `outboxDir`. */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}.eml`;
      await fs.writeFile(path.join(options.outboxDir, name), info.message as Buffer);
    },
  };
}
