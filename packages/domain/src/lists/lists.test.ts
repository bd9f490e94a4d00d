import { describe, expect, it } from 'vitest';
import {
  EQUIP_FILTER_OPTIONS,
  MATERIAL_FILTER_OPTIONS,
  MATERIALS,
  SHIP_VIA,
  SHIPPING_METHODS,
  TERMS,
  THICKNESSES,
} from './constants.ts';
import { DEFAULT_PRODUCTION_STATE, PRODUCTION_STATES } from './production.ts';
import { shouldSuggest, suggestFrom } from './suggestions.ts';

describe('lists', () => {
  it("hold the shop's fixed choices", () => {
    expect(TERMS).toEqual(['Credit Card', 'C.O.D', 'Net 30', 'Net 60']);
    expect(SHIP_VIA).toHaveLength(8);
    expect(SHIPPING_METHODS).toEqual(['Fed Ex', 'UPS', 'Other']);
    expect(THICKNESSES[0]).toBe('.02');
    expect(MATERIALS).toHaveLength(14);
    expect(MATERIAL_FILTER_OPTIONS[0]).toBe('All');
    expect(EQUIP_FILTER_OPTIONS).toEqual([
      'All',
      'Laser',
      'Router',
      'Engraver',
      'Printer',
      'Paint',
      'Screen Printing',
      'Plotter/Other',
      'Other',
    ]);
    expect(PRODUCTION_STATES).toEqual([
      'All',
      'In Production',
      'Ready For Production',
      'Thermoformed Signs Received',
    ]);
    expect(DEFAULT_PRODUCTION_STATE).toBe('In Production');
  });

  it('suggests after more than one character', () => {
    expect(shouldSuggest('a')).toBe(false);
    expect(shouldSuggest(' ab')).toBe(true);
  });

  it('suggests at most 4 matches, prefix matches first', () => {
    expect(suggestFrom(SHIP_VIA, 'a')).toEqual(['Air Cargo', 'Royal Mail', 'Flat Rate', 'Mail']);
    expect(suggestFrom(SHIP_VIA, 'u')).toEqual(['UPS', 'USPS']);
    expect(suggestFrom(TERMS, 'net')).toEqual(['Net 30', 'Net 60']);
    expect(suggestFrom(TERMS, '')).toHaveLength(4);
  });
});
