import { roundRate } from './money.ts';

/**
 * Total of a square-inch or unit price calculator list: the sum of its item values, rounded to
 * 3 decimals like any add-on price. Values that are not numbers (still being typed) count as 0.
 */
export function customPriceListTotal(items: readonly { value: number | string }[]): number {
  return roundRate(
    items.reduce((sum, item) => {
      const value = typeof item.value === 'number' ? item.value : Number(item.value.trim() || 'x');
      return sum + (Number.isFinite(value) ? value : 0);
    }, 0),
  );
}
