import { access, shopIdentitySchema } from '@signshop/domain';
import { z } from 'zod';
import type { App } from '../app-type.ts';
import { saveShopSettings, shopSettings } from './shop.service.ts';

const shopReply = z.object({ shop: shopIdentitySchema });

/** The shop's identity: read by anyone signed in (editor presets, navbar), set by an admin. */
export async function shopRoutes(app: App) {
  app.get(
    '/api/shop',
    { config: { access: access.signedIn }, schema: { response: { 200: shopReply } } },
    async () => ({ shop: await shopSettings(app.db, app.config.shop) }),
  );

  app.put(
    '/api/admin/shop',
    {
      config: { access: access.admin },
      schema: {
        description: "Sets the shop's name, contact, address presets and default payment terms.",
        body: z.strictObject({ shop: shopIdentitySchema }),
        response: { 200: shopReply },
      },
    },
    async (request) => ({ shop: await saveShopSettings(app.db, request.body.shop) }),
  );
}
