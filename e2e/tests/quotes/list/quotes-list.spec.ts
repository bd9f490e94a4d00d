import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatMoney, Role } from '@signshop/domain';
import path from 'node:path';
import { screenshot } from '../../../page-models/auth-page.ts';
import { QuotesListPage, type QuotesColumn } from '../../../page-models/quotes-list-page.ts';
import { createUser, signInAs } from '../../../support/accounts.ts';
import { SCREENSHOT_DIR } from '../../../support/test-env.ts';

/** A tag in every seeded name, so the test sees only its own quotes. */
const tag = `T${Date.now().toString(36).toUpperCase()}`;
const COMPANIES = ['Apex Signs', 'Birch Dental', 'Cobalt Clinic', 'Delta School', 'Elm Hotel'].map(
  (name) => `${name} ${tag}`,
);
// Distinct first letters, so the database's collation and a plain comparison agree on the order.
const ROOMS = [
  'Atrium',
  'Bakery',
  'Cafe',
  'Dental',
  'Elevator',
  'Foyer',
  'Garage',
  'Hallway',
  'Infirmary',
  'Janitor',
  'Kitchen',
  'Library',
  'Mailroom',
  'Nursery',
  'Office',
  'Pantry',
  'Quarry',
  'Reception',
  'Stairwell',
  'Theater',
  'Utility',
  'Vestibule',
  'Warehouse',
  'Xray',
  'Yard',
];
const COUNT = ROOMS.length;

interface Seeded {
  id: number;
  given_id: string;
  job_name: string;
  customer_name: string;
  quote_date: string;
  total_price: number;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
/** Day `offset` after 2023-01-02 as yyyy-mm-dd. */
const dateAfter = (offset: number) => new Date(Date.UTC(2023, 0, 2 + offset)).toISOString().slice(0, 10);
/** yyyy-mm-dd → what the list shows (mm/dd/yyyy). */
const shown = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
/** yyyy-mm-dd → the digits typed into the 99/99/9999 mask. */
const typed = (date: string) => shown(date).replace(/\D/g, '');

/** 25 quotes with orders that differ column by column (names, numbers, dates and totals permuted). */
async function seedQuotes(request: APIRequestContext): Promise<Seeded[]> {
  const types = await request.get('/api/quote/signtypes');
  expect(types.ok()).toBe(true);
  const { types: processes } = (await types.json()) as { types: { id: number; label: string }[] };
  const process = processes[0]!.id;
  const seeded: Seeded[] = [];
  for (let i = 0; i < COUNT; i += 1) {
    const quote = {
      given_id: `Q${tag}-${pad2((i * 11) % COUNT)}`,
      job_name: `${ROOMS[(i * 3) % COUNT]} ${tag}`,
      customer_name: COMPANIES[i % COMPANIES.length],
      quote_date: dateAfter(((i * 7) % COUNT) * 9),
      shipping_cost: (i * 13) % 17,
      signs: [
        { given_id: 'A', type: process, width: 10 + ((i * 17) % COUNT), height: 12, quantity: 1 + (i % 4) },
      ],
    };
    const response = await request.post('/api/quote', { data: { quote } });
    expect(response.status(), await response.text()).toBe(201);
    seeded.push(((await response.json()) as { quote: Seeded }).quote);
  }
  return seeded;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const SORT_KEYS: Record<QuotesColumn, (quote: Seeded) => string | number> = {
  'Quote Id': (q) => q.given_id,
  'Job Name': (q) => q.job_name,
  'Customer Name': (q) => q.customer_name,
  Date: (q) => q.quote_date,
  'Total Price': (q) => q.total_price,
};
const SHOWN: Record<QuotesColumn, (quote: Seeded) => string> = {
  'Quote Id': (q) => q.given_id,
  'Job Name': (q) => q.job_name,
  'Customer Name': (q) => q.customer_name,
  Date: (q) => shown(q.quote_date),
  'Total Price': (q) => formatMoney(q.total_price),
};

/** What the first `n` rows of a column should read when sorted by it. */
function expectedColumn(quotes: Seeded[], column: QuotesColumn, descending: boolean, n: number) {
  const key = SORT_KEYS[column];
  const sorted = [...quotes].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : byText(String(x), String(y));
    return descending ? -order : order;
  });
  return sorted.slice(0, n).map(SHOWN[column]);
}

test('a person searches, sorts, pages, copies and deletes quotes; another company sees none', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const staff = await createUser({ role: Role.Asante, firstName: 'Sam' });
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, staff);
  const quotes = await seedQuotes(page.request);
  expect(new Set(quotes.map((q) => q.total_price)).size).toBe(COUNT);
  const list = new QuotesListPage(page);

  await test.step('the list opens newest first with the breadcrumb and paging', async () => {
    await list.goto('/jobs');
    await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText('Jobs');
    await list.search({ customerName: tag });
    await list.expectShowing(`Showing 1–10 of ${COUNT}`);
    expect(await list.column('Date')).toEqual(expectedColumn(quotes, 'Date', true, 10));
    await expect(list.table().getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const topDate = (await list.column('Date'))[0];
    const first = quotes.find((q) => shown(q.quote_date) === topDate)!;
    await expect(list.row(first.job_name).getByRole('link', { name: first.given_id })).toHaveAttribute(
      'href',
      `/quote/${first.id}`,
    );
    await expect(list.row(first.job_name).getByRole('link', { name: first.customer_name })).toHaveAttribute(
      'href',
      `/customerreport?filter=All&company=${encodeURIComponent(first.customer_name)}`,
    );
    await screenshot(page, 'quotes-list-01-newest-first');
  });

  await test.step('search by each field and by a date range', async () => {
    const target = quotes[7]!;
    await list.search({ quoteNumber: target.given_id });
    await list.expectShowing('Showing 1–1 of 1');
    expect(await list.column('Job Name')).toEqual([target.job_name]);

    await list.search({ jobName: target.job_name.toLowerCase() });
    await list.expectShowing('Showing 1–1 of 1');
    expect(await list.column('Quote Id')).toEqual([target.given_id]);

    await list.search({ customerName: COMPANIES[2] });
    await list.expectShowing('Showing 1–5 of 5');
    expect(new Set(await list.column('Customer Name'))).toEqual(new Set([COMPANIES[2]]));

    const dates = quotes.map((q) => q.quote_date).sort();
    const [min, max] = [dates[5]!, dates[14]!];
    await list.search({ customerName: tag, minDate: typed(min), maxDate: typed(max) });
    await list.expectShowing('Showing 1–10 of 10');
    const inRange = quotes.filter((q) => q.quote_date >= min && q.quote_date <= max);
    expect(await list.column('Date')).toEqual(expectedColumn(inRange, 'Date', true, 10));
    await expect(page).toHaveURL(/quote_date=/);
    await screenshot(page, 'quotes-list-02-date-range');

    // The search lives in the URL: a reload keeps it, fields and all.
    await page.reload();
    await list.expectShowing('Showing 1–10 of 10');
    await expect(page.getByLabel('Min Date')).toHaveValue(shown(min));
    await expect(page.getByLabel('Max Date')).toHaveValue(shown(max));

    // A partly typed date is not searched with: the form says which field, the list stays as it was.
    await list.search({ customerName: tag, maxDate: '0101202' });
    await expect(page.getByRole('search').getByRole('alert')).toContainText('Not searched. Max Date:');
    await list.expectShowing('Showing 1–10 of 10');
    await list.search({ jobName: `No such job ${tag}` });
    await expect(page.getByText('No quotes match these filters')).toBeVisible();
    await screenshot(page, 'quotes-list-03-no-match');
    await list.search({ customerName: tag });
    await list.expectShowing(`Showing 1–10 of ${COUNT}`);
  });

  await test.step('sort by each column both ways', async () => {
    const columns: QuotesColumn[] = ['Quote Id', 'Job Name', 'Customer Name', 'Date', 'Total Price'];
    for (const column of columns) {
      for (const direction of ['ascending', 'descending'] as const) {
        await list.sortBy(column, direction);
        expect(await list.column(column), `${column} ${direction}`).toEqual(
          expectedColumn(quotes, column, direction === 'descending', 10),
        );
      }
    }
    await list.sortBy('Total Price', 'ascending');
    await screenshot(page, 'quotes-list-04-sorted-by-price');
    // Back returns to the previous order.
    await page.goBack();
    await expect(list.table().getByRole('columnheader', { name: 'Total Price' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await list.sortBy('Job Name', 'ascending');
  });

  await test.step('page through with Next, Previous and the Page field', async () => {
    const jobs = expectedColumn(quotes, 'Job Name', false, COUNT);
    await list.expectShowing(`Showing 1–10 of ${COUNT}`);
    await expect(list.pager().getByRole('button', { name: 'Previous' })).toBeDisabled();
    await list.pager().getByRole('button', { name: 'Next' }).click();
    await list.expectShowing(`Showing 11–20 of ${COUNT}`);
    expect(await list.column('Job Name')).toEqual(jobs.slice(10, 20));
    await list.goToPage(3);
    await list.expectShowing(`Showing 21–25 of ${COUNT}`);
    expect(await list.column('Job Name')).toEqual(jobs.slice(20));
    await expect(list.pager().getByRole('button', { name: 'Next' })).toBeDisabled();
    await screenshot(page, 'quotes-list-05-last-page');
    await list.pager().getByRole('button', { name: 'Previous' }).click();
    await list.expectShowing(`Showing 11–20 of ${COUNT}`);
    await page.reload();
    await list.expectShowing(`Showing 11–20 of ${COUNT}`);
    await expect(list.pager().getByLabel('Page', { exact: true })).toHaveValue('2');
  });

  await test.step('items per page is kept in the browser across a reload', async () => {
    await list.setItemsPerPage(25);
    await list.expectShowing(`Showing 1–25 of ${COUNT}`);
    await expect(list.bodyRows()).toHaveCount(25);
    expect(await page.evaluate<string | null>("localStorage.getItem('page_count')")).toBe('25');
    await page.reload();
    await list.expectShowing(`Showing 1–25 of ${COUNT}`);
    await expect(list.pager().getByLabel('Items Per Page')).toHaveValue('25');
    await list.setItemsPerPage(10);
    await list.expectShowing(`Showing 1–10 of ${COUNT}`);
  });

  await test.step('copy a quote: a Duplicate row appears', async () => {
    const source = quotes.find((q) => q.job_name.startsWith('Atrium'))!;
    await list.search({ jobName: `Atrium ${tag}` });
    await list.expectShowing('Showing 1–1 of 1');
    await list.row(source.job_name).getByRole('button', { name: 'Copy' }).click();
    await list.expectShowing('Showing 1–2 of 2');
    const duplicate = list.row(`${source.job_name} Duplicate`);
    await expect(duplicate).toBeVisible();
    await expect(duplicate.getByRole('cell').nth(4)).toHaveText(formatMoney(source.total_price));
    await expect(page.getByText(`Copied ${source.job_name} as ${source.job_name} Duplicate.`)).toBeVisible();
    await screenshot(page, 'quotes-list-06-copied');
  });

  await test.step('delete a quote after the warning', async () => {
    const name = `Atrium ${tag} Duplicate`;
    await list.row(name).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Warning');
    await expect(dialog).toContainText(
      `Are you sure you want to delete ${name} This action can not be undone.`,
    );
    await screenshot(page, 'quotes-list-07-delete-warning');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(list.row(name)).toBeVisible();

    await list.row(name).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await list.expectShowing('Showing 1–1 of 1');
    await expect(list.row(name)).toHaveCount(0);
    await page.reload();
    await list.expectShowing('Showing 1–1 of 1');
  });

  await test.step('Add opens a blank quote', async () => {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page).toHaveURL(/\/quote$/);
  });

  await test.step('on a phone each quote is a card holding its total and buttons', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await list.goto(`/quotes?customer_name=${encodeURIComponent(tag)}`);
    await list.expectShowing(`Showing 1–10 of ${COUNT}`);
    const fits = await list
      .table()
      .evaluate((table) => table.scrollWidth <= (table.parentElement?.clientWidth ?? 0));
    expect(fits).toBe(true);
    const firstCard = list.table().locator('tbody tr').first();
    for (const part of [
      firstCard.locator('[data-label="Total Price"]'),
      firstCard.getByRole('button').first(),
    ]) {
      const box = await part.boundingBox();
      expect(box, 'shown on the card').not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'quotes-list-08-phone.png'), fullPage: true });
  });
  await context.close();

  await test.step('a customer sees only their company; another company sees none', async () => {
    const apex = await createUser({ role: Role.Customer, company: COMPANIES[0] });
    const apexContext = await browser.newContext();
    const apexPage = await apexContext.newPage();
    await signInAs(apexPage, apex);
    const apexList = new QuotesListPage(apexPage);
    await apexList.goto();
    await apexList.expectShowing('Showing 1–5 of 5');
    expect(new Set(await apexList.column('Customer Name'))).toEqual(new Set([COMPANIES[0]]));
    await apexContext.close();

    const other = await createUser({ role: Role.Customer, company: `Other Co ${tag}` });
    const otherContext = await browser.newContext();
    const otherPage = await otherContext.newPage();
    await signInAs(otherPage, other);
    const otherList = new QuotesListPage(otherPage);
    await otherList.goto();
    await expect(otherPage.getByText('No quotes yet')).toBeVisible();
    await otherList.search({ customerName: tag });
    await expect(otherPage.getByText('No quotes match these filters')).toBeVisible();
    await screenshot(otherPage, 'quotes-list-09-other-company-empty');
    await otherContext.close();
  });
});
