import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { billedAmount, formatMoney, Role } from '@signshop/domain';
import { TaxPage } from '../../page-models/tax-page.ts';
import { createUser, signInAs } from '../../support/accounts.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { renderFirstPage } from '../../support/pdf-page-image.ts';
import { PHONE, pageWidth } from '../../support/phone-layout.ts';
import { SCREENSHOT_DIR } from '../../support/test-env.ts';

const SHOTS = '/tmp/shots-tax';

/** A quote of one sign for `company`, created through the API by the signed-in admin. */
async function quoteFor(page: Page, company: string, givenId: string) {
  const types = await page.request.get('/api/quote/signtypes');
  const [process] = ((await types.json()) as { types: { id: number }[] }).types;
  const created = await page.request.post('/api/quote', {
    data: {
      quote: {
        given_id: givenId,
        job_name: 'Campus wayfinding',
        customer_name: company,
        quote_date: '2026-11-03',
        shipping_cost: 25,
        signs: [{ given_id: 'A', type: process!.id, width: 24, height: 18, quantity: 3 }],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { quote: { id: number; total_price: number; tax_amount: number } }).quote;
}

async function look(page: Page, name: string, width: number) {
  expect(await pageWidth(page)).toBeLessThanOrEqual(width);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
  test(`an admin sets a rate and an exempt school district; quotes and the invoice show the tax at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const tag = `${viewport.width}${Date.now().toString(36).toUpperCase()}`;
    const rate = `County ${tag}`;
    const taxed = `Harbor Clinic ${tag}`;
    const school = `Lincoln School District ${tag}`;
    await signInAs(page, await createUser({ role: Role.Admin | Role.Asante, company: 'Asante' }));
    const tax = new TaxPage(page);

    await tax.addRate(rate, '8.25');
    await look(page, 'tax-rates', viewport.width);

    await tax.setCompanyTax(taxed, { rate: `${rate} (8.25%)` });
    await tax.setCompanyTax(school, { exempt: { certificate: 'EX-2231', expires: '2026-01-31' } });
    await tax.uploadCertificate('EX-2231.pdf', Buffer.from('%PDF-1.4\n% exemption certificate\n%%EOF\n'));
    const certificate = await page.request.get(
      `/api/company_info/exemption_file/${encodeURIComponent(school)}`,
    );
    expect(certificate.headers()['content-type']).toBe('application/pdf');
    await look(page, 'company-exempt', viewport.width);

    // A quote of the taxed company takes its rate: the editor shows the tax line and the total with tax.
    const quote = await quoteFor(page, taxed, `TX-${tag}`);
    expect(quote.tax_amount).toBeGreaterThan(0);
    await page.goto(`/quote/${quote.id}`);
    const section = page.getByRole('region', { name: 'Sales tax' });
    await expect(section).toContainText(`Sales tax: ${rate} (8.25%)`);
    await expect(section.getByTestId('quote-tax')).toHaveText(formatMoney(quote.tax_amount));
    await expect(section.getByTestId('quote-billed')).toHaveText(formatMoney(billedAmount(quote)));
    await section.scrollIntoViewIfNeeded();
    await look(page, 'editor-tax', viewport.width);

    // The school district's quote is exempt, and its expired certificate is a warning on the editor.
    const exempt = await quoteFor(page, school, `EX-${tag}`);
    expect(exempt.tax_amount).toBe(0);
    await page.goto(`/quote/${exempt.id}`);
    const exemptSection = page.getByRole('region', { name: 'Sales tax' });
    await expect(exemptSection).toContainText('Sales tax: exempt');
    await expect(exemptSection.getByRole('alert')).toContainText(
      'tax exemption certificate EX-2231 expired on January 31, 2026',
    );
    await exemptSection.scrollIntoViewIfNeeded();
    await look(page, 'editor-exempt', viewport.width);

    // Shipped, the invoice bills the total with tax: its PDF prints the tax line and the balance.
    const shipped = await page.request.put(`/api/quote/${quote.id}`, {
      data: { is_shipped: true, shipped_date: '2026-11-20' },
    });
    expect(shipped.ok(), await shipped.text()).toBe(true);
    const invoice = await page.request.get(`/api/pdf/invoice/${quote.id}/x-invoice.pdf`);
    expect(invoice.headers()['content-type']).toContain('application/pdf');
    const pdf = await invoice.body();
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
    expect(text).toMatch(
      new RegExp(`Sales tax: ${rate} \\(8\\.25%\\)\\s+\\${formatMoney(quote.tax_amount)}`),
    );
    expect(text).toMatch(new RegExp(`Invoice total with tax\\s+\\${formatMoney(billedAmount(quote))}`));
    renderFirstPage(pdf, `tax-invoice-${viewport.width}`);
    fs.copyFileSync(
      `${SCREENSHOT_DIR}/tax-invoice-${viewport.width}.png`,
      `${SHOTS}/invoice-${viewport.width}.png`,
    );
  });
}
