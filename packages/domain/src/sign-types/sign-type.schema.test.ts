import { describe, expect, it } from 'vitest';
import { newAddonSchema, signAddonSchema } from './addon.schema.ts';
import { newSignTypeSchema, signTypeSchema } from './sign-type.schema.ts';

describe('sign type schemas', () => {
  it('default order_index 1000 and inuse true', () => {
    expect(signTypeSchema.parse({ id: 1, label: 'Laminate' })).toEqual({
      id: 1,
      label: 'Laminate',
      pdf_label: '',
      small_size_cost: 0,
      medium_size_cost: 0,
      large_size_cost: 0,
      order_index: 1000,
      inuse: true,
    });
    expect(newSignTypeSchema.safeParse({ label: '' }).success).toBe(false);
    expect(newSignTypeSchema.safeParse({ label: 'X', small_size_cost: -1 }).success).toBe(false);
  });

  it('parse new add-ons and chosen sign add-ons', () => {
    expect(newAddonSchema.parse({ cost_label: 'Finish' })).toMatchObject({
      inuse: true,
      type_id: null,
      options: [],
    });
    expect(signAddonSchema.parse({ label: 'Paint', square_inch_price: 0.05 })).toEqual({
      label: 'Paint',
      pdf_label: '',
      square_inch_price: 0.05,
      unit_price: 0,
      cost_label: '',
    });
  });
});
