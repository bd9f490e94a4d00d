import { fromCents, toCents } from '../pricing/money.ts';

/** Purchase order numbers are shown as 1,000,000 plus the id. */
export const PURCHASE_ORDER_NUMBER_BASE = 1_000_000;

/** Line total in cents: quantity × unit_price, rounded to the cent. */
export function lineTotalCents(item: { quantity: number; unit_price: number }): number {
  return toCents(item.quantity * item.unit_price);
}

/** Sub total and order total (items + sales_tax + shipping_charge − discount), in dollars. */
export function purchaseOrderTotals(order: {
  items: readonly { quantity: number; unit_price: number }[];
  sales_tax: number;
  shipping_charge: number;
  discount: number;
}): { subTotal: number; total: number } {
  const subCents = order.items.reduce((sum, item) => sum + lineTotalCents(item), 0);
  const totalCents =
    subCents + toCents(order.sales_tax) + toCents(order.shipping_charge) - toCents(order.discount);
  return { subTotal: fromCents(subCents), total: fromCents(totalCents) };
}

/** The purchase order number shown to users: 1,000,000 + id. */
export function shownPurchaseOrderNumber(id: number): number {
  return PURCHASE_ORDER_NUMBER_BASE + id;
}

/** The id behind a shown purchase order number, or null when it is not one. */
export function purchaseOrderIdFromNumber(shown: number): number | null {
  const id = shown - PURCHASE_ORDER_NUMBER_BASE;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The phase of a purchase order: to be ordered, to be delivered, or delivered. */
export type PurchaseOrderPhase = 'to-be-ordered' | 'to-be-delivered' | 'delivered';

/** No order_date: to be ordered; order_date but no delivery_date: to be delivered; else delivered. */
export function purchaseOrderPhase(order: {
  order_date: string | null;
  delivery_date: string | null;
}): PurchaseOrderPhase {
  if (!order.order_date) return 'to-be-ordered';
  return order.delivery_date ? 'delivered' : 'to-be-delivered';
}
