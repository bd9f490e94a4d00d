import { describe, expect, it } from 'vitest';
import type { ShopIdentity } from '../platform/config.ts';
import { quoteMailContent } from './quote-email-content.ts';

const shop: ShopIdentity = {
  name: 'Northside Sign Co.',
  addressLines: ['1200 Industrial Parkway'],
  phone: '',
  email: '',
};
const quote = { job_name: 'Clinic wayfinding', given_id: 'PAT-1', total_price: 1036.8 };
const untaxed = { ...quote, tax_amount: 0, tax_rate_name: '', tax_percent: 0, tax_exempt: false };
const written = { subject: '', body: '' };

describe('a quote mail', () => {
  it('shows the tax line and the total with tax of a taxed quote, as its PDF does', () => {
    const taxed = { ...untaxed, tax_amount: 85.54, tax_rate_name: 'County', tax_percent: 8.25 };
    const mail = quoteMailContent(shop, taxed, written);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Sales tax: County (8.25%)');
      expect(part).toContain('$85.54');
      expect(part).toContain('$1,122.34');
    }
    expect(mail.text).toContain('Total with tax: $1,122.34');
  });

  it('says exempt for an exempt quote, and nothing of tax for a shop without rates', () => {
    const exempt = quoteMailContent(shop, { ...untaxed, tax_exempt: true }, written);
    expect(exempt.text).toContain('Sales tax: exempt: $0.00');
    const plain = quoteMailContent(shop, untaxed, written);
    expect(plain.text).toContain('Total: $1,036.80');
    expect(plain.text).not.toMatch(/tax/i);
  });
});
