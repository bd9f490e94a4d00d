import { describe, expect, it } from 'vitest';
import { migrateCustomAddons, migrateSignsCustomAddons } from './custom-addon-migration.ts';

const old = {
  square_inch_prices: [
    { label: 'Paint', price: 0.05 },
    { label: 'Foam', price: '0.125' },
  ],
  unit_prices: [
    { label: 'Paint', price: 2 },
    { label: 'Rush', value: '15' },
  ],
  percent_marked_up: 10,
  description: 'Gold leaf',
};

describe('custom add-on migration (Jan 2022)', () => {
  it('merges the two old lists into items and flags the record', () => {
    expect(migrateCustomAddons(old)).toEqual({
      items: [
        { label: 'Paint', square_inch_price_no_size: 0.05, square_inch_price: 0.05, unit_price: 2 },
        { label: 'Foam', square_inch_price_no_size: 0.125, square_inch_price: 0.125, unit_price: 0 },
        { label: 'Rush', square_inch_price_no_size: 0, square_inch_price: 0, unit_price: 15 },
      ],
      percent_marked_up: 10,
      override_zero_quantity: false,
      description: 'Gold leaf',
      square_inch_calculator: [],
      unit_price_calculator: [],
      updated_to_jan_2022: true,
    });
  });

  it('runs once: a migrated record stays as it is', () => {
    const once = migrateCustomAddons(old);
    expect(migrateCustomAddons(once)).toEqual(once);
  });

  it('keeps empty custom add-ons empty', () => {
    expect(migrateCustomAddons(null)).toBeNull();
    expect(migrateCustomAddons(undefined)).toBeNull();
  });

  it('migrates signs and sub-parts', () => {
    interface StoredSign {
      given_id: string;
      custom_addons?: unknown;
      subsigns?: StoredSign[];
    }
    const stored: StoredSign[] = [
      { given_id: 'A', custom_addons: old, subsigns: [{ given_id: 'A-1', custom_addons: old }] },
    ];
    const signs = migrateSignsCustomAddons(stored);
    expect(signs[0]?.custom_addons).toMatchObject({ updated_to_jan_2022: true });
    expect(signs[0]?.subsigns?.[0]?.custom_addons).toMatchObject({ updated_to_jan_2022: true });
  });
});
