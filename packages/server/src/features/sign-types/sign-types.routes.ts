import { access } from '@signshop/domain';
import { z } from 'zod';
import type { App } from '../../http/types.ts';
import { listAddonsInUse, listAllAddons, listSignTypes } from './sign-types.service.ts';

/** Processes and add-ons as the quote editor reads them (spec part 1 §7). */
export async function signTypeRoutes(app: App) {
  app.get('/api/quote/signtypes', { config: { access: access.signedIn } }, async () => ({
    types: await listSignTypes(app.db),
  }));

  app.get('/api/quote/addons', { config: { access: access.signedIn } }, async () => ({
    addons: await listAddonsInUse(app.db),
  }));

  app.get(
    '/api/quote/addons/:typeId',
    {
      config: { access: access.signedIn },
      schema: { params: z.object({ typeId: z.coerce.number().int().positive() }) },
    },
    async (request) => ({ addons: await listAddonsInUse(app.db, request.params.typeId) }),
  );

  app.get('/api/quote/alladdons', { config: { access: access.admin } }, async () => ({
    addons: await listAllAddons(app.db),
  }));
}
