import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addDays, Role, todayJustDate } from '@signshop/domain';
import { JobSeeder } from '../../page-models/reports-page.ts';
import { createUser, signInAs } from '../../support/accounts.ts';
import { seedTwoSignQuote } from '../../support/layout-data.ts';
import { CUSTOMER_SCREENS, jobScreens, STAFF_SCREENS } from '../../support/screens.ts';

/** Every axe-core rule violated on the page as it shows now: rule, impact, count and the first places. */
async function violations(page: Page, route: string): Promise<string[]> {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (rule) =>
      `${route}: ${rule.id} (${rule.impact}) on ${rule.nodes.length}: ${rule.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

async function scan(page: Page, routes: readonly string[]) {
  const found: string[] = [];
  for (const route of routes) found.push(...(await violations(page, route)));
  expect(found).toEqual([]);
}

test.describe.configure({ timeout: 240_000 });

test('signed-out pages have no axe violations', async ({ page }) => {
  await scan(page, ['/account/login', '/account/create', '/account/forgotpassword']);
});

test('every staff and admin screen has no axe violations, with a job in production and a completed task', async ({
  page,
}) => {
  const staff = await createUser({ role: Role.Asante | Role.Admin, firstName: 'Axe', company: 'Asante' });
  await signInAs(page, staff);
  const seed = new JobSeeder(page.request);
  const today = todayJustDate();
  const id = await seed.quote({ job_name: 'Axe Lobby', customer_name: 'Axe Clinic', shipping_cost: 20 });
  await seed.stages(id, { customer_ship_date: addDays(today, 7), in_production: today });
  await seed.lines(id, [
    { short_description: 'Room IDs', material: 'Gemini', equip: 'Laser', process: 'Cut', is_complete: true },
    { short_description: 'Directory', material: 'Aluminum', equip: 'Router', process: 'Route' },
  ]);
  await scan(page, [...STAFF_SCREENS, ...jobScreens(id)]);
});

test("a customer's screens have no axe violations", async ({ page }) => {
  const customer = await createUser({ role: Role.Customer, firstName: 'Cus', company: 'Axe Dental' });
  await signInAs(page, customer);
  await scan(page, CUSTOMER_SCREENS);
});

test('the editor of a quote with a sub-part, at desktop and phone widths, has no axe violations', async ({
  page,
}) => {
  const { quoteId } = await seedTwoSignQuote(page);
  const found: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    found.push(...(await violations(page, `/quote/${quoteId}`)).map((line) => `${width} px ${line}`));
  }
  expect(found).toEqual([]);
});
