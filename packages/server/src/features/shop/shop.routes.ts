import multipart from '@fastify/multipart';
import {
  access,
  AppError,
  SHOP_LOGO_MAX_BYTES,
  shopLogoParamsSchema,
  shopLogoReplySchema,
  shopReplySchema,
  shopSettingsBodySchema,
} from '@signshop/domain';
import type { FastifyReply } from 'fastify';
import type { App } from '../../platform/app-type.ts';
import { downloadResponse } from '../../platform/plugins/openapi-operations.ts';
import { removeShopLogo, saveShopLogo, shopLogoFile, shopLogoInfo } from './shop-logo.service.ts';
import { saveShopSettings, shopSettings } from '../../job-core/shop-identity.ts';

/** The shop's identity: read by anyone signed in (editor presets, navbar), set by an admin. */
export async function shopRoutes(app: App) {
  // A logo over the limit is cut at one byte past it, then refused with a message (not a 413 page).
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: SHOP_LOGO_MAX_BYTES + 1, files: 1, fields: 0 },
  });

  app.get(
    '/api/shop',
    { config: { access: access.signedIn }, schema: { response: { 200: shopReplySchema } } },
    async () => ({ shop: await shopSettings(app.db, app.config.shop), logo: await shopLogoInfo(app.db) }),
  );

  app.put(
    '/api/admin/shop',
    {
      config: { access: access.admin },
      schema: {
        description: "Sets the shop's name, contact, address presets and default payment terms.",
        body: shopSettingsBodySchema,
        response: { 200: shopReplySchema },
      },
    },
    async (request) => ({
      shop: await saveShopSettings(app.db, request.body.shop),
      logo: await shopLogoInfo(app.db),
    }),
  );

  app.post(
    '/api/admin/shop/logo',
    {
      config: {
        access: access.admin,
        upload: {
          field: 'logo',
          description: 'A PNG or JPEG image of at most 512 kB.',
          maxBytes: SHOP_LOGO_MAX_BYTES,
        },
      },
      schema: {
        description:
          "Sets the shop's logo: multipart/form-data with one file, a PNG or JPEG of at most 512 kB (the type is read from the bytes).",
        response: { 200: shopLogoReplySchema },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new AppError('VALIDATION_ERROR', 'Logo: Send the file as multipart/form-data.');
      const part = await request.file();
      if (!part) throw new AppError('VALIDATION_ERROR', 'Logo: No file was sent.');
      const bytes = await part.toBuffer();
      return { logo: await saveShopLogo(app.db, bytes) };
    },
  );

  app.delete(
    '/api/admin/shop/logo',
    {
      config: { access: access.admin },
      schema: { description: "Removes the shop's logo.", response: { 200: shopLogoReplySchema } },
    },
    async () => {
      await removeShopLogo(app.db);
      return { logo: null };
    },
  );

  app.get(
    '/api/shop/logo/:version',
    {
      config: { access: access.signedIn },
      schema: {
        description:
          "The shop's logo. The URL (from GET /api/shop) names the logo's version, so it is cached for good; an older version's URL answers with the current logo, not cached.",
        params: shopLogoParamsSchema,
        response: { 200: downloadResponse(['image/png', 'image/jpeg'], 'The logo image.') },
      },
    },
    async (request, reply) => {
      const logo = await shopLogoFile(app.db);
      if (!logo) throw new AppError('NOT_FOUND', 'The shop has no logo.');
      const etag = `"${logo.version}"`;
      reply.header('etag', etag);
      reply.header(
        'cache-control',
        request.params.version === logo.version
          ? 'private, max-age=31536000, immutable'
          : 'private, no-cache',
      );
      if (request.headers['if-none-match'] === etag) return (reply as FastifyReply).code(304).send(); // not modified: no body, no schema
      return reply.type(logo.content_type).send(logo.data);
    },
  );
}
