import { access, addonSchema, signTypeSchema } from '@signshop/domain';
import { z } from 'zod';
import type { App } from '../../platform/app-type.ts';
import { listAddonsInUse, listAllAddons, listSignTypes } from './sign-types.service.ts';

const addonsReply = z.object({ addons: z.array(addonSchema.omit({ is_local: true })) });

/** Processes and add-ons as the quote editor reads them. */
export async function signTypeRoutes(app: App) {
  app.get(
    '/api/quote/signtypes',
    {
      config: { access: access.signedIn },
      schema: { response: { 200: z.object({ types: z.array(signTypeSchema) }) } },
    },
    async () => ({
      types: await listSignTypes(app.db),
    }),
  );

  app.get(
    '/api/quote/addons',
    { config: { access: access.signedIn }, schema: { response: { 200: addonsReply } } },
    async () => ({
      addons: await listAddonsInUse(app.db),
    }),
  );

  app.get(
    '/api/quote/addons/:typeId',
    {
      config: { access: access.signedIn },
      schema: {
        params: z.object({ typeId: z.coerce.number().int().positive() }),
        response: { 200: addonsReply },
      },
    },
    async (request) => ({ addons: await listAddonsInUse(app.db, request.params.typeId) }),
  );

  app.get(
    '/api/quote/alladdons',
    { config: { access: access.admin }, schema: { response: { 200: addonsReply } } },
    async () => ({
      addons: await listAllAddons(app.db),
    }),
  );
}
