import { z } from 'zod';
import {
  purchaseOrderItemSchema,
  purchaseOrderSchema,
  purchaseOrderSearchSchema,
} from './purchase-order.schema.ts';

/** A purchase order as the page sends it: the server numbers it and works out the sub-total. */
export const purchaseOrderInputSchema = purchaseOrderSchema.omit({ id: true, sub_total: true });
export type PurchaseOrderInput = z.input<typeof purchaseOrderInputSchema>;
export const purchaseOrderSaveBodySchema = z.object({ purchase_order: purchaseOrderInputSchema });
export type PurchaseOrderSaveBody = z.input<typeof purchaseOrderSaveBodySchema>;

/** A saved purchase order: numbered, with its total and each item's line total. */
export const purchaseOrderReplyItemSchema = purchaseOrderItemSchema.extend({
  id: z.number().int(),
  line_total: z.number(),
});
export const purchaseOrderOutSchema = purchaseOrderSchema.extend({
  id: z.number().int(),
  number: z.number().int(),
  total: z.number(),
  items: z.array(purchaseOrderReplyItemSchema),
});
export type PurchaseOrderOut = z.infer<typeof purchaseOrderOutSchema>;
export const purchaseOrderReplySchema = z.object({ purchase_order: purchaseOrderOutSchema });
export type PurchaseOrderReply = z.infer<typeof purchaseOrderReplySchema>;
export const purchaseOrderIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The list phases of purchase orders. */
export const PURCHASE_ORDER_PHASES = ['to-be-ordered', 'to-be-delivered', 'delivered'] as const;
export const purchaseOrderSearchBodySchema = z.object({
  search: purchaseOrderSearchSchema.extend({ phase: z.enum(PURCHASE_ORDER_PHASES).optional() }).prefault({}),
});
export type PurchaseOrderSearchBody = z.input<typeof purchaseOrderSearchBodySchema>;
export const purchaseOrderListReplySchema = z.object({ purchase_orders: z.array(purchaseOrderOutSchema) });
export type PurchaseOrderListReply = z.infer<typeof purchaseOrderListReplySchema>;

export const itemDescriptionSearchBodySchema = z.object({
  search: z.object({ description: z.string().max(200) }),
});
/** A past item suggested for a description: its description, item number and unit price. */
export const pastItemSchema = z.object({
  description: z.string(),
  item_number: z.string(),
  unit_price: z.number(),
});
export type PastItem = z.infer<typeof pastItemSchema>;
export const itemDescriptionsReplySchema = z.object({ items: z.array(pastItemSchema) });
export type ItemDescriptionsReply = z.infer<typeof itemDescriptionsReplySchema>;
