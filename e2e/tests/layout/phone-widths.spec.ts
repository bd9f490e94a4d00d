import { expect, test } from '@playwright/test';
import { Role } from '@signshop/domain';
import { screenshot } from '../../page-models/auth-page.ts';
import { QuoteEditorPage } from '../../page-models/quote-editor-page.ts';
import { createUser, signInAs } from '../../support/accounts.ts';
import { pageWidth } from '../../support/phone-layout.ts';
import { CUSTOMER_SCREENS, STAFF_SCREENS } from '../../support/screens.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the quote editor fits the screen and keeps Save in view', async ({ page }) => {
  const staff = await createUser({ role: Role.Asante, firstName: 'Pho', company: 'Asante' });
  await signInAs(page, staff);
  const editor = new QuoteEditorPage(page);
  await editor.openNew();
  await editor.fillSign('row 1', { width: '12', height: '8', quantity: '2' });
  expect(await pageWidth(page)).toBe(390);
  await expect(page.getByRole('button', { name: 'Save Quote' })).toBeInViewport();
  await screenshot(page, 'layout-01-editor-phone');
});

test('on a phone every staff screen keeps the page width, wide tables scrolling inside their own box', async ({
  page,
}) => {
  const staff = await createUser({ role: Role.Asante, firstName: 'Pho', company: 'Asante' });
  await signInAs(page, staff);
  for (const route of STAFF_SCREENS) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect({ route, width: await pageWidth(page) }).toEqual({ route, width: 390 });
  }
});

test('on a phone every customer screen keeps the page width', async ({ page }) => {
  await signInAs(page, await createUser({ role: Role.Customer, firstName: 'Pho', company: 'Phone Dental' }));
  for (const route of CUSTOMER_SCREENS) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect({ route, width: await pageWidth(page) }).toEqual({ route, width: 390 });
  }
});
