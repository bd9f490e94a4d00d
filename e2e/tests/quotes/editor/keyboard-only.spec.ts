import { expect, test, type Locator, type Page } from '@playwright/test';
import { Role } from '@signshop/domain';
import { screenshot } from '../../../page-models/auth-page.ts';
import { createUser, signInAs } from '../../../support/accounts.ts';

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === element.ownerDocument.activeElement);

/** Presses Tab (Shift+Tab going back) until the target has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { back = false, most = 120 } = {}) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} never took the focus in ${most} presses`);
}

/** Tabs to a field and types into it (a select takes the typed text as its type-ahead). */
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

test('keyboard only: a two-sign quote with an add-on and a typed date, saved, focus on its heading', async ({
  page,
}) => {
  await signInAs(page, await createUser({ role: Role.Asante, firstName: 'Kbd', company: 'Asante' }));
  await page.goto('/quote');
  const cell = (column: string, row: string) => page.getByLabel(`${column} ${row}`, { exact: true });
  await expect(cell('Width', 'row 1')).toBeVisible();

  await test.step('the skip link leads past the navbar into the editor', async () => {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
  });

  await test.step('job, customer and a typed date', async () => {
    await typeInto(page, page.getByLabel('Job Name'), 'Keyboard Lobby');
    await typeInto(page, page.getByLabel('Customer Name'), 'Keyboard Clinic');
    await page.keyboard.press('Escape');
    await tabTo(page, page.getByLabel('Date', { exact: true }));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('12012026');
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue('12/01/2026');
  });

  await test.step('sign 1 with an add-on chosen in the dialog', async () => {
    await typeInto(page, cell('Process', 'row 1'), 'Other');
    await expect(cell('Process', 'row 1').locator('option:checked')).toHaveText('Other');
    await typeInto(page, cell('Width', 'row 1'), '8');
    await typeInto(page, cell('Height', 'row 1'), '6');
    await typeInto(page, cell('Quantity', 'row 1'), '3');
    const addons = page.getByRole('button', { name: 'Add-ons row 1' });
    await tabTo(page, addons, { back: true });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await typeInto(page, dialog.getByLabel('Colors'), 'Standard');
    await expect(dialog.getByLabel('Colors').locator('option:checked')).toHaveText(/^Standard color/);
    await tabTo(page, dialog.getByRole('button', { name: 'Done' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(addons).toHaveText('1 add-on');
    await expect(addons).toBeFocused();
  });

  await test.step('sign 2 added with + Add Sign', async () => {
    await tabTo(page, page.getByRole('button', { name: '+ Add Sign' }));
    await page.keyboard.press('Enter');
    await expect(cell('Width', 'row 2')).toBeVisible();
    await tabTo(page, cell('Process', 'row 2'), { back: true });
    await page.keyboard.type('Other');
    await typeInto(page, cell('Width', 'row 2'), '10');
    await typeInto(page, cell('Height', 'row 2'), '10');
    await typeInto(page, cell('Quantity', 'row 2'), '1');
  });

  await test.step('saved with the keyboard: focus lands on the new quote’s heading', async () => {
    await tabTo(page, page.getByRole('button', { name: 'Save Quote' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/quote\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Quote / })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Quote saved.' })).toHaveCount(1);
    await screenshot(page, 'keyboard-only-saved');
  });

  const id = Number(/\/quote\/(\d+)$/.exec(page.url())![1]);
  const { quote } = (await (await page.request.get(`/api/quote/${id}`)).json()) as {
    quote: { job_name: string; quote_date: string; signs: { width: number; addons: { label: string }[] }[] };
  };
  expect(quote.job_name).toBe('Keyboard Lobby');
  expect(quote.quote_date).toBe('2026-12-01');
  expect(quote.signs.map((sign) => [sign.width, sign.addons.map((addon) => addon.label)])).toEqual([
    [8, ['Standard color']],
    [10, []],
  ]);
});
