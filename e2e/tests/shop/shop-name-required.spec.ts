import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { Role } from '@signshop/domain';
import { createUser, signInAs } from '../../support/accounts.ts';
import { PHONE } from '../../support/phone-layout.ts';

for (const [name, size] of [
  ['1280', { width: 1280, height: 800 }],
  ['390', PHONE],
] as const) {
  test(`at ${name} px an empty Shop Name is named at the field and nothing is saved`, async ({ page }) => {
    await page.setViewportSize(size);
    await signInAs(page, await createUser({ role: Role.Admin | Role.Asante, company: 'Harbor Sign Works' }));
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/admin/shop')) sent.push(request.url());
    });
    await page.goto('/admin/shop');
    const shopName = page.getByLabel('Shop Name');
    await shopName.fill(' ');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(shopName).toHaveAccessibleDescription('Shop Name is required.');
    await expect(shopName).toBeFocused();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((rule) => rule.id)).toEqual([]);
    await page.screenshot({ path: `/tmp/shots-messages/shop-name-empty-${name}.png` });
    expect(sent).toEqual([]);
  });
}
