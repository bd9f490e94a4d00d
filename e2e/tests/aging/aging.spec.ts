import { expect, request as playwrightRequest, test } from '@playwright/test';
import {
  Role,
  addDays,
  dueDate,
  formatMoney,
  fromCents,
  lateInterest,
  toCents,
  todayJustDate,
} from '@signshop/domain';
import { AgingPage } from '../../page-models/aging-page.ts';
import { JobSeeder } from '../../page-models/reports-page.ts';
import { createUser, signInAs } from '../../support/accounts.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { expectWithinWidth, pageWidth, PHONE } from '../../support/phone-layout.ts';
import { ADMIN, BASE_URL } from '../../support/test-env.ts';

const tag = `T${Date.now().toString(36).toUpperCase()}`;
const SHOTS = '/tmp/shots-aging';
const today = todayJustDate();
let seeded = 0;

/** A company with two invoices: $500.00 shipped 10 days ago (current) and $200.00 shipped 45 days ago (15 days past due). */
async function seedCompany(company: string) {
  seeded += 1;
  const admin = await playwrightRequest.newContext({ baseURL: BASE_URL });
  expect((await admin.post('/api/account/login/', { data: { account: ADMIN } })).ok()).toBe(true);
  const seed = new JobSeeder(admin);
  for (const [suffix, amount, daysAgo] of [
    ['1', 500, 10],
    ['2', 200, 45],
  ] as const) {
    const id = await seed.quote({
      given_id: `AGE-${tag}-${seeded}-${suffix}`,
      job_name: `Aging job ${suffix}`,
      customer_name: company,
      shipping_cost: amount,
    });
    const shipped = await admin.put(`/api/quote/${id}`, {
      data: { is_shipped: true, shipped_date: addDays(today, -daysAgo) },
    });
    expect(shipped.ok(), await shipped.text()).toBe(true);
  }
  await admin.dispose();
  // Net 30: the older invoice is 15 days past due; its interest as Make Payment counts it.
  const interest = lateInterest(200, dueDate(addDays(today, -45)), today);
  return { interest, totalDue: fromCents(toCents(700) + toCents(interest)) };
}

for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
  test(`staff read the aging of a company and download its statement (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const company = `Aging Dental ${tag} ${viewport.width}`;
    const { interest, totalDue } = await seedCompany(company);
    await signInAs(page, await createUser({ role: Role.Asante }));
    const aging = new AgingPage(page);
    await aging.open();
    await aging.search(today, company);
    const row = aging.row('Aging by company', company);
    await expect(row).toBeVisible();
    expect(await aging.cells(row)).toEqual([
      company,
      '2',
      '$500.00',
      '$200.00',
      '$0.00',
      '$0.00',
      '$0.00',
      '$700.00',
      formatMoney(interest),
      formatMoney(totalDue),
      'Statement',
    ]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    if (viewport.width === PHONE.width) await expectWithinWidth([row]);
    await page.screenshot({ path: `${SHOTS}/aging-${viewport.width}.png`, fullPage: true });
    await expectNoAxeViolations(page);

    await aging.statementPeriod(addDays(today, -60), today);
    const text = await aging.statementText(
      row.getByRole('link', { name: `Statement of ${company}` }),
      `${SHOTS}/statement-${viewport.width}.pdf`,
    );
    expect(text).toContain('STATEMENT');
    expect(text).toContain(company);
    expect(text).toMatch(/Opening balance\s+\$0\.00/);
    expect(text).toMatch(/Aging job 1.*\$500\.00/);
    expect(text).toMatch(/Aging job 2.*\$200\.00/);
    expect(text).toMatch(/Closing balance\s+\$700\.00/);
    expect(text).toMatch(new RegExp(`Total due\\s+\\${formatMoney(totalDue)}`));
  });

  test(`a customer sees its own aging line on Make Payment and downloads its statement (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const company = `Aging Clinic ${tag} ${viewport.width}`;
    const { totalDue } = await seedCompany(company);
    await signInAs(page, await createUser({ role: Role.Customer, company }));
    const aging = new AgingPage(page);
    await page.goto('/payment/makepayment');
    const row = aging.row('Your aging line', company);
    await expect(row).toBeVisible();
    expect((await aging.cells(row)).slice(0, 10)).toEqual(
      expect.arrayContaining([company, '2', '$500.00', '$200.00', '$700.00', formatMoney(totalDue)]),
    );
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    await page.getByRole('heading', { name: 'Your aging' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/make-payment-aging-${viewport.width}.png`, fullPage: true });
    await expectNoAxeViolations(page);

    await aging.statementPeriod(addDays(today, -60), today);
    const text = await aging.statementText(page.getByRole('link', { name: 'Statement', exact: true }));
    expect(text).toContain(company);
    expect(text).toMatch(/Closing balance\s+\$700\.00/);
  });
}
