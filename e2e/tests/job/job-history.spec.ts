import { expect, request as playwrightRequest, test } from '@playwright/test';
import { Role } from '@signshop/domain';
import { screenshot } from '../../page-models/auth-page.ts';
import { createUser, signInAs } from '../../support/accounts.ts';
import { ADMIN, BASE_URL } from '../../support/test-env.ts';

const COSTS = { small_size_cost: 30, medium_size_cost: 0.9, large_size_cost: 0.7 };

test('staff open an old quote after a cost change, see the notice, update prices, and History shows both changes', async ({
  page,
}) => {
  const admin = await playwrightRequest.newContext({ baseURL: BASE_URL });
  expect((await admin.post('/api/account/login/', { data: { account: ADMIN } })).ok()).toBe(true);
  const label = `Frozen ${Date.now()}`;
  const created = await admin.post('/api/admin/signtype', {
    data: { type: { label, pdf_label: label, order_index: 5, inuse: true, ...COSTS } },
  });
  expect(created.ok()).toBe(true);
  const process = ((await created.json()) as { signtype: { id: number } & Record<string, unknown> }).signtype;

  const staff = await createUser({ role: Role.Asante, firstName: 'Joh', company: 'Asante' });
  await signInAs(page, staff);
  const saved = await page.request.post('/api/quote', {
    data: {
      quote: {
        job_name: 'Lobby wayfinding',
        customer_name: 'Acme Signs',
        quote_date: '2026-11-03',
        signs: [{ given_id: 'A', type: process.id, width: 10, height: 10, quantity: 2 }],
      },
    },
  });
  expect(saved.status()).toBe(201);
  const quote = ((await saved.json()) as { quote: { id: number; total_price: number } }).quote;
  expect(quote.total_price).toBe(140);

  const changed = await admin.put('/api/admin/signtype', {
    data: { type: { ...process, medium_size_cost: 1.8, large_size_cost: 1.4 } },
  });
  expect(changed.ok()).toBe(true);
  await admin.dispose();

  await page.goto(`/quote/${quote.id}`);
  const notice = page.getByRole('status').filter({ hasText: 'current process costs differ' });
  await expect(notice).toHaveText(/Prices from \w+ \d{1,2}, \d{4}; current process costs differ\./);
  await screenshot(page, 'frozen-prices-notice-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'frozen-prices-notice-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  await notice.getByRole('button', { name: 'Update prices' }).click();
  await expect(page.getByText('current process costs differ')).toHaveCount(0);
  const reread = await page.request.get(`/api/quote/${quote.id}`);
  expect(((await reread.json()) as { quote: { total_price: number } }).quote.total_price).toBe(280);

  await page.goto(`/job/${quote.id}`);
  const history = page.getByRole('region', { name: 'History', exact: true });
  const rows = history.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Joh Tester');
  await expect(rows.nth(1)).toContainText('Job created');
  await expect(rows.nth(2)).toContainText('Joh Tester');
  await expect(rows.nth(2)).toContainText('Total price');
  await expect(rows.nth(2)).toContainText('$140.00');
  await expect(rows.nth(2)).toContainText('$280.00');
  await expect(rows.nth(2)).toContainText('Update prices');
  await history.scrollIntoViewIfNeeded();
  await screenshot(page, 'job-history-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'job-history-390');
});
