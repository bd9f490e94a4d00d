import { roundRate } from './money.ts';

/** Signs of the process Other smaller than this (sq in) have add-on rates charged as if this size. */
export const OTHER_MIN_AREA = 24;

interface Priced {
  square_inch_price: number;
  unit_price: number;
}

/** The factor on add-on square-inch rates: 24/area for Other under 24 sq in, else 1. */
export function otherAreaFactor(area: number, isOther: boolean): number {
  return isOther && area < OTHER_MIN_AREA ? OTHER_MIN_AREA / area : 1;
}

/** A custom add-on's square_inch_price from the rate as typed, scaled for Other and rounded to 3 decimals. */
export function scaledSquareInchPrice(typed: number, area: number, isOther: boolean): number {
  return roundRate(typed * otherAreaFactor(area, isOther));
}

/** Sum of chosen add-on square-inch rates (scaled for Other) and custom items' square_inch_price. */
export function addonSquareInchSum(
  addons: readonly Priced[],
  customItems: readonly Priced[],
  area: number,
  isOther: boolean,
): number {
  const chosen = addons.reduce((sum, addon) => sum + addon.square_inch_price, 0);
  const custom = customItems.reduce((sum, item) => sum + item.square_inch_price, 0);
  return chosen * otherAreaFactor(area, isOther) + custom;
}

/** Sum of chosen add-on and custom item unit prices. */
export function addonUnitSum(addons: readonly Priced[], customItems: readonly Priced[]): number {
  return [...addons, ...customItems].reduce((sum, item) => sum + item.unit_price, 0);
}
