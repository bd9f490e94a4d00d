import type { TaxChoice, TaxRate } from '@signshop/domain';
import type { Executor } from '../db/client.ts';
import { taxRates } from '../db/schema/index.ts';
import { findCompanyRecord } from './payment-terms.ts';

/** The shop's tax rates as they are now, by name (a shop keeps a handful). */
export function taxRatesNow(db: Executor): Promise<TaxRate[]> {
  return db
    .select({
      id: taxRates.id,
      name: taxRates.name,
      percent: taxRates.percent,
      taxes_shipping: taxRates.taxes_shipping,
    })
    .from(taxRates)
    .orderBy(taxRates.name, taxRates.id);
}

/** The tax a new quote of `company` takes: its record's default rate and exemption (none without one). */
export async function companyTaxChoice(db: Executor, company: string): Promise<TaxChoice> {
  const record = await findCompanyRecord(db, company);
  return { tax_rate_id: record?.tax_rate_id ?? null, tax_exempt: record?.tax_exempt ?? false };
}
