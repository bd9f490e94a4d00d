import { isOtherProcess } from '../sign-types/process-label.ts';
import { addonSquareInchSum, addonUnitSum } from './addon-rates.ts';
import { roundTo, toCents } from './money.ts';
import type { ProcessLookup } from './process-lookup.ts';
import { basePerSquareInch, signArea, sizeTier, type SizeTier } from './size-tier.ts';

interface PricedAddon {
  square_inch_price: number;
  unit_price: number;
}

/** The fields of a sign that pricing reads (a Sign fits). */
export interface PricedSign {
  type?: number | null;
  height: number;
  width: number;
  quantity: number;
  addons?: readonly PricedAddon[];
  custom_addons?: { percent_marked_up?: number; items?: readonly PricedAddon[] } | null;
  subsigns?: readonly PricedSign[];
}

/** A priced sign: the editor's Sq Inch Price, Unit Price and Total Price columns, money in cents. */
export interface SignPrice {
  area: number;
  tier: SizeTier;
  basePerSquareInch: number;
  squareInchPrice: number;
  unitPriceCents: number;
  /** unit price × quantity + quantity × the subsigns' totals. */
  totalCents: number;
  subsigns: SignPrice[];
}

const NO_COSTS = { small_size_cost: 0, medium_size_cost: 0, large_size_cost: 0 };

/**
 * Prices a sign: tiered base plus add-ons, marked up, unit price to cents, times
 * quantity, plus subsign totals times quantity. A sign without a known process has zero base cost.
 */
export function priceSign(sign: PricedSign, lookup: ProcessLookup): SignPrice {
  const process = lookup(sign.type);
  const costs = process ?? NO_COSTS;
  const area = signArea(sign.height, sign.width);
  const customItems = sign.custom_addons?.items ?? [];
  const addons = sign.addons ?? [];
  const markup = 1 + (sign.custom_addons?.percent_marked_up ?? 0) / 100;
  const base = basePerSquareInch(area, costs);
  const squareInchPrice =
    markup * (base + addonSquareInchSum(addons, customItems, area, isOtherProcess(process?.label)));
  const unitPriceCents = toCents(squareInchPrice * area + markup * addonUnitSum(addons, customItems));
  const subsigns = (sign.subsigns ?? []).map((subsign) => priceSign(subsign, lookup));
  const subsignCents = subsigns.reduce((sum, subsign) => sum + subsign.totalCents, 0);
  return {
    area,
    tier: sizeTier(area, costs),
    basePerSquareInch: base,
    squareInchPrice,
    unitPriceCents,
    totalCents: roundTo(sign.quantity * (unitPriceCents + subsignCents), 0),
    subsigns,
  };
}
