import { expect, test } from '@playwright/test';
import path from 'node:path';
import { screenshot } from '../../page-models/auth-page.ts';
import { seedCustomerWithInvoices, seedTwoSignQuote } from '../../support/layout-data.ts';
import { expectWithinWidth, pageWidth, PHONE } from '../../support/phone-layout.ts';
import { SCREENSHOT_DIR } from '../../support/test-env.ts';

test.use({ viewport: PHONE });

test('on a phone the editor shows one card per sign with its sub-part, and Save in view', async ({
  page,
}) => {
  const { quoteId } = await seedTwoSignQuote(page);
  await page.goto(`/quote/${quoteId}`);
  await expect(page.getByLabel('Width row 2', { exact: true })).toBeVisible();
  expect(await pageWidth(page)).toBe(390);
  await expect(page.getByRole('button', { name: 'Save Quote' })).toBeInViewport();
  await expectWithinWidth(
    ['row 1', 'row 1.1', 'row 2'].flatMap((row) => [
      page.getByLabel(`Process ${row}`, { exact: true }),
      page.getByLabel(`Quantity ${row}`, { exact: true }),
      page.getByLabel(`Total Price ${row}`, { exact: true }),
      page.getByLabel(`Copy ${row}`, { exact: true }),
    ]),
  );
  // The sub-part's card sits under its sign's card, before the next sign.
  const top = async (label: string) => (await page.getByLabel(label, { exact: true }).boundingBox())!.y;
  expect(await top('Width row 1')).toBeLessThan(await top('Width row 1.1'));
  expect(await top('Width row 1.1')).toBeLessThan(await top('Width row 2'));
  await screenshot(page, 'layout-02-editor-phone');
  await page.getByRole('table', { name: 'Signs' }).screenshot({
    path: path.join(SCREENSHOT_DIR, 'layout-02-editor-cards-phone.png'),
  });
});

test('on a phone the quote list shows each quote as a card with its key columns', async ({ page }) => {
  await seedTwoSignQuote(page);
  await page.goto('/quotes');
  const row = page
    .getByRole('table', { name: 'Quotes' })
    .locator('tbody tr')
    .filter({ hasText: 'Lobby wayfinding' });
  await expect(row.first()).toBeVisible();
  expect(await pageWidth(page)).toBe(390);
  const card = row.first();
  await expectWithinWidth([
    card,
    card.getByRole('button', { name: /^Delete/ }),
    card.locator('[data-label="Total Price"]'),
  ]);
  await screenshot(page, 'layout-03-quote-list-phone');
});

test('on a phone Make Payment shows each invoice as a card with its amount, payment and button', async ({
  page,
}) => {
  await seedCustomerWithInvoices(page);
  await page.goto('/payment/makepayment');
  const card = page.locator('tr').filter({ hasText: 'Clinic signage 3' });
  await expect(card).toBeVisible();
  expect(await pageWidth(page)).toBe(390);
  await expectWithinWidth([
    card,
    card.locator('[data-label="Total Amount Due"]'),
    card.getByRole('textbox', { name: /^Payment for/ }),
    card.getByRole('button', { name: 'Make Payment' }),
  ]);
  await screenshot(page, 'layout-04-make-payment-phone');
});
