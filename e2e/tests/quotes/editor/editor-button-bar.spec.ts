import { expect, test, type Page } from '@playwright/test';
import { Role } from '@signshop/domain';
import { QuoteEditorPage } from '../../../page-models/quote-editor-page.ts';
import { screenshot } from '../../../page-models/auth-page.ts';
import { JobSeeder } from '../../../page-models/reports-page.ts';
import { createUser, signInAs } from '../../../support/accounts.ts';
import { expectNoAxeViolations } from '../../../support/axe.ts';
import { PHONE } from '../../../support/phone-layout.ts';

const tag = `B${Date.now().toString(36).toUpperCase()}`;
const DOCUMENTS = ['Download PDF', 'Packaging Slip', 'Send PDF as Email'];
/** One row of buttons with the bar's padding and border. */
const ONE_ROW_PX = 60;

async function openSavedQuote(page: Page, width: number) {
  const staff = await createUser({ role: Role.Asante });
  await signInAs(page, staff);
  const quoteId = await new JobSeeder(page.request).quote({
    given_id: `BAR-${tag}-${width}`,
    job_name: `Button bar ${tag}`,
    customer_name: `Bar Co ${tag}`,
  });
  await page.goto(`/quote/${quoteId}`);
  const bar = page.locator('.quote-actions');
  await expect(bar.getByRole('button', { name: 'Save Quote' })).toBeVisible();
  return bar;
}

test('the editor button bar at 1280 px: one row, every document a button', async ({ page }) => {
  const bar = await openSavedQuote(page, 1280);
  for (const name of DOCUMENTS) await expect(bar.getByRole('button', { name })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'More documents' })).toBeHidden();
  expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(ONE_ROW_PX);
  await screenshot(page, 'editor-button-bar-1280');
});

test('the editor button bar at 390 px: one row, the documents in a More menu reached by keyboard', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const bar = await openSavedQuote(page, PHONE.width);
  expect((await bar.boundingBox())!.height, 'the bar is one row').toBeLessThanOrEqual(ONE_ROW_PX);
  const more = bar.getByRole('button', { name: 'More documents' });
  await bar.getByRole('button', { name: 'Save Quote' }).focus();
  await page.keyboard.press('Tab');
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  for (const name of DOCUMENTS) await expect(menu.getByRole('menuitem', { name })).toBeEnabled();
  await screenshot(page, 'editor-button-bar-390-menu');
  await expectNoAxeViolations(page);

  await expect(menu.getByRole('menuitem', { name: 'Download PDF' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Packaging Slip' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Packaging Slip' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await more.click();
  await menu.getByRole('menuitem', { name: 'Send PDF as Email' }).click();
  await expect(page.getByRole('dialog', { name: 'Send PDF as Email' })).toBeVisible();
  await page.keyboard.press('Escape');

  const popup = page.waitForEvent('popup');
  await new QuoteEditorPage(page).openDocument('Download PDF');
  expect((await popup).url()).toContain('/api/pdf/id/');

  // With unsaved changes the bar still keeps one row within the screen.
  await page.getByLabel('Job Name').fill(`Button bar ${tag} changed`);
  await expect(bar.getByText('Unsaved changes')).toBeVisible();
  const box = (await bar.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(ONE_ROW_PX);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'editor-button-bar-390');
});
