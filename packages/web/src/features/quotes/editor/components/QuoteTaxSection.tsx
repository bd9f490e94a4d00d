import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import {
  exemptionExpired,
  formatLongDate,
  formatMoney,
  fromCents,
  freezeTax,
  taxLines,
  todayJustDate,
  type FrozenTax,
  type QuotePrice,
  type TaxRate,
} from '@signshop/domain';
import { useCompanyInfo } from '../../../company-info/queries.ts';
import { useTaxRates } from '../../../tax/queries.ts';
import type { EditorAction, EditorQuote } from '../quote-editor-state.ts';

interface QuoteTaxSectionProps {
  quote: EditorQuote;
  /** The tax frozen on the quote at its last save (null for a new quote). */
  frozen: FrozenTax | null;
  price: QuotePrice;
  /** Staff choose the rate and the exemption; a customer reads them. */
  staff: boolean;
  dispatch: (action: EditorAction) => void;
}

/**
 * The tax the save will store, as the server computes it (freezeTax): the quote's frozen rate while
 * it keeps it, a newly chosen rate as it is now. Null when not known before the save (a new quote
 * takes its company's default rate then, or a rate the list no longer has).
 */
export function taxToSave(
  quote: EditorQuote,
  frozen: FrozenTax | null,
  price: QuotePrice,
  rates: readonly TaxRate[],
) {
  if (quote.tax_rate_id === undefined) return null;
  const choice = { tax_rate_id: quote.tax_rate_id, tax_exempt: quote.tax_exempt ?? false };
  const total = { total_price: fromCents(price.totalCents), shipping_cost: fromCents(price.shippingCents) };
  try {
    return {
      ...freezeTax(
        choice,
        frozen,
        rates.find((rate) => rate.id === choice.tax_rate_id),
        total,
      ),
      ...total,
    };
  } catch {
    return null;
  }
}

/** The quote's sales tax under its total: the rate and exemption (staff choose them), the tax line and the total with tax. */
export function QuoteTaxSection({ quote, frozen, price, staff, dispatch }: QuoteTaxSectionProps) {
  const rates = useTaxRates(staff).data ?? [];
  const company = useCompanyInfo(staff && quote.customer_name.trim() ? quote.customer_name : null).data?.info;
  const tax = taxToSave(quote, frozen, price, rates);
  const lines = tax && taxLines(tax);
  const expired = company && exemptionExpired(company, todayJustDate());
  if (!staff && !lines) return null;
  return (
    <section className="quote-tax border rounded-3 p-3 mb-4" aria-label="Sales tax">
      {expired && (
        <Alert variant="warning" className="py-2">
          {company.company}&apos;s tax exemption certificate {company.exemption_certificate} expired on{' '}
          {formatLongDate(company.exemption_expires!)}. Ask for a new one before billing this quote as exempt.
        </Alert>
      )}
      {staff && (
        <div className="d-flex flex-wrap align-items-end gap-3 mb-2">
          <Form.Group controlId="quote-tax-rate">
            <Form.Label>Tax Rate</Form.Label>
            <Form.Select
              value={quote.tax_rate_id === undefined ? 'company' : (quote.tax_rate_id ?? '')}
              onChange={(e) => {
                const value = e.target.value;
                dispatch({ type: 'tax', tax_rate_id: value === '' ? null : Number(value) });
              }}
            >
              {quote.tax_rate_id === undefined && <option value="company">The company&apos;s default</option>}
              <option value="">No tax</option>
              {frozen?.tax_rate_id && !rates.some((rate) => rate.id === frozen.tax_rate_id) && (
                <option value={frozen.tax_rate_id}>{frozen.tax_rate_name} (removed)</option>
              )}
              {rates.map((rate) => (
                <option key={rate.id} value={rate.id}>
                  {rate.name} ({rate.percent}%)
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Check
            id="quote-tax-exempt"
            className="mb-2"
            label="Tax exempt"
            checked={quote.tax_exempt ?? false}
            onChange={(e) => dispatch({ type: 'tax', tax_exempt: e.target.checked })}
          />
        </div>
      )}
      {lines ? (
        <dl className="row mb-0">
          <dt className="col-7 fw-normal">{lines.label}</dt>
          <dd className="col-5 text-end mb-1" data-testid="quote-tax">
            {formatMoney(lines.tax)}
          </dd>
          <dt className="col-7 border-top pt-2 h5 mb-0">Total with tax</dt>
          <dd className="col-5 border-top pt-2 text-end h5 mb-0" data-testid="quote-billed">
            {formatMoney(lines.billed)}
          </dd>
        </dl>
      ) : (
        <p className="small text-body-secondary mb-0">
          {quote.tax_rate_id === undefined
            ? "The company's default rate and exemption are taken at save."
            : 'No sales tax.'}
        </p>
      )}
    </section>
  );
}
