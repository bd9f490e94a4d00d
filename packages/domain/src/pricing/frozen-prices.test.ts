import { describe, expect, it } from 'vitest';
import { freezeProcesses, pricesDiffer, pricingProcesses } from './frozen-prices.ts';
import type { FrozenProcess } from './frozen-prices.schema.ts';

const process = (id: number, small: number) => ({
  id,
  label: `P${id}`,
  pdf_label: '',
  small_size_cost: small,
  medium_size_cost: 1,
  large_size_cost: 0.5,
});
interface TestSign {
  type: number | null;
  subsigns: TestSign[];
}
const sign = (type: number | null, subsigns: TestSign[] = []): TestSign => ({ type, subsigns });

describe('prices frozen at save', () => {
  const before: FrozenProcess[] = [process(1, 10)];
  const now = [process(1, 20), process(2, 30), process(3, 40)];

  it('keeps what was frozen, freezes a process new to the quote (subsigns too) as it is now', () => {
    expect(freezeProcesses([sign(1, [sign(2)])], before, now)).toEqual([process(1, 10), process(2, 30)]);
    expect(freezeProcesses([sign(null)], before, now)).toEqual([]);
  });

  it('takes every process as it is now when asked to update prices', () => {
    expect(freezeProcesses([sign(1)], before, now, true)).toEqual([process(1, 20)]);
  });

  it('prices with the frozen processes first, the current ones for the rest, and keeps a deleted one', () => {
    expect(pricingProcesses(before, now)).toEqual([process(1, 10), process(2, 30), process(3, 40)]);
    expect(pricingProcesses([process(9, 5)], now).map((p) => p.id)).toEqual([1, 2, 3, 9]);
  });

  it('says when the current costs differ from the frozen ones', () => {
    expect(pricesDiffer(before, now)).toBe(true);
    expect(pricesDiffer([process(2, 30)], now)).toBe(false);
    expect(pricesDiffer([], now)).toBe(false);
  });
});
