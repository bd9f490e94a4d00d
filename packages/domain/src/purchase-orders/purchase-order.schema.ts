import { RANGES, boundedNumber } from '../numbers/bounds.ts';
import { z } from 'zod';
import { boundedText, shownText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';
import { justDateSchema } from '../dates/just-date.schema.ts';

const text = shownText(TEXT_MAX.line).default('');
const optionalDate = justDateSchema.nullable().default(null);

/** A line of a purchase order; its total is quantity × unit_price. */
export const purchaseOrderItemSchema = z.object({
  id: z.number().int().optional(),
  item_number: text,
  description: text,
  job_name: text,
  quote_id: z.number().int().nullable().default(null),
  quantity: boundedNumber(RANGES.orderQuantity).default(0),
  unit_price: boundedNumber(RANGES.price).default(0),
});
export type PurchaseOrderItem = z.infer<typeof purchaseOrderItemSchema>;

/** A purchase order to a vendor; money in dollars, exact to the cent. */
export const purchaseOrderSchema = z.object({
  id: z.number().int().optional(),
  vendor_name: text,
  terms: text,
  ship_via: text,
  order_by: text,
  expected_order_date: optionalDate,
  expected_delivery_date: optionalDate,
  order_date: optionalDate,
  delivery_date: optionalDate,
  asante_shipping_address: text,
  vendor_shipping_address: text,
  items: z.array(purchaseOrderItemSchema).default([]),
  sub_total: boundedNumber(RANGES.signedMoney).default(0),
  sales_tax: boundedNumber(RANGES.price).default(0),
  shipping_charge: boundedNumber(RANGES.price).default(0),
  discount: boundedNumber(RANGES.price).default(0),
  notes: shownText(TEXT_MAX.longText).default(''),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

/** The purchase order search: vendor name like, and min/max date filters. */
export const purchaseOrderSearchSchema = z.object({
  like_vendor_name: boundedText(TEXT_MAX.label).optional(),
  date_field: z
    .enum(['expected_order_date', 'expected_delivery_date', 'order_date', 'delivery_date'])
    .optional(),
  min_date: justDateSchema.optional(),
  max_date: justDateSchema.optional(),
});
export type PurchaseOrderSearch = z.infer<typeof purchaseOrderSearchSchema>;
