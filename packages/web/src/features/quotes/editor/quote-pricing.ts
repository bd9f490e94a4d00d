import {
  isOtherProcess,
  priceQuote,
  priceSign,
  scaledSquareInchPrice,
  signArea,
  type ProcessLookup,
  type QuotePrice,
  type Sign,
  type SignPrice,
} from '@signshop/domain';
import { numberOf, type EditorQuote, type SignRow } from './quote-editor-state.ts';

/** A sign row as the domain reads it: typed numbers read (0 while not numbers), custom rates scaled. */
export function signOf(row: SignRow, lookup: ProcessLookup, orderIndex = 0): Sign {
  const width = numberOf(row.width);
  const height = numberOf(row.height);
  const area = signArea(height, width);
  const isOther = isOtherProcess(lookup(row.type)?.label);
  const custom = row.custom_addons;
  return {
    ...(row.id === undefined ? {} : { id: row.id }),
    given_id: row.given_id,
    type: row.type,
    addons: row.addons,
    picks: row.picks,
    width,
    height,
    quantity: numberOf(row.quantity),
    order_index: orderIndex,
    subsigns: row.subsigns.map((subsign, i) => signOf(subsign, lookup, i)),
    ...(row.tactile ? { tactile: row.tactile } : {}),
    custom_addons: custom && {
      ...custom,
      items: custom.items.map((item) => {
        const typed = numberOf(item.square_inch_price_no_size);
        return {
          label: item.label,
          square_inch_price_no_size: typed,
          square_inch_price: scaledSquareInchPrice(typed, area, isOther),
          unit_price: numberOf(item.unit_price),
        };
      }),
    },
  };
}

/**
 * Prices rows with the domain, remembering each row's price while the row is unchanged (rows are
 * immutable), so a keystroke reprices one row and the table re-renders only that row.
 */
export function createSignPricer(lookup: ProcessLookup) {
  const signs = new WeakMap<SignRow, Sign>();
  const prices = new WeakMap<SignRow, SignPrice>();
  const sign = (row: SignRow, index: number) => {
    let found = signs.get(row);
    if (!found || found.order_index !== index) {
      found = signOf(row, lookup, index);
      signs.set(row, found);
    }
    return found;
  };
  const price = (row: SignRow) => {
    let found = prices.get(row);
    if (!found) {
      found = priceSign(sign(row, 0), lookup);
      prices.set(row, found);
    }
    return found;
  };
  /** The whole quote, priced by the domain exactly as the server prices it on save. */
  const quote = (draft: EditorQuote): QuotePrice =>
    priceQuote(
      {
        signs: draft.signs.map(sign),
        adjustments: draft.adjustments.map((row) => ({
          percent: numberOf(row.percent),
          dollar: numberOf(row.dollar),
        })),
        shipping_cost: numberOf(draft.shipping_cost),
      },
      lookup,
    );
  return { sign, price, quote };
}

export type SignPricer = ReturnType<typeof createSignPricer>;

/** The quote as it is sent on save (the server recomputes total_price; ids stay). */
export function quoteForSave(draft: EditorQuote, pricer: SignPricer) {
  return {
    ...draft,
    signs: draft.signs.map((row, i) => pricer.sign(row, i)),
    adjustments: draft.adjustments.map((row) => ({
      label: row.label,
      percent: numberOf(row.percent),
      dollar: numberOf(row.dollar),
    })),
    shipping_cost: numberOf(draft.shipping_cost),
    total_price: pricer.quote(draft).totalCents / 100,
  };
}
