import { randomUUID } from 'node:crypto';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import {
  addDays,
  encryptBankField,
  formatMoney,
  fromCents,
  isPaidOff,
  Role,
  toCents,
  todayJustDate,
  type JobInvoiceRow,
} from '@signshop/domain';
import { screenshot } from '../../page-models/auth-page.ts';
import { BillingPage } from '../../page-models/billing-page.ts';
import { JobSeeder } from '../../page-models/reports-page.ts';
import { createUser, signInAs, type TestUser } from '../../support/accounts.ts';
import { bankPublicKey } from '../../support/bank-key.ts';
import { ADMIN, BASE_URL } from '../../support/test-env.ts';

const tag = `M${Date.now().toString(36).toUpperCase()}`;
const COMPANY = `Maple Clinic ${tag}`;
const JOBS = 13;
const BANK = 'Operating';
/** Short invoice numbers, as a shop gives them (the database is fresh each run). */
const invoice = (index: number) => `MP-${String(index).padStart(2, '0')}`;

async function signedIn(account: Pick<TestUser, 'email' | 'password'>): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const response = await context.post('/api/account/login/', { data: { account } });
  expect(response.ok(), await response.text()).toBe(true);
  return context;
}

/**
 * The customer's company with JOBS shipped invoices, 40 days ago and older (so each owes interest),
 * newest first MAP-00 … MAP-12; a bank to pay from; $1.00 paid on the first 11 and again on the first
 * 3, so the admin's payments list holds more than a page, with more payments than jobs.
 */
async function seedInvoices(admin: APIRequestContext, customer: APIRequestContext) {
  const today = todayJustDate();
  const seed = new JobSeeder(admin);
  const ids: number[] = [];
  for (let index = 0; index < JOBS; index += 1) {
    const id = await seed.quote({
      given_id: invoice(index),
      job_name: `Ward ${index} ${tag}`,
      customer_name: COMPANY,
      shipping_cost: 100 + index,
    });
    const shipped = await admin.put(`/api/quote/${id}`, {
      data: { is_shipped: true, shipped_date: addDays(today, -40 - index) },
    });
    expect(shipped.ok(), await shipped.text()).toBe(true);
    ids.push(id);
  }
  const key = bankPublicKey();
  const [ada_routing_number, account_number, account_title] = await Promise.all(
    ['021000021', '123456789', COMPANY].map((clear) => encryptBankField(key, clear)),
  );
  const bank = await customer.post('/api/bank/', {
    data: { nick_name: BANK, ada_routing_number, account_number, account_title },
  });
  expect(bank.ok(), await bank.text()).toBe(true);
  // A second payment on the first three: more payments (rows of Admin payments) than jobs.
  for (const id of [...ids.slice(0, 11), ...ids.slice(0, 3)]) {
    const paid = await customer.post(`/api/job/${id}/payment`, {
      data: { payment: 1, nick_name: BANK },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(paid.ok(), await paid.text()).toBe(true);
  }
}

/** What Make Payment's line must say: the open invoices of every row the unpaged API answers. */
async function openLine(customer: APIRequestContext): Promise<string> {
  const rows = (await (
    await customer.post('/api/job/query', { data: { is_shipped: true } })
  ).json()) as JobInvoiceRow[];
  expect(rows).toHaveLength(JOBS);
  const open = rows.filter((row) => !isPaidOff(row));
  const due = fromCents(open.reduce((sum, row) => sum + toCents(row.total_due), 0));
  return `${open.length} open invoices, ${formatMoney(due)} due in all (interest included).`;
}

async function atPhoneWidth(page: Page, name: string) {
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBe(390);
  // Nor does the table scroll sideways inside its box: each row is a card.
  for (const table of await page.locator('.table-responsive').all())
    expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
  await page.getByRole('navigation', { name: 'Pages' }).scrollIntoViewIfNeeded();
  await screenshot(page, name);
  if (desktop) await page.setViewportSize(desktop);
}

test('a customer with more invoices than a page: the whole line, the pager, paying on page 2; the admin pages through the payments', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const billing = new BillingPage(page);
  const admin = await signedIn(ADMIN);
  const user = await createUser({ role: Role.Customer, company: COMPANY, firstName: 'Mae' });
  const customer = await signedIn(user);
  await seedInvoices(admin, customer);
  const pager = page.getByRole('navigation', { name: 'Pages' });

  await test.step('Make Payment: the open invoices of all pages, then page 2', async () => {
    await signInAs(page, user);
    await billing.open('/payment/makepayment', 'Make Payment');
    await expect(page.getByTestId('open-total')).toHaveText(await openLine(customer));
    await expect(pager.getByRole('status')).toHaveText(`Showing 1–10 of ${JOBS}`);
    await expect(page.getByRole('table', { name: 'Invoices' }).locator('tbody tr')).toHaveCount(10);
    await expect(billing.row('Invoices', invoice(0))).toBeVisible();
    await screenshot(page, 'billing-paged-make-payment-1280');

    await pager.getByRole('button', { name: /Next/ }).click();
    await expect(page).toHaveURL(/[?&]page=1\b/);
    await expect(pager.getByRole('status')).toHaveText(`Showing 11–${JOBS} of ${JOBS}`);
    await expect(billing.row('Invoices', invoice(12))).toBeVisible();
    await expect(billing.row('Invoices', invoice(0))).toHaveCount(0);
  });

  await test.step('pay an invoice on page 2: its row and the whole line change', async () => {
    const before = await page.getByTestId('open-total').textContent();
    await billing.pay(invoice(12), '25.00', BANK);
    const row = billing.row('Invoices', invoice(12));
    await expect(row.locator('td').nth(5)).toHaveText('$87.00');
    const after = await openLine(customer);
    expect(after).not.toBe(before);
    await expect(page.getByTestId('open-total')).toHaveText(after);
    await expect(pager.getByRole('status')).toHaveText(`Showing 11–${JOBS} of ${JOBS}`);
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, 'billing-paged-make-payment-page-2-1280');
    await atPhoneWidth(page, 'billing-paged-make-payment-page-2-390');
  });

  await test.step('Account History pages the same invoices', async () => {
    await billing.open('/payment/accounthistory', 'Account History');
    await expect(pager.getByRole('status')).toHaveText(`Showing 1–10 of ${JOBS}`);
    await expect(page.getByTestId('open-total')).toHaveText(await openLine(customer));
  });

  await test.step('Admin Payments pages by payment: the pager counts the rows the table shows', async () => {
    await signInAs(page, ADMIN);
    await billing.open('/payment/adminpayments', 'Admin Payments');
    const asked = await admin.post('/api/job/payments', {
      data: { is_shipped: true, admin_paid: false, has_payments: true, page: 0 },
    });
    const { count, jobs } = (await asked.json()) as { count: number; jobs: number };
    expect(count).toBeGreaterThan(10);
    await expect(page.getByTestId('payments-total')).toContainText(
      `${count} payments on ${jobs} ${jobs === 1 ? 'job' : 'jobs'} not confirmed`,
    );
    const rows = page.getByRole('table', { name: 'Payments' }).locator('tbody tr');
    await expect(pager.getByRole('status')).toHaveText(`Showing 1–10 of ${count}`);
    await expect(rows).toHaveCount(10);
    await screenshot(page, 'billing-paged-admin-payments-1280');
    await pager.getByRole('button', { name: /Next/ }).click();
    await expect(page).toHaveURL(/[?&]page=1\b/);
    await expect(pager.getByRole('status')).toHaveText(`Showing 11–${Math.min(20, count)} of ${count}`);
    await expect(rows).toHaveCount(Math.min(10, count - 10));
    await atPhoneWidth(page, 'billing-paged-admin-payments-390');
  });
  await Promise.all([admin.dispose(), customer.dispose()]);
});
