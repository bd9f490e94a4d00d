import {
  access,
  firstOfPreviousMonth,
  itemDescriptionSearchBodySchema,
  itemDescriptionsReplySchema,
  purchaseOrderIdParamsSchema as idParams,
  purchaseOrderListReplySchema,
  purchaseOrderReplySchema as orderReply,
  purchaseOrderSaveBodySchema,
  purchaseOrderSearchBodySchema,
  shopToday,
} from '@signshop/domain';
import type { App } from '../../platform/app-type.ts';
import {
  createPurchaseOrder,
  getPurchaseOrder,
  searchItemDescriptions,
  searchPurchaseOrders,
  updatePurchaseOrder,
} from './purchase-orders.service.ts';

const staff = { access: access.staff };

/** Purchase orders: staff only. */
export async function purchaseOrderRoutes(app: App) {
  app.post(
    '/api/purchase_order/purchase_order',
    {
      config: staff,
      schema: { body: purchaseOrderSaveBodySchema, response: { 200: orderReply } },
    },
    async (request) => ({
      purchase_order: await createPurchaseOrder(app.db, request.user!.id, request.body.purchase_order),
    }),
  );

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
        body: purchaseOrderSaveBodySchema,
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
        body: purchaseOrderSearchBodySchema,
        response: { 200: purchaseOrderListReplySchema },
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
        body: itemDescriptionSearchBodySchema,
        response: { 200: itemDescriptionsReplySchema },
      },
    },
    async (request) => ({ items: await searchItemDescriptions(app.db, request.body.search.description) }),
  );
}
