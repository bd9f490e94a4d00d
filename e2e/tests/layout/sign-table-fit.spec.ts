import { expect, test, type Locator, type Page } from '@playwright/test';
import { Role } from '@signshop/domain';
import { screenshot } from '../../page-models/auth-page.ts';
import { JobStagesPage } from '../../page-models/job-page.ts';
import { JobSeeder } from '../../page-models/reports-page.ts';
import { createUser, signInAs } from '../../support/accounts.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { seedTwoSignQuote } from '../../support/layout-data.ts';
import { pageWidth, PHONE } from '../../support/phone-layout.ts';

const DESKTOP = { width: 1280, height: 800 };

/** How much of a text field's text fits: its box inside the padding, and the width of its text. */
function textRoom(field: Locator) {
  return field.evaluate((element) => {
    // The browser's own globals (this project's types leave the DOM out).
    const browser = globalThis as unknown as {
      getComputedStyle(element: unknown): { font: string; paddingLeft: string; paddingRight: string };
      document: {
        createElement(tag: 'canvas'): {
          getContext(kind: '2d'): { font: string; measureText(text: string): { width: number } };
        };
      };
    };
    const input = element as unknown as { value: string; clientWidth: number };
    const style = browser.getComputedStyle(element);
    const context = browser.document.createElement('canvas').getContext('2d');
    context.font = style.font;
    return {
      room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      text: context.measureText(input.value).width,
    };
  });
}

async function openWithKeypad(page: Page, keypad: boolean) {
  const { quoteId } = await seedTwoSignQuote(page);
  const saved = await page.request.put('/api/account/settings', {
    data: { settings: { numbers_calculator_show: keypad } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.goto(`/quote/${quoteId}`);
  await expect(page.getByLabel('Sign Type row 1.1', { exact: true })).toBeVisible();
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`a sub-part's Sign Type shows a name like A-A-1 whole (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openWithKeypad(page, false);
    for (const row of ['row 1', 'row 1.1']) {
      const field = page.getByLabel(`Sign Type ${row}`, { exact: true });
      await field.fill('A-A-1');
      const { room, text } = await textRoom(field);
      expect(room, `${row}: ${room} px for ${text} px of text`).toBeGreaterThanOrEqual(text);
    }
    expect(await pageWidth(page)).toBe(viewport.width);
    await page.getByLabel('Sign Type row 1.1', { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, `sign-table-sub-part-${viewport.width}`);
  });
}

test('beside the keypad at 1280 px, every row keeps its move and delete buttons in view', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await openWithKeypad(page, true);
  const wrap = (await page.locator('.sign-table-wrap').boundingBox())!;
  for (const row of ['row 1', 'row 1.1', 'row 2']) {
    for (const name of [`Move ${row} up`, `Move ${row} down`, `Delete ${row}`]) {
      const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      expect({ name, left: box.x >= wrap.x, right: box.x + box.width <= wrap.x + wrap.width + 0.5 }).toEqual({
        name,
        left: true,
        right: true,
      });
    }
  }
  await page.getByRole('button', { name: 'Delete row 2', exact: true }).scrollIntoViewIfNeeded();
  await screenshot(page, 'sign-table-keypad-1280');
  await page.getByRole('button', { name: 'Move row 1 down', exact: true }).click();
  await expect(page.getByLabel('Sign Type row 1', { exact: true })).toHaveValue('B');
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`a customer's read-only scheduler without lines offers nothing to add (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const company = `Read Only Co ${Date.now().toString(36)} ${viewport.width}`;
    const customer = await createUser({ company });
    await signInAs(page, await createUser({ role: Role.Asante }));
    const quoteId = await new JobSeeder(page.request).quote({
      job_name: 'No lines yet',
      customer_name: company,
    });
    await page.context().clearCookies();
    await signInAs(page, customer);
    await new JobStagesPage(page).open('scheduler', quoteId);
    await expect(page.getByText('No production lines yet')).toBeVisible();
    await expect(
      page.getByText('The shop adds a line here for each piece of work a machine does on this job.'),
    ).toBeVisible();
    await expect(page.getByText(/^Add a line/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Add/ })).toHaveCount(0);
    await screenshot(page, `scheduler-customer-empty-${viewport.width}`);
    await expectNoAxeViolations(page);
  });
}
