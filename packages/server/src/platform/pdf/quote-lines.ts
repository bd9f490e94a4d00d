import {
  fromCents,
  hasTactileText,
  priceQuote,
  processLookup,
  roundTo,
  toCents,
  type Adjustment,
  type PricedProcess,
  type Sign,
  type SignPrice,
  type TactileText,
  taxLines,
  type TaxedQuote,
  type TaxLines,
} from '@signshop/domain';

/** A process as documents need it: its pricing costs and the label printed on PDFs. */
export interface DocumentProcess extends PricedProcess {
  pdf_label: string;
}

/** One row of a document's sign table: a sign or a sub-part, priced by the domain. */
export interface SignLine {
  /** 0 for a sign, 1 for its sub-part, … */
  depth: number;
  /** Index of the top-level sign this row belongs to (packaging slip quantities are per sign). */
  signIndex: number;
  /** The sign's own label (A, B, C-A …). */
  label: string;
  /** The process's pdf_label (its label when it has none). */
  process: string;
  /** Add-ons and custom add-ons, by their pdf_label. */
  addons: string[];
  width: number;
  height: number;
  /** Quantity on the quote row; for a sub-part, per one of its parent. */
  quantity: number;
  /** How many are made in all: quantity × the quantities of the parents. */
  totalQuantity: number;
  /** The parent's label, for sub-parts. */
  parentLabel: string | null;
  unitCents: number;
  /** unit × totalQuantity: the rows of a quote add up to its signs total. */
  lineCents: number;
  /** The sign's tactile text and Braille as saved, null when it has none. */
  tactile: TactileText | null;
}

export interface AdjustmentLine {
  label: string;
  percent: number;
  dollar: number;
  amountCents: number;
}

/** A quote priced for a document: every number comes from the domain's priceQuote. */
export interface QuoteView {
  lines: SignLine[];
  /** Total quantity of the top-level signs (the editor's sign count). */
  signCount: number;
  signsTotalCents: number;
  adjustments: AdjustmentLine[];
  shippingCents: number;
  totalCents: number;
  /** The sales tax line and billed total under the total; null for a quote without tax. */
  tax: TaxLines | null;
}

const labelOf = (item: { pdf_label?: string; label?: string }) =>
  (item.pdf_label ?? '').trim() || (item.label ?? '').trim();

function addonLabels(sign: Sign): string[] {
  const chosen = sign.addons.map(labelOf);
  const custom = sign.custom_addons
    ? [sign.custom_addons.description, ...sign.custom_addons.items.map((item) => item.label)]
    : [];
  return [...chosen, ...custom.map((text) => text.trim())].filter(Boolean);
}

function signLines(
  sign: Sign,
  price: SignPrice,
  processes: Map<number, DocumentProcess>,
  context: { depth: number; signIndex: number; multiplier: number; parentLabel: string | null },
): SignLine[] {
  const totalQuantity = sign.quantity * context.multiplier;
  const process = sign.type === null ? undefined : processes.get(sign.type);
  const row: SignLine = {
    depth: context.depth,
    signIndex: context.signIndex,
    label: sign.given_id,
    process: process ? labelOf(process) : '',
    addons: addonLabels(sign),
    width: sign.width,
    height: sign.height,
    quantity: sign.quantity,
    totalQuantity,
    parentLabel: context.parentLabel,
    unitCents: price.unitPriceCents,
    lineCents: roundTo(price.unitPriceCents * totalQuantity, 0),
    tactile: hasTactileText(sign.tactile) ? sign.tactile : null,
  };
  return [
    row,
    ...sign.subsigns.flatMap((subsign, i) =>
      signLines(subsign, price.subsigns[i]!, processes, {
        depth: context.depth + 1,
        signIndex: context.signIndex,
        multiplier: totalQuantity,
        parentLabel: sign.given_id,
      }),
    ),
  ];
}

/**
 * Adjustment amounts by cumulative rounding, so they add up exactly to the domain's rounded
 * Σ percent amount: amount_i = round(S × P_1..i / 100) − round(S × P_1..i-1 / 100) + dollar_i.
 */
function adjustmentLines(adjustments: readonly Adjustment[], signsTotalCents: number): AdjustmentLine[] {
  let percentSoFar = 0;
  let roundedSoFar = 0;
  return adjustments.map((adjustment) => {
    percentSoFar += adjustment.percent;
    const rounded = roundTo((signsTotalCents * percentSoFar) / 100, 0);
    const percentCents = rounded - roundedSoFar;
    roundedSoFar = rounded;
    return {
      label: adjustment.label,
      percent: adjustment.percent,
      dollar: adjustment.dollar,
      amountCents: percentCents + toCents(adjustment.dollar),
    };
  });
}

/** Prices a quote for a document: rows for signs and sub-parts, adjustments, shipping, total. */
export function quoteView(
  quote: { signs: readonly Sign[]; adjustments: readonly Adjustment[]; shipping_cost: number } & Partial<
    Omit<TaxedQuote, 'total_price'>
  >,
  processes: readonly DocumentProcess[],
): QuoteView {
  const price = priceQuote(quote, processLookup(processes));
  const byId = new Map(processes.map((process) => [process.id, process]));
  const lines = quote.signs.flatMap((sign, signIndex) =>
    signLines(sign, price.signs[signIndex]!, byId, { depth: 0, signIndex, multiplier: 1, parentLabel: null }),
  );
  return {
    lines,
    signCount: price.signCount,
    signsTotalCents: price.signsTotalCents,
    adjustments: adjustmentLines(quote.adjustments, price.signsTotalCents),
    shippingCents: price.shippingCents,
    totalCents: price.totalCents,
    tax: taxLines({
      total_price: fromCents(price.totalCents),
      tax_amount: quote.tax_amount ?? 0,
      tax_rate_name: quote.tax_rate_name ?? '',
      tax_percent: quote.tax_percent ?? 0,
      tax_exempt: quote.tax_exempt ?? false,
    }),
  };
}
