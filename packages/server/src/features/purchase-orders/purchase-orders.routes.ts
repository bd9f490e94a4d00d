import {
  access,
  firstOfPreviousMonth,
  purchaseOrderItemSchema,
  purchaseOrderSchema,
  purchaseOrderSearchSchema,
  shopToday,
} from '@signshop/domain';
import { z } from 'zod';
import type { App } from '../../platform/app-type.ts';
import {
  createPurchaseOrder,
  getPurchaseOrder,
  searchItemDescriptions,
  searchPurchaseOrders,
  updatePurchaseOrder,
} from './purchase-orders.service.ts';

const orderInput = purchaseOrderSchema.omit({ id: true, sub_total: true });
const orderOut = purchaseOrderSchema.extend({
  id: z.number().int(),
  number: z.number().int(),
  total: z.number(),
  items: z.array(purchaseOrderItemSchema.extend({ id: z.number().int(), line_total: z.number() })),
});
const orderReply = z.object({ purchase_order: orderOut });
const PHASES = ['to-be-ordered', 'to-be-delivered', 'delivered'] as const;
const staff = { access: access.staff };

/** Purchase orders: staff only. */
export async function purchaseOrderRoutes(app: App) {
  app.post(
    '/api/purchase_order/purchase_order',
    {
      config: staff,
      schema: { body: z.object({ purchase_order: orderInput }), response: { 200: orderReply } },
    },
    async (request) => ({
      purchase_order: await createPurchaseOrder(app.db, request.user!.id, request.body.purchase_order),
    }),
  );

  const idParams = z.object({ id: z.coerce.number().int().positive() });
  app.get(
    '/api/purchase_order/purchase_order/:id',
    { config: staff, schema: { params: idParams, response: { 200: orderReply } } },
    async (request) => ({ purchase_order: await getPurchaseOrder(app.db, request.params.id) }),
  );

  app.put(
    '/api/purchase_order/purchase_order/:id',
    {
      config: staff,
      schema: {
        params: idParams,
        body: z.object({ purchase_order: orderInput }),
        response: { 200: orderReply },
      },
    },
    async (request) => ({
      purchase_order: await updatePurchaseOrder(app.db, request.params.id, request.body.purchase_order),
    }),
  );

  app.post(
    '/api/purchase_order/search/all',
    {
      config: staff,
      schema: {
        body: z.object({
          search: purchaseOrderSearchSchema.extend({ phase: z.enum(PHASES).optional() }).prefault({}),
        }),
        response: { 200: z.object({ purchase_orders: z.array(orderOut) }) },
      },
    },
    async (request) => {
      const search = { ...request.body.search };
      // "Delivered" lists deliveries since the first of the previous month unless told otherwise.
      if (search.phase === 'delivered' && !search.date_field && !search.min_date) {
        Object.assign(search, {
          date_field: 'delivery_date',
          min_date: firstOfPreviousMonth(shopToday(app.config.shopTimeZone)),
        });
      }
      return { purchase_orders: await searchPurchaseOrders(app.db, search) };
    },
  );

  app.post(
    '/api/purchase_order/search/description',
    {
      config: staff,
      schema: {
        body: z.object({ search: z.object({ description: z.string().max(200) }) }),
        response: {
          200: z.object({
            items: z.array(
              z.object({ description: z.string(), item_number: z.string(), unit_price: z.number() }),
            ),
          }),
        },
      },
    },
    async (request) => ({ items: await searchItemDescriptions(app.db, request.body.search.description) }),
  );
}
