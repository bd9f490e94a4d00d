import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { addDays, formatMoney, Role, todayJustDate } from '@signshop/domain';
import { parse } from 'csv-parse/sync';
import { screenshot } from '../../page-models/auth-page.ts';
import { JobSeeder, ReportsPage } from '../../page-models/reports-page.ts';
import { createUser, signInAs } from '../../support/accounts.ts';

const tag = `P${Date.now().toString(36).toUpperCase()}`;
const JOBS = 13;

test("a report longer than one page: page controls, the whole list's totals, a CSV of every row, stacked cards on a phone", async ({
  page,
}) => {
  await signInAs(page, await createUser({ role: Role.Asante, firstName: 'Paige' }));
  const reports = new ReportsPage(page);
  const seed = new JobSeeder(page.request);
  const names: string[] = [];
  for (let index = 0; index < JOBS; index += 1) {
    const name = `Wing ${String(index).padStart(2, '0')} ${tag}`;
    names.push(name);
    const id = await seed.quote({
      job_name: name,
      customer_name: `Paging Hospital ${tag}`,
      shipping_cost: 10 + index + 0.25,
      is_thermoformed: index % 3 === 0,
    });
    await seed.stages(id, { customer_ship_date: addDays(todayJustDate(), 7) });
  }
  // The whole list as the API gives it unpaged: what the totals and the CSV must add up to.
  const whole = (await (await page.request.get('/api/production/ready')).json()) as {
    jobs: Array<{ id: number; job_name: string; total_price: number; is_thermoformed: boolean }>;
  };
  const cents = (rows: typeof whole.jobs) =>
    rows.reduce((sum, row) => sum + Math.round(row.total_price * 100), 0);
  expect(whole.jobs.length).toBeGreaterThan(10);

  await reports.open('/production', 'Ready For Production');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager.getByRole('status')).toHaveText(`Showing 1–10 of ${whole.jobs.length}`);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
  await expect(reports.total('Total Price')).toHaveText(formatMoney(cents(whole.jobs) / 100));
  await expect(reports.total('Thermoformed')).toHaveText(
    formatMoney(cents(whole.jobs.filter((row) => row.is_thermoformed)) / 100),
  );
  await expect(page.getByText(`${whole.jobs.length} jobs`)).toBeVisible();
  await screenshot(page, 'reports-paged-1280');

  await pager.getByRole('button', { name: /Next/ }).click();
  await expect(page).toHaveURL(/[?&]page=1\b/);
  await expect(pager.getByRole('status')).toHaveText(
    `Showing 11–${Math.min(20, whole.jobs.length)} of ${whole.jobs.length}`,
  );
  await expect(reports.row(whole.jobs[10]!.job_name)).toBeVisible();
  await expect(reports.total('Total Price')).toHaveText(formatMoney(cents(whole.jobs) / 100));

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  const records = parse((await readFile(file, 'utf8')).replace(/^\uFEFF/, ''), { columns: true }) as Array<
    Record<string, string>
  >;
  expect(records.map((record) => Number(record['Quote ID']))).toEqual(whole.jobs.map((row) => row.id));
  expect(records.map((record) => record.Job)).toEqual(expect.arrayContaining(names));

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(reports.row(whole.jobs[10]!.job_name)).toBeVisible();
  expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBe(390);
  const card = page.getByRole('table').getByRole('row').nth(1);
  const cardBox = await card.boundingBox();
  expect(cardBox!.width).toBeLessThanOrEqual(390);
  await screenshot(page, 'reports-paged-390');
});
