import { billedAmount } from '../billing/billed-amount.ts';
import { AppError } from '../errors.ts';
import { RANGES, describeRange, inRange } from '../numbers/ranges.ts';
import { quoteTax } from './quote-tax.ts';
import type { TaxRate } from './tax-rate.schema.ts';

/** The sales tax a quote stores, frozen at save like its prices. */
export interface FrozenTax {
  tax_rate_id: number | null;
  tax_rate_name: string;
  tax_percent: number;
  tax_shipping: boolean;
  tax_exempt: boolean;
  tax_amount: number;
}

/** What a save asks for: the rate chosen (null: none) and whether the quote is exempt. */
export interface TaxChoice {
  tax_rate_id: number | null;
  tax_exempt: boolean;
}

/**
 * The tax a save stores, by the rule of the frozen prices: a quote keeping its rate keeps the
 * rate's name, percent and shipping rule as they were at its last save (a rate changed or removed
 * since changes nothing), unless the save re-prices (`retake`, "Update prices") and the rate still
 * exists; a rate newly chosen is taken as it is now (`rateNow`). The tax itself is always computed
 * here from the total and shipping being saved (quoteTax), never taken from the client.
 */
export function freezeTax(
  choice: TaxChoice,
  before: FrozenTax | null,
  rateNow: TaxRate | undefined,
  quote: { total_price: number; shipping_cost: number },
  retake = false,
): FrozenTax {
  const terms = taxTerms(choice.tax_rate_id, before, rateNow, retake);
  const tax_amount = quoteTax(quote, {
    percent: terms.tax_percent,
    taxes_shipping: terms.tax_shipping,
    exempt: choice.tax_exempt,
  });
  if (!inRange(billedAmount({ total_price: quote.total_price, tax_amount }), RANGES.signedMoney)) {
    throw new AppError(
      'VALIDATION_ERROR',
      `Sales Tax: the total with tax must be ${describeRange(RANGES.signedMoney)} dollars; choose another tax rate or lower the total.`,
    );
  }
  return { tax_rate_id: choice.tax_rate_id, ...terms, tax_exempt: choice.tax_exempt, tax_amount };
}

function taxTerms(
  id: number | null,
  before: FrozenTax | null,
  rateNow: TaxRate | undefined,
  retake: boolean,
) {
  if (id === null) return { tax_rate_name: '', tax_percent: 0, tax_shipping: false };
  const kept = before !== null && before.tax_rate_id === id && (!retake || rateNow === undefined);
  if (kept) {
    return {
      tax_rate_name: before.tax_rate_name,
      tax_percent: before.tax_percent,
      tax_shipping: before.tax_shipping,
    };
  }
  if (!rateNow || rateNow.id !== id) {
    throw new AppError('VALIDATION_ERROR', `Tax Rate: there is no tax rate with id ${id}.`);
  }
  return { tax_rate_name: rateNow.name, tax_percent: rateNow.percent, tax_shipping: rateNow.taxes_shipping };
}
