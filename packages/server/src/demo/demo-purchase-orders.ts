import { addDays, type JustDate } from '@signshop/domain';
import type { Db } from '../db/client.ts';
import type { QuoteRow } from '../db/schema/index.ts';
import { pickFrom, type Random } from '../features/milling/plate-generator.ts';
import { createPurchaseOrder } from '../features/purchase-orders/purchase-orders.service.ts';
import { PURCHASE_ITEMS, VENDORS } from './demo-catalog.ts';
import { between } from './demo-plan.ts';

type Phase = 'to-be-ordered' | 'to-be-delivered' | 'delivered-recently' | 'delivered-earlier';
const PHASES: Array<[Phase, number]> = [
  ['to-be-ordered', 4],
  ['to-be-delivered', 4],
  ['delivered-recently', 5],
  ['delivered-earlier', 3],
];

const SHOP_ADDRESS = 'SignShop, 500 Industrial Way, Portland, OR 97210';

/** Dates of an order in its phase: not ordered yet, on its way, or delivered (this month and earlier). */
function datesOf(random: Random, phase: Phase, today: JustDate) {
  if (phase === 'to-be-ordered') {
    const order = addDays(today, between(random, 0, 5));
    return {
      expected_order_date: order,
      expected_delivery_date: addDays(order, 7),
      order_date: null,
      delivery_date: null,
    };
  }
  const delivered = phase === 'delivered-recently' ? between(random, 0, 20) : between(random, 60, 120);
  const ordered = addDays(
    today,
    phase === 'to-be-delivered' ? -between(random, 1, 6) : -delivered - between(random, 4, 10),
  );
  return {
    expected_order_date: ordered,
    expected_delivery_date: addDays(ordered, 7),
    order_date: ordered,
    delivery_date: phase === 'to-be-delivered' ? null : addDays(today, -delivered),
  };
}

/** Purchase orders in every phase, their lines for open jobs, through the purchase-order service. */
export async function seedDemoPurchaseOrders(
  db: Db,
  random: Random,
  options: { today: JustDate; orderedBy: { id: number; name: string }; jobs: QuoteRow[] },
) {
  for (const [phase, count] of PHASES) {
    for (let n = 0; n < count; n++) {
      const vendor = pickFrom(random, VENDORS);
      const lines = between(random, 1, 4);
      await createPurchaseOrder(db, options.orderedBy.id, {
        vendor_name: vendor.name,
        terms: pickFrom(random, ['Net 30', 'Net 30', 'Credit Card', 'Net 60']),
        ship_via: pickFrom(random, ['UPS', 'Fed EX', 'Flat Rate']),
        order_by: options.orderedBy.name,
        ...datesOf(random, phase, options.today),
        asante_shipping_address: SHOP_ADDRESS,
        vendor_shipping_address: vendor.address,
        items: Array.from({ length: lines }, () => {
          const item = pickFrom(random, PURCHASE_ITEMS);
          const job = random() < 0.7 ? pickFrom(random, options.jobs) : null;
          return {
            ...item,
            job_name: job?.job_name ?? 'Shop stock',
            quote_id: job?.id ?? null,
            quantity: between(random, 1, 12),
          };
        }),
        sales_tax: 0,
        shipping_charge: pickFrom(random, [0, 15, 35]),
        discount: pickFrom(random, [0, 0, 10]),
        notes: random() < 0.3 ? 'Call before delivery; dock closes at 3 pm.' : '',
      });
    }
  }
}
