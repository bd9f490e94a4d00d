import { access, addonsOfTypeParamsSchema, addonsReplySchema, signTypesReplySchema } from '@signshop/domain';
import type { App } from '../../platform/app-type.ts';
import { listAddonsInUse, listAllAddons, listSignTypes } from './sign-types.service.ts';

/** Processes and add-ons as the quote editor reads them. */
export async function signTypeRoutes(app: App) {
  app.get(
    '/api/quote/signtypes',
    {
      config: { access: access.signedIn },
      schema: { response: { 200: signTypesReplySchema } },
    },
    async () => ({
      types: await listSignTypes(app.db),
    }),
  );

  app.get(
    '/api/quote/addons',
    { config: { access: access.signedIn }, schema: { response: { 200: addonsReplySchema } } },
    async () => ({
      addons: await listAddonsInUse(app.db),
    }),
  );

  app.get(
    '/api/quote/addons/:typeId',
    {
      config: { access: access.signedIn },
      schema: {
        params: addonsOfTypeParamsSchema,
        response: { 200: addonsReplySchema },
      },
    },
    async (request) => ({ addons: await listAddonsInUse(app.db, request.params.typeId) }),
  );

  app.get(
    '/api/quote/alladdons',
    { config: { access: access.admin }, schema: { response: { 200: addonsReplySchema } } },
    async () => ({
      addons: await listAllAddons(app.db),
    }),
  );
}
