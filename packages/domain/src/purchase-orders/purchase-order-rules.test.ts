import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  lineTotalCents,
  purchaseOrderIdFromNumber,
  purchaseOrderPhase,
  purchaseOrderTotals,
  shownPurchaseOrderNumber,
} from './purchase-order-rules.ts';
import { purchaseOrderSchema } from './purchase-order.schema.ts';

describe('purchase orders', () => {
  it('totals a line as quantity × unit price', () => {
    expect(lineTotalCents({ quantity: 3, unit_price: 12.5 })).toBe(3750);
    expect(lineTotalCents({ quantity: 3, unit_price: 0.335 })).toBe(101);
  });

  it('totals an order as items + tax + shipping − discount', () => {
    const order = {
      items: [
        { quantity: 2, unit_price: 100 },
        { quantity: 10, unit_price: 1.1 },
      ],
      sales_tax: 16.88,
      shipping_charge: 25,
      discount: 10,
    };
    expect(purchaseOrderTotals(order)).toEqual({ subTotal: 211, total: 242.88 });
  });

  it('does not depend on item order', () => {
    const item = fc.record({
      quantity: fc.integer({ min: 0, max: 1000 }),
      unit_price: fc.integer({ min: 0, max: 1e6 }).map((c) => c / 100),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 10 }), (items) => {
        const base = { sales_tax: 1.23, shipping_charge: 4.56, discount: 7.89 };
        expect(purchaseOrderTotals({ ...base, items: [...items].reverse() })).toEqual(
          purchaseOrderTotals({ ...base, items }),
        );
      }),
    );
  });

  it('shows the number 1,000,000 + id', () => {
    expect(shownPurchaseOrderNumber(42)).toBe(1_000_042);
    expect(purchaseOrderIdFromNumber(1_000_042)).toBe(42);
    expect(purchaseOrderIdFromNumber(42)).toBeNull();
  });

  it('knows its phase', () => {
    expect(purchaseOrderPhase({ order_date: null, delivery_date: null })).toBe('to-be-ordered');
    expect(purchaseOrderPhase({ order_date: '2024-01-02', delivery_date: null })).toBe('to-be-delivered');
    expect(purchaseOrderPhase({ order_date: '2024-01-02', delivery_date: '2024-01-09' })).toBe('delivered');
  });

  it('parses with defaults', () => {
    expect(purchaseOrderSchema.parse({ items: [{ description: 'Acrylic' }] })).toMatchObject({
      order_date: null,
      discount: 0,
      items: [{ description: 'Acrylic', quantity: 0, unit_price: 0, quote_id: null }],
    });
  });
});
