import { expect, test } from '@playwright/test';
import { Role } from '@signshop/domain';
import { QuoteEditorPage } from '../../../page-models/quote-editor-page.ts';
import { createUser, signInAs } from '../../../support/accounts.ts';

test('after a save, focus lands on the saved quote heading and the save is announced', async ({ page }) => {
  const staff = await createUser({ role: Role.Asante, firstName: 'Foc', company: 'Asante' });
  await signInAs(page, staff);
  const editor = new QuoteEditorPage(page);
  await editor.openNew();
  await page.getByLabel('Job Name').fill('Focus Lobby');
  await page.getByLabel('Customer Name').fill('Focus Clinic');
  await editor.fillSign('row 1', { width: '8', height: '8', quantity: '2', process: 'Laminate' });
  await editor.save();
  await expect(page).toHaveURL(/\/quote\/\d+$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Quote / });
  await expect(heading).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Quote saved.' })).toHaveCount(1);
});

test('the editor takes a typed date', async ({ page }) => {
  const staff = await createUser({ role: Role.Asante, firstName: 'Typ', company: 'Asante' });
  await signInAs(page, staff);
  const editor = new QuoteEditorPage(page);
  await editor.openNew();
  await page.getByLabel('Job Name').fill('Typed Date Lobby');
  await page.getByLabel('Customer Name').fill('Typed Clinic');
  await editor.fillSign('row 1', { width: '8', height: '8', quantity: '1', process: 'Laminate' });
  const date = page.getByLabel('Date', { exact: true });
  await date.selectText();
  await date.pressSequentially('12012026');
  await expect(date).toHaveValue('12/01/2026');
  await editor.save();
  await expect(page).toHaveURL(/\/quote\/\d+$/);
  const response = await page.request.get(`/api/quote/${editor.quoteIdFromUrl()}`);
  expect(((await response.json()) as { quote: { quote_date: string } }).quote.quote_date).toBe('2026-12-01');
});
