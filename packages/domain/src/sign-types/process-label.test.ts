import { describe, expect, it } from 'vitest';
import {
  addonsAfterProcessChange,
  isOtherProcess,
  processBaseLabel,
  processChangeResetsAddons,
  processDisplayLabel,
} from './process-label.ts';

describe('process labels', () => {
  it.each([
    ['Raster Braille', 'Raster Braille'],
    ['Raster Braille 2022', 'Raster Braille'],
    ['Raster Braille (Jan 2022)', 'Raster Braille'],
    ['Raster Braille - January 1, 2022', 'Raster Braille'],
    ['Raster Braille 01/2022', 'Raster Braille'],
    ['Raster Braille 1/1/22', 'Raster Braille'],
    ['Digital Print 2023-07-01', 'Digital Print'],
    ['Sintra 24', 'Sintra 24'],
    ['2022', '2022'],
  ])('base label of %s is %s', (label, base) => {
    expect(processBaseLabel(label)).toBe(base);
  });

  it('recognises Other', () => {
    expect(isOtherProcess('Other')).toBe(true);
    expect(isOtherProcess('other 2022')).toBe(true);
    expect(isOtherProcess('Others')).toBe(false);
    expect(isOtherProcess(undefined)).toBe(false);
  });

  it('resets add-ons on a process change unless only the date suffix differs', () => {
    expect(processChangeResetsAddons('Raster Braille 2021', 'Raster Braille 2022')).toBe(false);
    expect(processChangeResetsAddons('Raster Braille', 'Raster Braille (Jan 2022)')).toBe(false);
    expect(processChangeResetsAddons('Raster Braille', 'Laminate')).toBe(true);
    expect(processChangeResetsAddons(null, 'Laminate')).toBe(true);
    const addons = [{ label: 'Paint' }];
    expect(addonsAfterProcessChange(addons, 'Laminate 2021', 'Laminate 2022')).toEqual(addons);
    expect(addonsAfterProcessChange(addons, 'Laminate', 'Other')).toEqual([]);
  });

  it("shows a process no longer in use with the suffix 'Outdated'", () => {
    expect(processDisplayLabel({ label: 'Laminate 2021', inuse: false })).toBe('Laminate 2021 Outdated');
    expect(processDisplayLabel({ label: 'Laminate', inuse: true })).toBe('Laminate');
  });
});
