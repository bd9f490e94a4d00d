/** The three costs of a process: minimum price, and per square inch below and from 64 sq in. */
export interface ProcessCosts {
  small_size_cost: number;
  medium_size_cost: number;
  large_size_cost: number;
}

/** Size class of a sign. */
export type SizeTier = 'small' | 'medium' | 'large';

/** Largest area (sq in) of the medium tier; large starts at 64. */
export const MEDIUM_MAX_AREA = 63;

/** Sign area in square inches: height × width, with 0 counted as 1. */
export function signArea(height: number, width: number): number {
  const area = height * width;
  return area === 0 ? 1 : area;
}

/** Small below small/medium cost, medium up to and including 63, large above. */
export function sizeTier(area: number, costs: ProcessCosts): SizeTier {
  const { small_size_cost: small, medium_size_cost: medium } = costs;
  const smallBelow = medium > 0 ? small / medium : small > 0 ? Infinity : 0;
  if (area < smallBelow) return 'small';
  return area <= MEDIUM_MAX_AREA ? 'medium' : 'large';
}

/** Base price per square inch: small → small cost / area, medium → medium cost, large → large cost. */
export function basePerSquareInch(area: number, costs: ProcessCosts): number {
  const tier = sizeTier(area, costs);
  if (tier === 'small') return costs.small_size_cost / area;
  return tier === 'medium' ? costs.medium_size_cost : costs.large_size_cost;
}
