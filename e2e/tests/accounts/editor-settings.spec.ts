import { expect, test } from '@playwright/test';
import { Role } from '@signshop/domain';
import { screenshot } from '../../page-models/auth-page.ts';
import { QuoteEditorPage } from '../../page-models/quote-editor-page.ts';
import { SettingsPage } from '../../page-models/settings-page.ts';
import { createUser, signInAs } from '../../support/accounts.ts';

test('each editor setting saved on the settings page changes the quote editor at once', async ({ page }) => {
  await signInAs(page, await createUser({ role: Role.Customer, firstName: 'Pat' }));
  const settings = new SettingsPage(page);
  const editor = new QuoteEditorPage(page);

  await test.step('defaults: automatic sign names, the prefix from the first name, no keypad', async () => {
    await editor.openNew();
    await expect(editor.cell('Sign Type', 'row 1')).toHaveValue('A');
    await expect(page.getByLabel('Quote Number')).toHaveValue(/^PAT-\d{8}[A-Z]{3}$/);
    await expect(page.getByRole('complementary', { name: 'Keypad' })).toHaveCount(0);
    await expect(page.locator('.sign-table.pin-editing')).toHaveCount(0);
  });

  await test.step('change all five and save', async () => {
    await settings.open();
    await page.getByLabel(/Spreadsheet keys/).check();
    await page.getByLabel('Show the on-screen number keypad').check();
    await page.getByLabel(/Name new signs automatically/).uncheck();
    await page.getByLabel('Keep the sign being edited pinned at the top').check();
    await page.getByLabel('Quote number prefix').fill('ZQX');
    await settings.save();
    await screenshot(page, 'settings-editor-settings');
  });

  await test.step('the editor, reached without reloading, honours each one', async () => {
    await page.evaluate('window.notReloaded = true');
    await page.getByRole('link', { name: 'New Quote' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Quote' })).toBeVisible();
    expect(await page.evaluate('window.notReloaded')).toBe(true);
    await expect(page.getByLabel('Quote Number')).toHaveValue(/^ZQX-\d{8}[A-Z]{3}$/);
    await expect(editor.cell('Sign Type', 'row 1')).toHaveValue('');
    await expect(page.getByRole('complementary', { name: 'Keypad' })).toBeVisible();
    await page.getByRole('button', { name: '+ Add Sign' }).click();
    await expect(editor.cell('Sign Type', 'row 2')).toHaveValue('');
    await editor.cell('Width', 'row 1').fill('12');
    await editor.cell('Width', 'row 1').press('ArrowDown');
    await expect(editor.cell('Width', 'row 2')).toBeFocused();
    await expect(page.locator('.sign-table.pin-editing')).toHaveCount(1);
    await expect(page.locator('.sign-table tr:focus-within > td').first()).toHaveCSS('position', 'sticky');
    await screenshot(page, 'settings-editor-effects');
  });
});
