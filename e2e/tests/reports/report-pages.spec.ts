import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { addDays, formatMoney, Role, todayJustDate } from '@signshop/domain';
import { parse } from 'csv-parse/sync';
import { screenshot } from '../../page-models/auth-page.ts';
import { JobSeeder, ReportsPage } from '../../page-models/reports-page.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
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
    jobs: Array<{
      id: number;
      given_id: string;
      job_name: string;
      total_price: number;
      is_thermoformed: boolean;
    }>;
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
  expect(records.map((record) => record['Quote Number'])).toEqual(whole.jobs.map((row) => row.given_id));
  expect(records.map((record) => record.Job)).toEqual(expect.arrayContaining(names));

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(reports.row(whole.jobs[10]!.job_name)).toBeVisible();
  expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBe(390);
  const card = page.getByRole('table').getByRole('row').nth(1);
  const cardBox = await card.boundingBox();
  expect(cardBox!.width).toBeLessThanOrEqual(390);
  await screenshot(page, 'reports-paged-390');
});

test('the project manager schedule over more than one page: each section pages on its own, the others keep their entries, a phone', async ({
  page,
}) => {
  await signInAs(page, await createUser({ role: Role.Asante, firstName: 'Petra' }));
  const reports = new ReportsPage(page);
  const seed = new JobSeeder(page.request);
  const today = todayJustDate();
  for (let index = 0; index < JOBS; index += 1) {
    const id = await seed.quote({
      job_name: `Wall ${String(index).padStart(2, '0')} ${tag}`,
      customer_name: `Paging Clinic ${tag}`,
    });
    await seed.stages(id, { drawing_started: today });
  }
  for (let index = 0; index < 3; index += 1) {
    const id = await seed.quote({ job_name: `Sent ${index} ${tag}`, customer_name: `Paging Clinic ${tag}` });
    await seed.stages(id, { drawing_started: today, drawing_sent: addDays(today, -1) });
  }
  // The whole schedule as the API gives it unpaged: what the badges and the pagers must say.
  const whole = (await (
    await page.request.get(`/api/projectmanagerschedule?project_manager=all&date=${today}`)
  ).json()) as { sections: Record<string, Array<{ job_name: string }>> };
  const inProgress = whole.sections.in_progress!;
  const waitingCount = whole.sections.waiting!.length;
  expect(inProgress.length).toBeGreaterThan(10);
  expect(waitingCount).toBeGreaterThanOrEqual(3);

  await reports.open('/projectmanagerschedule', 'Project Manager Schedule');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const section = page.getByRole('region', { name: 'Work In Progress' });
  const waiting = page.getByRole('region', { name: 'Waiting On Approval' });
  await expect(section.locator('.badge')).toHaveText(String(inProgress.length));
  await expect(section.getByRole('link')).toHaveCount(10);
  await expect(section.getByRole('status')).toHaveText(`Showing 1–10 of ${inProgress.length}`);
  await expect(waiting.getByRole('link')).toHaveCount(Math.min(10, waitingCount));
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'reports-pm-schedule-paged-1280');

  await section.getByRole('button', { name: 'Next page of Work In Progress' }).click();
  await expect(section.getByRole('link')).toHaveCount(Math.min(10, inProgress.length - 10));
  await expect(section.getByRole('link', { name: new RegExp(inProgress[10]!.job_name) })).toBeVisible();
  await expect(section.locator('.badge')).toHaveText(String(inProgress.length));
  // The other sections stay on their own first page: their entries, not "No Quotes".
  await expect(waiting.getByRole('link')).toHaveCount(Math.min(10, waitingCount));
  await expect(waiting).not.toContainText('No Quotes');
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(section.getByRole('link', { name: new RegExp(inProgress[10]!.job_name) })).toBeVisible();
  expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBe(390);
  await section.getByRole('button', { name: 'Previous page of Work In Progress' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'reports-pm-schedule-paged-390');
  await section.getByRole('button', { name: 'Previous page of Work In Progress' }).click();
  await expect(section.getByRole('status')).toHaveText(`Showing 1–10 of ${inProgress.length}`);
});
