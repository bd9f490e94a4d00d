import { expect, test, type Page } from '@playwright/test';
import { addDays, formatMoney, Role, todayJustDate } from '@signshop/domain';
import { screenshot } from '../../page-models/auth-page.ts';
import { JobSeeder, parseCsv, ReportsPage } from '../../page-models/reports-page.ts';
import { createUser, signInAs, type TestUser } from '../../support/accounts.ts';
import { expectBelow, expectWithinWidth, pageWidth, PHONE } from '../../support/phone-layout.ts';

const tag = `R${Date.now().toString(36).toUpperCase()}`;
const COMPANY = `Harbor Clinic ${tag}`;
const today = todayJustDate();
const nextWeek = addDays(today, 7);

let staff: TestUser;
test.beforeAll(async () => {
  staff = await createUser({ role: Role.Asante, firstName: 'Morgan' });
});

async function asStaff(page: Page) {
  await signInAs(page, staff);
  return { reports: new ReportsPage(page), seed: new JobSeeder(page.request) };
}

test('daily schedule: filter by equip, tick a task complete and raise its priority', async ({ page }) => {
  const { reports, seed } = await asStaff(page);
  const job = `Lobby wayfinding ${tag}`;
  const id = await seed.quote({ job_name: job, customer_name: COMPANY, shipping_cost: 40 });
  await seed.stages(id, { customer_ship_date: nextWeek, in_production: today });
  await seed.lines(id, [
    { short_description: 'Room IDs', material: 'Gemini', equip: 'Laser', process: `Cut letters ${tag}` },
    { short_description: 'Directory', material: 'Aluminum', equip: 'Router', process: `Route panel ${tag}` },
  ]);

  await reports.open('/dailyschedule', 'Daily Schedule');
  await expect(
    page.getByText('This view lists all tasks of jobs whose In Production backlog date'),
  ).toBeVisible();
  // Other flows' tasks are on the schedule too: one page holds them all.
  await page.getByLabel('Items Per Page').selectOption('100');
  await expect(reports.row(`Route panel ${tag}`)).toBeVisible();
  await page.getByLabel('Equip').selectOption('Laser');
  await expect(reports.row(`Route panel ${tag}`)).toHaveCount(0);
  const task = reports.row(`Cut letters ${tag}`);
  await expect(task.getByRole('link', { name: job })).toHaveAttribute('href', `/scheduler/${id}`);

  const saved = (method: string) =>
    page.waitForResponse(
      (response) => response.url().includes('/api/dailyschedule/') && response.request().method() === method,
    );
  const completeSaved = saved('PUT');
  await task.getByRole('checkbox', { name: `Cut letters ${tag} complete` }).check();
  await completeSaved;
  const prioritySaved = saved('PUT');
  await task.getByRole('combobox', { name: `Priority of Cut letters ${tag}` }).selectOption('High');
  await prioritySaved;

  await task.getByRole('button', { name: `Download files of ${job}` }).click();
  await expect(page.getByRole('link', { name: 'Packaging Slip' })).toHaveAttribute(
    'href',
    new RegExp(`\\?id=${id}$`),
  );
  const menuBox = await page.getByRole('link', { name: 'Invoice' }).boundingBox();
  const toggleBox = await task.getByRole('button', { name: `Download files of ${job}` }).boundingBox();
  // The menu opens below its toggle, or above it near the bottom of the window: whole, never over it.
  const viewport = page.viewportSize()!;
  const clear =
    menuBox!.y >= toggleBox!.y + toggleBox!.height || menuBox!.y + menuBox!.height <= toggleBox!.y;
  expect({ clear, inside: menuBox!.y >= 0 && menuBox!.y + menuBox!.height <= viewport.height }).toEqual({
    clear: true,
    inside: true,
  });
  await screenshot(page, 'reports-daily-schedule');
  await page.keyboard.press('Escape');

  await page.reload();
  const reloaded = reports.row(`Cut letters ${tag}`);
  await expect(reloaded.getByRole('checkbox', { name: `Cut letters ${tag} complete` })).toBeChecked();
  await expect(reloaded.getByRole('combobox', { name: `Priority of Cut letters ${tag}` })).toHaveValue('2');

  // On a phone the task is a card: its cells stack, every control within the screen's width.
  await page.setViewportSize(PHONE);
  expect(await pageWidth(page)).toBe(PHONE.width);
  const assign = reloaded.getByRole('combobox', { name: `Assign Cut letters ${tag} to` });
  const complete = reloaded.getByRole('checkbox', { name: `Cut letters ${tag} complete` });
  await expectWithinWidth([
    reloaded,
    assign,
    reloaded.getByRole('button', { name: `Download files of ${job}` }),
    complete,
  ]);
  await expectBelow(complete, assign);
  await screenshot(page, 'reports-daily-schedule-phone');
});

test('production: ticking a promised job records its Ready For Production step; a job in production ships from the In Production list', async ({
  page,
}) => {
  const { reports, seed } = await asStaff(page);
  const ready = `Exam rooms ${tag}`;
  const shipping = `Elevator plaques ${tag}`;
  const readyId = await seed.quote({
    job_name: ready,
    customer_name: COMPANY,
    shipping_cost: 125.5,
    materials: 'Gemini',
  });
  await seed.stages(readyId, { customer_ship_date: nextWeek });
  const shipId = await seed.quote({
    job_name: shipping,
    customer_name: COMPANY,
    shipping_cost: 80,
    is_thermoformed: true,
  });
  await seed.stages(shipId, { customer_ship_date: nextWeek, in_production: addDays(today, -1) });

  await reports.open('/production', 'Ready For Production');
  await expect(reports.row(ready)).toContainText('$125.50');
  await expect(reports.total('Total Price')).not.toHaveText('$0.00');
  await page.getByRole('checkbox', { name: `Ready For Production: ${ready}` }).check();
  await expect(page.locator('[data-checked-total="Engraved"]')).toHaveText('Checked: $125.50');
  await screenshot(page, 'reports-production');
  // On a phone the job is a card with its total, its mark and its Save within the screen's width.
  await page.setViewportSize(PHONE);
  expect(await pageWidth(page)).toBe(PHONE.width);
  const card = reports.row(ready);
  await expectWithinWidth([
    card,
    card.locator('[data-label="Total Cost"]'),
    card.getByLabel(`Ready For Production date of ${ready}`),
    card.getByRole('button', { name: `Save ${ready}` }),
  ]);
  await expectBelow(
    card.getByRole('button', { name: `Save ${ready}` }),
    card.getByRole('link', { name: ready }),
  );
  await screenshot(page, 'reports-production-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('checkbox', { name: `Ready For Production: ${ready}` }).uncheck();
  await reports.markAndSave(ready, 'Ready For Production');
  await expect(reports.row(ready)).toHaveCount(0);
  expect(await seed.checkedStages(readyId)).toMatchObject({ 'Ready For Production': today });

  await reports.open('/releasedforproduction', 'In Production');
  await expect(reports.row(shipping)).toContainText('Thermoformed');

  const csv = await page.request.get('/api/csv/releasedforproduction.csv');
  expect(csv.headers()['content-type']).toContain('text/csv');
  const text = await csv.text();
  expect(text.startsWith('\uFEFF'), 'the CSV starts with a UTF-8 byte-order mark').toBe(true);
  const rows = parseCsv(text);
  const shipQuote = (await (await page.request.get(`/api/quote/${shipId}`)).json()) as {
    quote: { given_id: string };
  };
  expect(rows.find((row) => row.Job === shipping)).toMatchObject({
    'Quote Number': shipQuote.quote.given_id,
    Customer: COMPANY,
    'Total Price': '80.00',
    Shipping: '80.00',
    Thermoformed: 'Yes',
  });
  await screenshot(page, 'reports-released');

  await reports.markAndSave(shipping, 'Shipped', addDays(today, -1));
  await expect(reports.row(shipping)).toHaveCount(0);
  const quote = (await (await page.request.get(`/api/quote/${shipId}`)).json()) as {
    quote: { is_shipped: boolean; shipped_date: string };
  };
  expect(quote.quote).toMatchObject({ is_shipped: true, shipped_date: addDays(today, -1) });
});

test('backlog report: advance a job from Materials Ordered; CSV of the stage', async ({ page }) => {
  const { reports, seed } = await asStaff(page);
  const job = `Parking signs ${tag}`;
  const id = await seed.quote({
    job_name: job,
    customer_name: COMPANY,
    shipping_cost: 12.25,
    materials: 'Aluminum',
  });
  await seed.stages(id, { materials_ordered: today });

  await reports.open('/backlogreport', 'Backlog Report');
  await expect(page.getByLabel('Backlog Stage')).toHaveValue('Materials Ordered (Expected Date)');
  await expect(reports.row(job)).toContainText('Aluminum');
  await expect(reports.row(job).getByRole('link', { name: job })).toHaveAttribute('href', `/backlog/${id}`);

  const csv = parseCsv(
    await (
      await page.request.get(
        `/api/csv/backlogreport.csv?stage=${encodeURIComponent('Materials Ordered (Expected Date)')}`,
      )
    ).text(),
  );
  expect(csv.find((row) => row.Job === job)).toMatchObject({
    Customer: COMPANY,
    Materials: 'Aluminum',
    'Stage Date': today,
  });
  await screenshot(page, 'reports-backlog-report');

  await reports.markAndSave(job, 'Customer Ship Date', nextWeek);
  await expect(reports.row(job)).toHaveCount(0);
  expect(await seed.checkedStages(id)).toMatchObject({
    'Customer Ship Date': nextWeek,
    'Materials Received': nextWeek,
  });

  await page.getByLabel('Backlog Stage').selectOption('Materials Received');
  await expect(reports.row(job)).toBeVisible();
  await expect(page).toHaveURL(/stage=Materials\+Received|stage=Materials%20Received/);
});

test('backlog search: record thermoformed signs received', async ({ page }) => {
  const { reports, seed } = await asStaff(page);
  const job = `Braille plates ${tag}`;
  const id = await seed.quote({
    job_name: job,
    customer_name: COMPANY,
    shipping_cost: 60,
    is_thermoformed: true,
  });
  await seed.stages(id, { customer_ship_date: nextWeek });

  await reports.open('/backlogsearch', 'Backlog Search');
  await expect(reports.row(job)).toBeVisible();
  await expect(reports.total('Thermoformed')).not.toHaveText('$0.00');
  const csv = parseCsv(await (await page.request.get('/api/csv/backlogsearch.csv')).text());
  expect(csv.find((row) => row.Job === job)).toMatchObject({ Customer: COMPANY, Thermoformed: 'Yes' });
  await screenshot(page, 'reports-backlog-search');

  await reports.markAndSave(job, 'Received Thermoformed');
  await expect(reports.row(job)).toHaveCount(0);
  expect(await seed.checkedStages(id)).toMatchObject({
    'Ready For Production': today,
    'Thermoformed Signs Received': today,
  });
});

test('customer report: staff search a company and see its total', async ({ page }) => {
  const { reports, seed } = await asStaff(page);
  const company = `Summit Dental ${tag}`;
  await seed.quote({
    job_name: `Front desk ${tag}`,
    customer_name: company,
    shipping_cost: 100.25,
    quote_date: today,
  });
  const second = await seed.quote({
    job_name: `Suite numbers ${tag}`,
    customer_name: company,
    shipping_cost: 50,
    quote_date: today,
  });
  await seed.stages(second, { ready_for_production: today });

  await reports.open('/customerreport', 'Customer Report');
  await expect(page.getByText('press Search to see the jobs')).toBeVisible();
  await page.getByLabel('Company').fill(company);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('customer-report-total')).toHaveText(formatMoney(150.25));
  await expect(reports.row(`Suite numbers ${tag}`)).toContainText('Ready For Production');
  const number = (
    (await (await page.request.get(`/api/quote/${second}`)).json()) as { quote: { given_id: string } }
  ).quote.given_id;
  await expect(
    reports.row(`Suite numbers ${tag}`).getByRole('link', { name: number, exact: true }),
  ).toHaveAttribute('href', `/quote/${second}`);
  await expect(page).toHaveURL(/company=Summit%20Dental/);
  await screenshot(page, 'reports-customer-report');
  await page.screenshot({ path: '/tmp/shots-screens-documents/customer-report-1280.png' });

  await page.getByLabel('Ready For Production').check();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('customer-report-total')).toHaveText(formatMoney(50));
  await expect(reports.row(`Front desk ${tag}`)).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    reports.row(`Suite numbers ${tag}`).getByRole('link', { name: number, exact: true }),
  ).toBeVisible();
  await screenshot(page, 'reports-customer-report-phone');
  await page.screenshot({ path: '/tmp/shots-screens-documents/customer-report-390.png' });
});

test('project manager schedule: a job with its drawing started is Work In Progress', async ({ page }) => {
  const { reports, seed } = await asStaff(page);
  const job = `Stair signs ${tag}`;
  const id = await seed.quote({
    job_name: job,
    customer_name: COMPANY,
    project_manager_comment: `Waiting on floor plan ${tag}`,
  });
  await seed.stages(id, { drawing_started: today });

  await reports.open('/projectmanagerschedule', 'Project Manager Schedule');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const inProgress = page.getByRole('region', { name: 'Work In Progress' });
  await expect(inProgress.getByRole('link', { name: new RegExp(job) })).toHaveAttribute(
    'href',
    `/backlog/${id}`,
  );
  await expect(inProgress).toContainText(`Waiting on floor plan ${tag}`);
  await expect(page.getByRole('region', { name: 'Work On Hold' })).toContainText('No Quotes');
  await screenshot(page, 'reports-pm-schedule');

  await page.getByLabel('Project Manager').selectOption('None');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(inProgress.getByRole('link', { name: new RegExp(job) })).toBeVisible();
});
