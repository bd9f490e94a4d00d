import { AppError, shownPurchaseOrderNumber } from '@signshop/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  purchaseOrderItems,
  purchaseOrders,
  type PurchaseOrderItemRow,
  type PurchaseOrderRow,
} from '../db/schema/index.ts';

/** A purchase order as the API and its PDF show it: its shown number, its items in order. */
export function toDto(order: PurchaseOrderRow, items: PurchaseOrderItemRow[]) {
  const { created_by: _by, created_at: _at, updated_at: _updated, ...fields } = order;
  return {
    ...fields,
    number: shownPurchaseOrderNumber(order.id),
    items: items.map(({ purchase_order_id: _order, position: _position, ...item }) => item),
  };
}
export type PurchaseOrderDto = ReturnType<typeof toDto>;

/** The items of each order, in their order on it. */
export async function itemsOf(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, PurchaseOrderItemRow[]>();
  const rows = await db
    .select()
    .from(purchaseOrderItems)
    .where(inArray(purchaseOrderItems.purchase_order_id, orderIds))
    .orderBy(asc(purchaseOrderItems.position));
  const byOrder = new Map<number, PurchaseOrderItemRow[]>();
  for (const row of rows)
    byOrder.set(row.purchase_order_id, [...(byOrder.get(row.purchase_order_id) ?? []), row]);
  return byOrder;
}

export async function getPurchaseOrder(db: Executor, id: number): Promise<PurchaseOrderDto> {
  const [order] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
  if (!order) throw new AppError('NOT_FOUND', `There is no purchase order with id ${id}.`);
  return toDto(order, (await itemsOf(db, [id])).get(id) ?? []);
}
