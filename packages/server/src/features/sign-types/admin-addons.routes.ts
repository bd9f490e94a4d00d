import {
  access,
  addonSchema,
  boundedNumber,
  boundedText,
  TEXT_MAX,
  RANGES,
  newAddonSchema,
  newSignTypeSchema,
  signTypeSchema,
} from '@signshop/domain';
import { z } from 'zod';
import type { App } from '../../platform/app-type.ts';
import {
  createAddon,
  createSignType,
  deleteAddon,
  deleteSignType,
  setHeaderOrder,
  updateAddon,
  updateSignType,
} from './admin-addons.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const withId = z.object({ id: z.number().int().positive() });
const addonOut = addonSchema.omit({ is_local: true });
const adminOnly = { access: access.admin };

/** The admin editors of processes and add-ons: Admin only, no verification check. */
export async function adminAddonRoutes(app: App) {
  app.post(
    '/api/admin/alladdons',
    {
      config: adminOnly,
      schema: { body: z.object({ addon: newAddonSchema }), response: { 200: z.object({ addon: addonOut }) } },
    },
    async (request) => ({ addon: await createAddon(app.db, request.body.addon) }),
  );

  app.put(
    '/api/admin/alladdons',
    {
      config: adminOnly,
      schema: {
        body: z.object({ addon: newAddonSchema.extend(withId.shape) }),
        response: { 200: z.object({ addon: addonOut }) },
      },
    },
    async (request) => {
      const { id, ...addon } = request.body.addon;
      return { addon: await updateAddon(app.db, id, addon) };
    },
  );

  app.delete(
    '/api/admin/alladdons/:id',
    { config: adminOnly, schema: { params: idParams, response: { 200: withId } } },
    async (request) => deleteAddon(app.db, request.params.id),
  );

  app.put(
    '/api/admin/alladdonscostorderindex',
    {
      config: adminOnly,
      schema: {
        body: z.object({
          type: z.number().int().positive().nullable(),
          cost_label: boundedText(TEXT_MAX.label),
          new_order: boundedNumber(RANGES.orderIndex),
        }),
        response: { 200: z.object({ addons: z.array(addonOut) }) },
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
        body: z.object({ type: newSignTypeSchema }),
        response: { 200: z.object({ signtype: signTypeSchema }) },
      },
    },
    async (request) => ({ signtype: await createSignType(app.db, request.body.type) }),
  );

  app.put(
    '/api/admin/signtype',
    {
      config: adminOnly,
      schema: {
        body: z.object({ type: signTypeSchema }),
        response: { 200: z.object({ signtype: signTypeSchema }) },
      },
    },
    async (request) => {
      const { id, ...type } = request.body.type;
      return { signtype: await updateSignType(app.db, id, type) };
    },
  );

  app.delete(
    '/api/admin/signtype/:id',
    { config: adminOnly, schema: { params: idParams, response: { 200: withId } } },
    async (request) => deleteSignType(app.db, request.params.id),
  );
}
