import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { numberBetween } from './number-checks.ts';
import { quotes } from './quotes.ts';

const money = (name: string) =>
  numeric(name, { precision: 14, scale: 2, mode: 'number' }).notNull().default(0);
const day = (name: string) => date(name, { mode: 'string' });

/** Purchase orders to vendors; sub_total and total are computed by the server from the items. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial('id').primaryKey(),
    vendor_name: text('vendor_name').notNull().default(''),
    terms: text('terms').notNull().default(''),
    ship_via: text('ship_via').notNull().default(''),
    order_by: text('order_by').notNull().default(''),
    expected_order_date: day('expected_order_date'),
    expected_delivery_date: day('expected_delivery_date'),
    order_date: day('order_date'),
    delivery_date: day('delivery_date'),
    asante_shipping_address: text('asante_shipping_address').notNull().default(''),
    vendor_shipping_address: text('vendor_shipping_address').notNull().default(''),
    sub_total: money('sub_total'),
    sales_tax: money('sales_tax'),
    shipping_charge: money('shipping_charge'),
    discount: money('discount'),
    total: money('total'),
    notes: text('notes').notNull().default(''),
    created_by: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchase_orders_vendor_trgm_idx').using('gin', sql`${t.vendor_name} gin_trgm_ops`),
    index('purchase_orders_order_date_idx').on(t.order_date),
    index('purchase_orders_delivery_date_idx').on(t.delivery_date),
    index('purchase_orders_expected_order_idx').on(t.expected_order_date),
    index('purchase_orders_expected_delivery_idx').on(t.expected_delivery_date),
    check('purchase_orders_sales_tax_range', numberBetween(t.sales_tax, 0, 100_000_000)),
    check('purchase_orders_shipping_charge_range', numberBetween(t.shipping_charge, 0, 100_000_000)),
    check('purchase_orders_discount_range', numberBetween(t.discount, 0, 100_000_000)),
    check('purchase_orders_sub_total_finite', numberBetween(t.sub_total, -999_999_999_999, 999_999_999_999)),
    check('purchase_orders_total_finite', numberBetween(t.total, -999_999_999_999, 999_999_999_999)),
  ],
);

/** Lines of a purchase order, in order; a line may name the job (quote) it is for. */
export const purchaseOrderItems = pgTable(
  'purchase_order_items',
  {
    id: serial('id').primaryKey(),
    purchase_order_id: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    item_number: text('item_number').notNull().default(''),
    description: text('description').notNull().default(''),
    job_name: text('job_name').notNull().default(''),
    quote_id: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    unit_price: numeric('unit_price', { precision: 14, scale: 4, mode: 'number' }).notNull().default(0),
    line_total: money('line_total'),
  },
  (t) => [
    index('purchase_order_items_order_idx').on(t.purchase_order_id, t.position),
    index('purchase_order_items_description_trgm_idx').using('gin', sql`${t.description} gin_trgm_ops`),
    index('purchase_order_items_quote_idx').on(t.quote_id),
    check('purchase_order_items_quantity_range', numberBetween(t.quantity, 0, 1_000_000)),
    check('purchase_order_items_unit_price_range', numberBetween(t.unit_price, 0, 100_000_000)),
    check(
      'purchase_order_items_line_total_finite',
      numberBetween(t.line_total, -999_999_999_999, 999_999_999_999),
    ),
  ],
);

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
export type PurchaseOrderItemRow = typeof purchaseOrderItems.$inferSelect;
