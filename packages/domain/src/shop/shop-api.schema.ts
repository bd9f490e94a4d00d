import { z } from 'zod';
import { shopIdentitySchema } from './shop-identity.schema.ts';
import { shopLogoSchema } from './shop-logo.ts';

/** GET /api/shop and PUT /api/admin/shop reply: the identity as the admin set it, and the logo (its URL changes with it). */
export const shopReplySchema = z.object({ shop: shopIdentitySchema, logo: shopLogoSchema.nullable() });
export type ShopReply = z.infer<typeof shopReplySchema>;

/** PUT /api/admin/shop body: the whole identity. */
export const shopSettingsBodySchema = z.strictObject({ shop: shopIdentitySchema });
export type ShopSettingsBody = z.input<typeof shopSettingsBodySchema>;

/** The logo's upload and removal reply: the logo now, or null. */
export const shopLogoReplySchema = z.object({ logo: shopLogoSchema.nullable() });
export type ShopLogoReply = z.infer<typeof shopLogoReplySchema>;

/** GET /api/shop/logo/:version params: the version the URL names. */
export const shopLogoParamsSchema = z.object({ version: z.string().max(64) });
