import { describe, expect, it } from 'vitest';
import { compareProcesses, effectiveOrderIndex, processChoices, sortProcesses } from './process-order.ts';

const process = (id: number, label: string, order_index = 1000, inuse = true) => ({
  id,
  label,
  order_index,
  inuse,
});

describe('process ordering', () => {
  it('puts outdated processes above 1000', () => {
    expect(effectiveOrderIndex(process(1, 'Other'))).toBe(1000);
    expect(effectiveOrderIndex(process(2, 'Laminate', 3, false))).toBe(1004);
    expect(effectiveOrderIndex(process(3, 'Laminate', 1000, false))).toBe(2001);
  });

  it('sorts by order_index, then the fixed list, then label', () => {
    const sorted = sortProcesses([
      process(1, 'Other'),
      process(2, 'Laminate'),
      process(3, 'Zebra Plates'),
      process(4, 'Raster Braille'),
      process(5, 'Digital Print', 5),
      process(6, 'Acrylic Applied 2021', 1, false),
      process(7, 'Unfinished'),
    ]);
    expect(sorted.map((p) => p.label)).toEqual([
      'Digital Print',
      'Raster Braille',
      'Laminate',
      'Unfinished',
      'Zebra Plates',
      'Other',
      'Acrylic Applied 2021',
    ]);
    expect(compareProcesses(process(1, 'A', 1), process(2, 'A', 1))).toBe(0);
  });

  it('offers in-use processes plus the current outdated one', () => {
    const types = [process(1, 'Other'), process(2, 'Laminate 2021', 1000, false), process(3, 'Laminate')];
    expect(processChoices(types).map((p) => p.id)).toEqual([3, 1]);
    expect(processChoices(types, 2).map((p) => p.id)).toEqual([3, 1, 2]);
  });
});
