import { describe, expect, it } from 'vitest';
import {
  addItem,
  amountOf,
  bodyFromDraft,
  bodyFromOrder,
  draftFromOrder,
  draftTotals,
  emptyDraft,
  isBadAmount,
  listSuggestions,
  pastValues,
  pickedJob,
  pickedPastItem,
  removeItem,
  typedJobName,
  unitPriceText,
  updateItem,
  type PurchaseOrderDraft,
  type PurchaseOrderDto,
} from './po-form.ts';

const saved: PurchaseOrderDto = {
  id: 7,
  number: 1_000_007,
  vendor_name: 'Rowmark Plastics',
  terms: 'Net 30',
  ship_via: 'UPS',
  order_by: 'Pat',
  expected_order_date: '2026-05-02',
  expected_delivery_date: null,
  order_date: null,
  delivery_date: null,
  asante_shipping_address: '1 Main St',
  vendor_shipping_address: '',
  items: [
    {
      id: 11,
      item_number: 'RM-1',
      description: 'Photoluminescent sheet',
      job_name: 'Lobby',
      quote_id: 3,
      quantity: 3,
      unit_price: 41.5,
      line_total: 124.5,
    },
  ],
  sub_total: 124.5,
  sales_tax: 9.99,
  shipping_charge: 25,
  discount: 0,
  total: 159.49,
  notes: 'Call first',
};

/** A draft whose lines hold these quantities and unit prices, and these amounts. */
function draftWith(lines: [string, string][], amounts: Partial<PurchaseOrderDraft> = {}) {
  let draft = { ...emptyDraft(), items: [], ...amounts } as PurchaseOrderDraft;
  for (const [quantity, unit_price] of lines) {
    draft = addItem(draft);
    draft = updateItem(draft, draft.items.at(-1)!.key, { quantity, unit_price, description: 'x' });
  }
  return draft;
}

describe('totals', () => {
  it('works out line totals, sub total and order total to the cent as the server does', () => {
    const draft = draftWith(
      [
        ['3', '41.50'],
        ['2', '12.345'],
      ],
      { sales_tax: '9.99', shipping_charge: '25', discount: '5' },
    );
    expect(draftTotals(draft)).toEqual({ lines: [124.5, 24.69], subTotal: 149.19, total: 179.18 });
  });

  it('counts blank and unreadable amounts as 0 and marks only the unreadable ones', () => {
    const draft = draftWith(
      [
        ['', '10'],
        ['2', 'abc'],
      ],
      { discount: 'x' },
    );
    expect(draftTotals(draft)).toEqual({ lines: [0, 0], subTotal: 0, total: 0 });
    expect(amountOf(' 2.5 ')).toBe(2.5);
    expect(isBadAmount('')).toBe(false);
    expect(isBadAmount('1,5')).toBe(true);
  });

  it('lets a discount take the total below the sub total, even below zero', () => {
    expect(draftTotals(draftWith([['1', '10']], { discount: '15.5' })).total).toBe(-5.5);
  });
});

describe('item lines', () => {
  it('starts a new order with one empty line and no amounts', () => {
    const draft = emptyDraft();
    expect(draft.items).toHaveLength(1);
    expect(bodyFromDraft(draft)).toMatchObject({ items: [], sales_tax: 0, order_date: null });
  });

  it('adds lines with their own keys and removes the one asked for', () => {
    let draft = addItem(addItem(emptyDraft()));
    const [first, second, third] = draft.items.map((item) => item.key);
    expect(new Set([first, second, third]).size).toBe(3);
    draft = updateItem(draft, second!, { description: 'Second' });
    draft = removeItem(draft, first!);
    expect(draft.items.map((item) => item.key)).toEqual([second, third]);
    expect(draft.items[0]?.description).toBe('Second');
  });

  it('keeps one empty line when the last is removed', () => {
    const draft = emptyDraft();
    const after = removeItem(draft, draft.items[0]!.key);
    expect(after.items).toHaveLength(1);
    expect(after.items[0]?.key).not.toBe(draft.items[0]?.key);
  });

  it('saves amounts as numbers and leaves blank lines out', () => {
    const draft = addItem(draftWith([['4', '2.5']], { shipping_charge: '12.50' }));
    const body = bodyFromDraft(draft);
    expect(body.items).toEqual([
      { item_number: '', description: 'x', job_name: '', quote_id: null, quantity: 4, unit_price: 2.5 },
    ]);
    expect(body.shipping_charge).toBe(12.5);
    expect(body).not.toHaveProperty('sub_total');
  });
});

describe('saved orders', () => {
  it('round-trips a saved order through the form unchanged', () => {
    expect(bodyFromDraft(draftFromOrder(saved))).toEqual(bodyFromOrder(saved));
  });

  it('sends an order back whole with a date set, without what the server works out', () => {
    const body = bodyFromOrder(saved, { order_date: '2026-05-12' });
    expect(body).toMatchObject({
      order_date: '2026-05-12',
      vendor_name: 'Rowmark Plastics',
      notes: 'Call first',
    });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('total');
    expect(body).not.toHaveProperty('sub_total');
    const { id: _id, line_total: _lineTotal, ...sentItem } = saved.items[0]!;
    expect(body.items).toEqual([sentItem]);
  });

  it('gives an order without items one empty line to type in', () => {
    expect(draftFromOrder({ ...saved, items: [] }).items).toHaveLength(1);
  });
});

describe('jobs and past items', () => {
  it('ties a line to a picked quote and unties it when the job name is typed over', () => {
    expect(pickedJob({ id: 9, job_name: 'Hospital' })).toEqual({ quote_id: 9, job_name: 'Hospital' });
    expect(typedJobName('Hospit')).toEqual({ quote_id: null, job_name: 'Hospit' });
  });

  it('fills number and price from a past item only where the line has none', () => {
    const past = { description: 'Braille beads', item_number: 'RM-2', unit_price: 12.345 };
    const blank = emptyDraft().items[0]!;
    expect(pickedPastItem(blank, past)).toEqual({
      description: 'Braille beads',
      item_number: 'RM-2',
      unit_price: '12.345',
    });
    expect(pickedPastItem({ ...blank, item_number: 'MINE', unit_price: '10' }, past)).toEqual({
      description: 'Braille beads',
    });
  });
});

describe('terms and ship via suggestions', () => {
  const pastOrders = [
    { terms: 'Net 45', ship_via: 'Courier' },
    { terms: ' net 30 ', ship_via: '' },
    { terms: 'Net 45', ship_via: 'UPS Ground' },
    { terms: 'Net 90', ship_via: 'ups' },
  ];

  it('collects distinct past entries, newest first', () => {
    expect(pastValues(pastOrders, 'terms')).toEqual(['Net 45', 'net 30', 'Net 90']);
    expect(pastValues(pastOrders, 'ship_via')).toEqual(['Courier', 'UPS Ground', 'ups']);
  });

  it('offers at most 4, the fixed list first, then past entries not already in it', () => {
    const past = pastValues(pastOrders, 'terms');
    expect(listSuggestions('terms', past, 'ne')).toEqual(['Net 30', 'Net 60', 'Net 45', 'Net 90']);
    expect(listSuggestions('terms', past, 'credit')).toEqual(['Credit Card']);
    expect(listSuggestions('terms', past, 'zz')).toEqual([]);
  });

  it('suggests ship via from the fixed list and past entries', () => {
    const past = pastValues(pastOrders, 'ship_via');
    expect(listSuggestions('ship_via', past, 'up')).toEqual(['UPS', 'UPS Ground']);
    expect(listSuggestions('ship_via', past, 'ai')).toEqual(['Air Cargo', 'Royal Mail', 'Mail']);
    expect(listSuggestions('ship_via', [], 'ma')).toHaveLength(2);
  });
});

it('shows a unit price with the decimals it has past the cent', () => {
  expect(unitPriceText(41.5)).toBe('$41.50');
  expect(unitPriceText(12.345)).toBe('$12.345');
  expect(unitPriceText(1234)).toBe('$1,234.00');
});

it('shows saved money amounts with two decimals and quantities as they are', () => {
  const draft = draftFromOrder(saved);
  expect(draft.items[0]).toMatchObject({ quantity: '3', unit_price: '41.50' });
  expect([draft.sales_tax, draft.shipping_charge, draft.discount]).toEqual(['9.99', '25.00', '']);
});
