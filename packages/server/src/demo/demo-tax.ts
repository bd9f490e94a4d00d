import { Readable } from 'node:stream';
import { addDays, type JustDate, type SessionUser } from '@signshop/domain';
import type { Db } from '../db/client.ts';
import { saveExemptionFile } from '../features/company-info/exemption-file.service.ts';
import { updateCompanyInfo } from '../features/company-info/company-info.service.ts';
import { createTaxRate } from '../features/tax/tax-rates.service.ts';
import type { FileStorage } from '../platform/storage/storage.ts';

/** The demo's two sales tax rates. */
export const DEMO_TAX_RATES = [
  { name: 'King County, WA', percent: 10.25, taxes_shipping: true },
  { name: 'Boise, ID', percent: 6, taxes_shipping: false },
] as const;

/** The demo's exempt school district and its certificate. */
export const DEMO_EXEMPT = { company: 'Summit School District', certificate: 'ID-ST-101-2231' };

/** The companies whose new quotes take a demo rate by default (their seeded jobs stay as quoted). */
const DEFAULT_RATES: Record<string, number> = {
  'Harbor Hotel Group': 0,
  'Northgate Mall': 0,
  'Lakeside Medical Center': 0,
};

/** A small PDF standing for the scanned certificate. */
const certificatePdf = (company: string) =>
  Buffer.from(
    `%PDF-1.4\n% Sales tax exemption certificate of ${company}, ${DEMO_EXEMPT.certificate}\n%%EOF\n`,
  );

/**
 * Two sales tax rates; three companies take the first by default (after their demo jobs were
 * seeded, so those keep their totals), and the school district is exempt with its certificate file.
 */
export async function seedDemoTax(db: Db, storage: FileStorage, admin: SessionUser, today: JustDate) {
  const rates = [];
  for (const rate of DEMO_TAX_RATES) rates.push(await createTaxRate(db, admin.id, rate));
  for (const [company, index] of Object.entries(DEFAULT_RATES))
    await updateCompanyInfo(db, admin, { company, tax_rate_id: rates[index]!.id });
  await updateCompanyInfo(db, admin, {
    company: DEMO_EXEMPT.company,
    tax_exempt: true,
    exemption_certificate: DEMO_EXEMPT.certificate,
    exemption_expires: addDays(today, 400),
  });
  const pdf = certificatePdf(DEMO_EXEMPT.company);
  await saveExemptionFile(
    db,
    storage,
    admin,
    DEMO_EXEMPT.company,
    { filename: `${DEMO_EXEMPT.certificate}.pdf`, content: Readable.from([pdf]), tooLarge: () => false },
    pdf.length,
  );
}
