import { describe, expect, it } from 'vitest';
import { addonSchema } from './addon.schema.ts';
import { addonsForProcess, parseOrderIndex, signAddonFrom, sortAddons } from './addon-rules.ts';

const addon = (
  id: number,
  type_id: number | null,
  cost_order_index: number,
  order_index: number,
  inuse = true,
) => addonSchema.parse({ id, type_id, cost_order_index, order_index, inuse });

describe('add-on rules', () => {
  it('defaults inuse to true', () => {
    expect(addonSchema.parse({ id: 1 })).toMatchObject({ inuse: true, type_id: null, options: [] });
  });

  it("offers a process's own add-ons and All add-ons that are in use, in order", () => {
    const addons = [
      addon(1, 7, 2, 1),
      addon(2, null, 1, 5),
      addon(3, 8, 0, 0),
      addon(4, 7, 1, 1, false),
      addon(5, 7, 1, 2),
    ];
    expect(addonsForProcess(addons, 7).map((a) => a.id)).toEqual([5, 2, 1]);
  });

  it('sorts by header then row order', () => {
    expect(
      sortAddons([addon(1, null, 2, 0), addon(2, null, 1, 9), addon(3, null, 1, 1)]).map((a) => a.id),
    ).toEqual([3, 2, 1]);
  });

  it('copies a chosen option with prices to 3 decimals', () => {
    const option = { label: 'Paint', pdf_label: 'Painted', square_inch_price: 0.05049, unit_price: 2 };
    expect(signAddonFrom({ id: 4, cost_label: 'Finish' }, option)).toEqual({
      id: 4,
      cost_label: 'Finish',
      label: 'Paint',
      pdf_label: 'Painted',
      square_inch_price: 0.05,
      unit_price: 2,
    });
  });

  it('parses order indices as decimals', () => {
    expect(parseOrderIndex(' 2.5 ')).toBe(2.5);
    expect(parseOrderIndex('-1')).toBe(-1);
    expect(parseOrderIndex('')).toBeNull();
    expect(parseOrderIndex('abc')).toBeNull();
  });
});
