import { expect, test, type Locator } from '@playwright/test';
import { Role } from '@signshop/domain';
import { screenshot } from '../../page-models/auth-page.ts';
import { QuoteEditorPage } from '../../page-models/quote-editor-page.ts';
import { createUser, signInAs } from '../../support/accounts.ts';

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const box = async (locator: Locator) => (await locator.boundingBox())!;

test('the on-screen keypad stays in view beside the editor and covers none of it, totals included', async ({
  page,
}) => {
  await signInAs(page, await createUser({ role: Role.Customer, firstName: 'Kay' }));
  const saved = await page.request.put('/api/account/settings', {
    data: { settings: { numbers_calculator_show: true } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const editor = new QuoteEditorPage(page);
  await editor.openNew();
  await editor.fillSign('row 1', { width: '12', height: '8', quantity: '2' });
  const keypad = page.getByRole('complementary', { name: 'Keypad' });
  const totals = page.getByRole('region', { name: 'Quote totals' });
  const form = page.locator('form.quote-editor');
  // The totals panel at the window's bottom right: the keypad sits beside it, never over it.
  await totals.evaluate((panel) => panel.scrollIntoView({ block: 'end' }));
  await expect(keypad).toBeInViewport();
  expect(overlap(await box(keypad), await box(totals))).toBe(false);
  expect(overlap(await box(keypad), await box(form))).toBe(false);
  await screenshot(page, 'layout-05-keypad-beside-totals');

  await test.step('the sign row buttons scroll into view inside the table, not under the keypad', async () => {
    await page.getByRole('button', { name: 'Copy row 1', exact: true }).click();
    await expect(editor.cell('Width', 'row 2')).toHaveValue('12');
  });

  await test.step('it still types into the focused number field', async () => {
    await editor.cell('Quantity', 'row 1').focus();
    await keypad.getByRole('button', { name: 'Key 5' }).click();
    await expect(editor.cell('Quantity', 'row 1')).toHaveValue('25');
  });
});
