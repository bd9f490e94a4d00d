import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { Role } from '@signshop/domain';
import { screenshot } from '../../page-models/auth-page.ts';
import { createUser, signInAs } from '../../support/accounts.ts';
import { PHONE } from '../../support/phone-layout.ts';

const LABELS = ['Nick Name', 'ADA Routing Number', 'Account Number', 'Account Title'];

test('Add Bank with empty fields sends nothing and names each empty field at the field', async ({ page }) => {
  await signInAs(page, await createUser({ role: Role.Customer }));
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/bank/')) sent.push(request.url());
  });
  await page.goto('/payment/edit');
  await page.getByRole('button', { name: 'Add Bank' }).click();
  for (const label of LABELS) {
    await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(`${label} is required.`);
  }
  await expect(page.getByLabel('Nick Name')).toBeFocused();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((rule) => rule.id)).toEqual([]);
  await screenshot(page, 'billing-bank-form-empty-1280');
  await page.screenshot({ path: '/tmp/shots-messages/bank-empty-1280.png' });
  await page.setViewportSize(PHONE);
  await screenshot(page, 'billing-bank-form-empty-390');
  await page.screenshot({ path: '/tmp/shots-messages/bank-empty-390.png' });
  await page.getByLabel('Nick Name').fill('Savings');
  await expect(page.getByText('Nick Name is required.')).toHaveCount(0);
  expect(sent).toEqual([]);
});

test('on a phone Add Bank with empty fields sends nothing and names each empty field at the field', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, await createUser({ role: Role.Customer }));
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/bank/')) sent.push(request.url());
  });
  await page.goto('/payment/edit');
  await page.getByRole('button', { name: 'Add Bank' }).click();
  for (const label of LABELS) {
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(`${label} is required.`);
  }
  await expect(page.getByText('nick_name')).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((rule) => rule.id)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots-messages/bank-empty-phone.png', fullPage: true });
  expect(sent).toEqual([]);
});
