import {
  AppError,
  fromCents,
  lineTotalCents,
  purchaseOrderTotals,
  type JustDate,
  type PurchaseOrder,
} from '@signshop/domain';
import { and, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { purchaseOrderItems, purchaseOrders, quotes } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/sql-helpers.ts';
import {
  getPurchaseOrder,
  itemsOf,
  toDto,
  type PurchaseOrderDto,
} from '../../job-core/purchase-order-read.ts';

export { getPurchaseOrder, type PurchaseOrderDto };

export type PurchaseOrderInput = Omit<PurchaseOrder, 'id' | 'sub_total'>;
export type PurchaseOrderPhaseFilter = 'to-be-ordered' | 'to-be-delivered' | 'delivered';

export interface PurchaseOrderSearch {
  like_vendor_name?: string;
  date_field?: 'expected_order_date' | 'expected_delivery_date' | 'order_date' | 'delivery_date';
  min_date?: JustDate;
  max_date?: JustDate;
  phase?: PurchaseOrderPhaseFilter;
}

/** Items with their job names taken from the quotes they name; an unknown quote is refused. */
async function resolveItems(db: Executor, items: PurchaseOrderInput['items']) {
  const quoteIds = [...new Set(items.flatMap((item) => (item.quote_id === null ? [] : [item.quote_id])))];
  const jobs = quoteIds.length
    ? await db
        .select({ id: quotes.id, job_name: quotes.job_name })
        .from(quotes)
        .where(inArray(quotes.id, quoteIds))
    : [];
  const jobName = new Map(jobs.map((job) => [job.id, job.job_name]));
  return items.map((item, position) => {
    if (item.quote_id !== null && !jobName.has(item.quote_id)) {
      throw new AppError(
        'VALIDATION_ERROR',
        `Item ${position + 1} names a job that does not exist (quote ${item.quote_id}).`,
      );
    }
    return {
      position,
      item_number: item.item_number,
      description: item.description,
      quote_id: item.quote_id,
      job_name: item.quote_id === null ? item.job_name : jobName.get(item.quote_id)!,
      quantity: item.quantity,
      unit_price: item.unit_price,
      line_total: fromCents(lineTotalCents(item)),
    };
  });
}

function orderColumns(input: PurchaseOrderInput) {
  const { items: _items, ...fields } = input;
  const totals = purchaseOrderTotals(input);
  return { ...fields, sub_total: totals.subTotal, total: totals.total };
}

/** Creates a purchase order with its items; totals are computed here. */
export async function createPurchaseOrder(db: Db, accountId: number, input: PurchaseOrderInput) {
  return db.transaction(async (tx) => {
    const items = await resolveItems(tx, input.items);
    const [order] = await tx
      .insert(purchaseOrders)
      .values({ ...orderColumns(input), created_by: accountId })
      .returning();
    if (items.length)
      await tx
        .insert(purchaseOrderItems)
        .values(items.map((item) => ({ ...item, purchase_order_id: order!.id })));
    return getPurchaseOrder(tx, order!.id);
  });
}

/** Replaces a purchase order and its items in one transaction. */
export async function updatePurchaseOrder(db: Db, id: number, input: PurchaseOrderInput) {
  return db.transaction(async (tx) => {
    const items = await resolveItems(tx, input.items);
    const [order] = await tx
      .update(purchaseOrders)
      .set({ ...orderColumns(input), updated_at: new Date() })
      .where(eq(purchaseOrders.id, id))
      .returning({ id: purchaseOrders.id });
    if (!order) throw new AppError('NOT_FOUND', `There is no purchase order with id ${id}.`);
    await tx.delete(purchaseOrderItems).where(eq(purchaseOrderItems.purchase_order_id, id));
    if (items.length)
      await tx.insert(purchaseOrderItems).values(items.map((item) => ({ ...item, purchase_order_id: id })));
    return getPurchaseOrder(tx, id);
  });
}

const PHASES: Record<PurchaseOrderPhaseFilter, SQL | undefined> = {
  'to-be-ordered': isNull(purchaseOrders.order_date),
  'to-be-delivered': and(isNotNull(purchaseOrders.order_date), isNull(purchaseOrders.delivery_date)),
  delivered: and(isNotNull(purchaseOrders.order_date), isNotNull(purchaseOrders.delivery_date)),
};

/** Purchase orders by vendor name, a date range on one of the date fields, and phase. */
export async function searchPurchaseOrders(db: Db, search: PurchaseOrderSearch) {
  const dateColumn = purchaseOrders[search.date_field ?? 'order_date'];
  const conditions = [
    search.like_vendor_name?.trim()
      ? ilike(purchaseOrders.vendor_name, containsPattern(search.like_vendor_name))
      : undefined,
    search.min_date ? gte(dateColumn, search.min_date) : undefined,
    search.max_date ? lte(dateColumn, search.max_date) : undefined,
    search.phase ? PHASES[search.phase] : undefined,
  ];
  const orders = await db
    .select()
    .from(purchaseOrders)
    .where(and(...conditions))
    .orderBy(desc(sql`coalesce(${dateColumn}, ${purchaseOrders.created_at}::date)`), desc(purchaseOrders.id))
    .limit(500);
  const items = await itemsOf(
    db,
    orders.map((order) => order.id),
  );
  return orders.map((order) => toDto(order, items.get(order.id) ?? []));
}

/** Past items whose description contains the text (suggestions after more than one character), newest first. */
export async function searchItemDescriptions(db: Db, text: string) {
  if (text.trim().length < 2) return [];
  return db
    .selectDistinctOn([purchaseOrderItems.description], {
      description: purchaseOrderItems.description,
      item_number: purchaseOrderItems.item_number,
      unit_price: purchaseOrderItems.unit_price,
    })
    .from(purchaseOrderItems)
    .where(ilike(purchaseOrderItems.description, containsPattern(text)))
    .orderBy(purchaseOrderItems.description, desc(purchaseOrderItems.id))
    .limit(10);
}
