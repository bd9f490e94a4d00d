import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { encryptBankField, Role } from '@signshop/domain';
import { screenshot } from '../../page-models/auth-page.ts';
import { createUser, signInAs } from '../../support/accounts.ts';
import { bankPublicKey } from '../../support/bank-key.ts';
import { shipInvoice } from '../../support/layout-data.ts';
import { ADMIN, BASE_URL } from '../../support/test-env.ts';
import { PHONE, expectWithinWidth, pageWidth } from '../../support/phone-layout.ts';

const DESKTOP = { width: 1280, height: 800 };
const JOB = 'Lobby wayfinding and ADA room signs, building 2';

/**
 * A customer's company as a shop bills it: quote-number invoices, five-figure amounts, a bank with
 * a long nick name, and a payment made on one invoice; the customer is signed in on the page.
 */
async function seedRealInvoices(page: Page) {
  const tag = Date.now().toString(36).toUpperCase();
  const company = `Harbor Medical ${tag}`;
  const user = await createUser({ role: Role.Customer, company, firstName: 'Hal' });
  const admin = await playwrightRequest.newContext({ baseURL: BASE_URL });
  expect((await admin.post('/api/account/login/', { data: { account: ADMIN } })).ok()).toBe(true);
  const ids: number[] = [];
  for (const [index, amount] of [12345.67, 48250.5, 1999.99].entries())
    ids.push(
      await shipInvoice(admin, {
        given_id: `HAR1118${tag}${index}`,
        job_name: `${JOB} ${index + 1}`,
        customer_name: company,
        shipping_cost: amount,
      }),
    );
  await admin.dispose();
  await signInAs(page, user);
  const key = bankPublicKey();
  const [ada_routing_number, account_number, account_title] = await Promise.all(
    ['021000021', '123456789', company].map((clear) => encryptBankField(key, clear)),
  );
  const nick_name = 'Operating account at First Harbor Bank';
  const bank = await page.request.post('/api/bank/', {
    data: { nick_name, ada_routing_number, account_number, account_title },
  });
  expect(bank.ok(), await bank.text()).toBe(true);
  const paid = await page.request.post(`/api/job/${ids[0]}/payment`, {
    data: { payment: 1000, nick_name },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
}

/** The invoice table (and the aging line under it) fits its box and the page (no sideways scrolling of either), and axe finds nothing. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await pageWidth(page)).toBe(width);
  for (const box of await page.locator('.table-responsive').all())
    expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((rule) => rule.id)).toEqual([]);
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`at ${viewport.width} px Make Payment shows each invoice's payment, method and button whole`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await seedRealInvoices(page);
    await page.goto('/payment/makepayment');
    const row = page.getByRole('row').filter({ hasText: `${JOB} 1` });
    await expect(row).toBeVisible();
    await expectNoSidewaysScroll(page, viewport.width);
    await expectWithinWidth(
      [
        row.getByRole('textbox', { name: /^Payment for/ }),
        row.getByRole('combobox', { name: /^Payment method for/ }),
        row.getByRole('button', { name: 'Make Payment' }),
      ],
      viewport.width,
    );
    await screenshot(page, `billing-fit-make-payment-${viewport.width}`);

    await page.goto('/payment/accounthistory');
    const history = page.getByRole('row').filter({ hasText: `${JOB} 1` });
    await expect(history).toBeVisible();
    await expectNoSidewaysScroll(page, viewport.width);
    await expectWithinWidth(
      [history.locator('[data-label="Payment Method"]'), history.getByRole('link', { name: 'Make Payment' })],
      viewport.width,
    );
    await screenshot(page, `billing-fit-account-history-${viewport.width}`);
  });
}
