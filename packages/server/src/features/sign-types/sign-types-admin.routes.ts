import {
  access,
  addonReplySchema,
  addonsReplySchema,
  createAddonBodySchema,
  createSignTypeBodySchema,
  headerOrderBodySchema,
  savedIdSchema,
  signTypeIdParamsSchema,
  signTypeReplySchema,
  updateAddonBodySchema,
  updateSignTypeBodySchema,
} from '@signshop/domain';
import type { App } from '../../platform/app-type.ts';
import {
  createAddon,
  createSignType,
  deleteAddon,
  deleteSignType,
  setHeaderOrder,
  updateAddon,
  updateSignType,
} from './sign-types-admin.service.ts';

const adminOnly = { access: access.admin };

/** The admin editors of processes and add-ons: Admin only, no verification check. */
export async function signTypeAdminRoutes(app: App) {
  app.post(
    '/api/admin/alladdons',
    {
      config: adminOnly,
      schema: { body: createAddonBodySchema, response: { 200: addonReplySchema } },
    },
    async (request) => ({ addon: await createAddon(app.db, request.body.addon) }),
  );

  app.put(
    '/api/admin/alladdons',
    {
      config: adminOnly,
      schema: {
        body: updateAddonBodySchema,
        response: { 200: addonReplySchema },
      },
    },
    async (request) => {
      const { id, ...addon } = request.body.addon;
      return { addon: await updateAddon(app.db, id, addon) };
    },
  );

  app.delete(
    '/api/admin/alladdons/:id',
    { config: adminOnly, schema: { params: signTypeIdParamsSchema, response: { 200: savedIdSchema } } },
    async (request) => deleteAddon(app.db, request.params.id),
  );

  app.put(
    '/api/admin/alladdonscostorderindex',
    {
      config: adminOnly,
      schema: {
        body: headerOrderBodySchema,
        response: { 200: addonsReplySchema },
      },
    },
    async (request) => ({
      addons: await setHeaderOrder(
        app.db,
        request.body.type,
        request.body.cost_label,
        request.body.new_order,
      ),
    }),
  );

  app.post(
    '/api/admin/signtype',
    {
      config: adminOnly,
      schema: {
        body: createSignTypeBodySchema,
        response: { 200: signTypeReplySchema },
      },
    },
    async (request) => ({ signtype: await createSignType(app.db, request.body.type) }),
  );

  app.put(
    '/api/admin/signtype',
    {
      config: adminOnly,
      schema: {
        body: updateSignTypeBodySchema,
        response: { 200: signTypeReplySchema },
      },
    },
    async (request) => {
      const { id, ...type } = request.body.type;
      return { signtype: await updateSignType(app.db, id, type) };
    },
  );

  app.delete(
    '/api/admin/signtype/:id',
    { config: adminOnly, schema: { params: signTypeIdParamsSchema, response: { 200: savedIdSchema } } },
    async (request) => deleteSignType(app.db, request.params.id),
  );
}
