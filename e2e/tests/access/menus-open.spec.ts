import { expect, test, type Page } from '@playwright/test';
import { Role } from '@signshop/domain';
import { screenshot } from '../../page-models/auth-page.ts';
import { createUser, signInAs, type TestUser } from '../../support/accounts.ts';
import { PHONE } from '../../support/phone-layout.ts';
import { ADMIN } from '../../support/test-env.ts';

const NO_ACCESS = 'You do not have access to this page';
const PAYMENT_PAGES = ['/payment/makepayment', '/payment/edit', '/payment/accounthistory'];

/** Every address the navbar offers (its dropdown entries are in the page, hidden until opened). */
async function offered(page: Page): Promise<string[]> {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'New Quote' })).toBeVisible();
  const hrefs = await nav
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  return [...new Set(hrefs.filter((href) => !href.startsWith('/api/')))];
}

/** Opens the address and checks the user stays there and is not told "no access". */
async function expectOpens(page: Page, href: string) {
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(NO_ACCESS)).toHaveCount(0);
  expect(new URL(page.url()).pathname, `${href} sent the user away`).toBe(href.split('?')[0]);
}

const people: Array<[string, () => Promise<Pick<TestUser, 'email' | 'password'>>]> = [
  ['admin', async () => ADMIN],
  ['staff', () => createUser({ role: Role.Asante })],
  ['customer', () => createUser({ role: Role.Customer })],
  ['unverified', () => createUser({ role: Role.Customer, verified: false })],
  ['machine', () => createUser({ role: Role.Machine })],
];

for (const [name, account] of people) {
  test(`${name}: every entry the navbar offers opens`, async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, await account());
    const hrefs = await offered(page);
    expect(hrefs.length).toBeGreaterThan(1);
    for (const href of hrefs) await expectOpens(page, href);
  });
}

test('an admin is offered the admin payment pages only, and the payment pages say no access', async ({
  page,
}) => {
  await signInAs(page, ADMIN);
  const hrefs = await offered(page);
  for (const path of PAYMENT_PAGES) expect(hrefs).not.toContain(path);
  expect(hrefs).toEqual(expect.arrayContaining(['/payment/adminpayments', '/payment/adminbanks']));
  await page.getByRole('button', { name: 'Billing' }).click();
  await screenshot(page, 'access-admin-billing-menu-1280');
  for (const path of PAYMENT_PAGES) {
    await page.goto(path);
    await expect(page.getByText(NO_ACCESS)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  await screenshot(page, 'access-admin-make-payment-no-access-1280');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'access-admin-make-payment-no-access-390');
});

test('an unverified user opens the customer report and is not offered Customer Information', async ({
  page,
}) => {
  await signInAs(page, await createUser({ role: Role.Customer, verified: false }));
  expect(await offered(page)).not.toContain('/customerinformation');
  await expectOpens(page, '/customerreport');
  await screenshot(page, 'access-unverified-customer-report-1280');
});
