import { access, TEXT_MAX } from '@signshop/domain';
import { z } from 'zod';
import type { App } from '../../platform/app-type.ts';
import { documentShop } from '../../job-core/shop-identity.ts';
import { emailQuote } from './email.service.ts';

export const EMAIL_SENT = 'Email Sent';
const MAX_RECIPIENTS = 20;

/** One address or several separated by commas or semicolons; blank means none. */
const addressList = z
  .string()
  .max(2000)
  .default('')
  .transform((value) =>
    value
      .split(/[,;]/)
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email('Not a valid email.')).max(MAX_RECIPIENTS));

const emailBody = z.object({
  quote: z.object(
    { id: z.number({ error: 'To email the PDF you must save the quote first.' }).int().positive() },
    { error: 'To email the PDF you must save the quote first.' },
  ),
  email: z.object({
    fromEmail: z.union([z.email('Not a valid email.').max(TEXT_MAX.email), z.literal('')]).default(''),
    // Staff only (a customer's mail is addressed by the server: see emailQuote).
    toEmail: addressList,
    ccEmail: addressList,
    subject: z
      .string()
      .max(300)
      .regex(/^[^\r\n]*$/, 'The subject must be one line.')
      .default(''),
    body: z.string().max(20_000).default(''),
    /** A customer's note, added to the shop's message. */
    note: z.string().max(TEXT_MAX.line).default(''),
  }),
});

/**
 * POST /api/email: the quote's PDF by mail, answered with 'Email Sent'.
 * Staff choose the addresses, subject and message; a customer's mail goes where the server
 * decides (the quote's staff contact or the shop, a copy to the quote's contact) with the shop's
 * message and the customer's note, and a customer who names an address or subject is refused.
 */
export async function emailRoutes(app: App) {
  app.post(
    '/api/email',
    {
      config: { access: access.signedIn },
      schema: { body: emailBody, response: { 200: z.object({ message: z.literal(EMAIL_SENT) }) } },
    },
    async (request) => {
      await emailQuote(
        {
          db: app.db,
          mailer: app.mailer,
          pdf: app.pdf,
          shop: await documentShop(app.db, app.config.shop),
          sendsPerHour: app.config.emailSendsPerHour,
          fallbackEmail: app.config.adminEmail,
        },
        request.user!,
        request.ip,
        request.body.quote.id,
        request.body.email,
      );
      return { message: EMAIL_SENT } as const;
    },
  );
}
