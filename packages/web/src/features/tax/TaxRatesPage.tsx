import { Page } from '../../ui/Page.tsx';
import { useTaxRates } from './queries.ts';
import { TaxRateForm } from './TaxRateForm.tsx';

/**
 * /admin/tax: the shop's sales tax rates. A quote takes its company's default rate when created and
 * keeps the rate's name, percent and shipping rule as they were at its save.
 */
export function TaxRatesPage() {
  const rates = useTaxRates();
  return (
    <Page title="Sales Tax">
      <p className="text-body-secondary">
        Quotes keep the rate they were saved with: a change here applies to new quotes and to quotes given the
        rate again or re-priced with Update prices.
      </p>
      <section aria-labelledby="tax-new-heading" className="mb-4">
        <h2 id="tax-new-heading" className="h5">
          New rate
        </h2>
        <TaxRateForm />
      </section>
      <section aria-labelledby="tax-rates-heading">
        <h2 id="tax-rates-heading" className="h5">
          Rates
        </h2>
        {rates.isPending && <p className="text-body-secondary">Loading…</p>}
        {rates.data?.length === 0 && (
          <p className="text-body-secondary">No tax rates yet: quotes carry no tax.</p>
        )}
        {rates.data?.map((rate) => (
          <TaxRateForm key={`${rate.id}-${rate.name}-${rate.percent}-${rate.taxes_shipping}`} rate={rate} />
        ))}
      </section>
    </Page>
  );
}
