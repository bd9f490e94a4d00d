import fs from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import { Role, todayJustDate } from '@signshop/domain';
import { AuthPage } from '../../page-models/auth-page.ts';
import { DashboardPage } from '../../page-models/dashboard-page.ts';
import { JobSeeder } from '../../page-models/reports-page.ts';
import { createUser, signInAs, type TestUser } from '../../support/accounts.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { pageWidth, PHONE } from '../../support/phone-layout.ts';

const SHOTS = '/tmp/shots-dashboard';
fs.mkdirSync(SHOTS, { recursive: true });
const tag = `D${Date.now().toString(36).toUpperCase()}`;

let admin: TestUser;
test.beforeAll(async () => {
  admin = await createUser({ role: Role.Admin | Role.Asante, company: 'Asante' });
});

async function adminPage(browser: Browser, viewport: { width: number; height: number }) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signInAs(page, admin);
  return page;
}

for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
  const width = viewport.width;

  test(`dashboard: the charts render with their tables, a bar opens its report (${width} px)`, async ({
    browser,
  }) => {
    const page = await adminPage(browser, viewport);
    // A big job this month in production: this month's booked bar and the In Production bar are drawn.
    const seed = new JobSeeder(page.request);
    const today = todayJustDate();
    const id = await seed.quote({
      job_name: `Dashboard ${tag} ${width}`,
      customer_name: `Dashboard Co ${tag}`,
      quote_date: today,
      shipping_cost: 900_000,
    });
    await seed.stages(id, { in_production: today });

    const dashboard = new DashboardPage(page);
    await dashboard.open();
    await dashboard.expectEveryFigureDrawn();
    await expect(
      dashboard.figure('Biggest customers this year').getByRole('link', { name: `Dashboard Co ${tag}` }),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/dashboard-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page);
    if (width === PHONE.width) expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

    await dashboard.clickThisMonthBooked();
    await expect(page).toHaveURL(new RegExp(`/customerreport\\?from_date=${today.slice(0, 8)}01&to_date=`));
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Report' })).toBeVisible();

    await dashboard.open();
    await dashboard.clickBacklogBar('In Production');
    await expect(page).toHaveURL(/\/backlogreport\?stage=In\+Production$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Backlog Report' })).toBeVisible();
    await expect(page.getByText(/Loading the jobs/)).toBeHidden();
    await page.screenshot({ path: `${SHOTS}/backlog-report-from-bar-${width}.png` });
    await page.context().close();
  });
}

test('dashboard: staff land on it after signing in; a customer is refused it', async ({ browser }) => {
  const staff = await createUser({ role: Role.Asante, company: 'Asante' });
  const page = await (await browser.newContext()).newPage();
  await new AuthPage(page).signIn(staff.email, staff.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Booked by month', exact: true })).toBeVisible();
  await page.context().close();

  const customer = await createUser({ role: Role.Customer, company: `Dashboard Co ${tag}` });
  const customerPage = await (await browser.newContext()).newPage();
  await signInAs(customerPage, customer);
  expect((await customerPage.request.get('/api/dashboard')).status()).toBe(403);
  await customerPage.context().close();
});
