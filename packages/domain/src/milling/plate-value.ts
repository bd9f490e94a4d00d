import { WEEK_SECONDS } from './machines.ts';

/**
 * The unit of a plate's height and width: feet, so its area is in square feet. With feet the
 * value constants below fit the shop: a 4 × 8 ft plate is worth 32 × 0.3 = 9.6, about an hour of
 * milling at the optimal week's 10 an hour.
 */
export const PLATE_UNIT = 'ft';

/** A plate's size with its unit: '4 × 8 ft'. */
export function formatPlateSize(plate: { height: number; width: number }): string {
  return `${plate.height} × ${plate.width} ${PLATE_UNIT}`;
}

/** Plates of this area (square feet) or less do not count for value statistics. */
export const MIN_VALUE_AREA = 3;
/** Value per unit of plate area. */
export const VALUE_PER_AREA = 0.3;
/** Optimal weekly value, 5-day reading: 5 days × 0.9 × 0.93 × 24 h × 10 = 1004.4. */
export const OPTIMAL_WEEKLY_VALUE_FIVE_DAYS = 5 * 0.9 * 0.93 * 24 * 10;
/** Optimal weekly value, 7-day reading: 7 days × 24 h × 10 = 1680. */
export const OPTIMAL_WEEKLY_VALUE_SEVEN_DAYS = 7 * 24 * 10;

/** Plate area: height × width. */
export function plateArea(plate: { height: number; width: number }): number {
  return plate.height * plate.width;
}

/** True when a plate counts for value: area above 3. */
export function countsForValue(plate: { height: number; width: number }): boolean {
  return plateArea(plate) > MIN_VALUE_AREA;
}

/** A plate's value: area × 0.3 when it counts, else 0. */
export function plateValue(plate: { height: number; width: number }): number {
  return countsForValue(plate) ? plateArea(plate) * VALUE_PER_AREA : 0;
}

/** Value and count of the plates that count (area above 3). */
export function plateValueStats(plates: readonly { height: number; width: number }[]): {
  count: number;
  value: number;
} {
  const counted = plates.filter(countsForValue);
  return { count: counted.length, value: counted.reduce((sum, plate) => sum + plateValue(plate), 0) };
}

/** The optimal value for a period of `seconds` under either weekly formula. */
export function optimalValue(seconds: number, formula: 'five-days' | 'seven-days'): number {
  const weekly = formula === 'five-days' ? OPTIMAL_WEEKLY_VALUE_FIVE_DAYS : OPTIMAL_WEEKLY_VALUE_SEVEN_DAYS;
  return (weekly * seconds) / WEEK_SECONDS;
}
