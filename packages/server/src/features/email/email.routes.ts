import { access, EMAIL_SENT, emailBodySchema, emailReplySchema } from '@signshop/domain';
import type { App } from '../../platform/app-type.ts';
import { documentShop } from '../../job-core/shop-identity.ts';
import { emailQuote } from './email.service.ts';

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
      schema: { body: emailBodySchema, response: { 200: emailReplySchema } },
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
