import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PHONE } from '../../support/phone-layout.ts';

for (const [name, size] of [
  ['1280', { width: 1280, height: 800 }],
  ['390', PHONE],
] as const) {
  test(`at ${name} px an empty sign-in names Email and Password at their fields and sends nothing`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/account/login'))
        sent.push(request.url());
    });
    await page.goto('/account/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    for (const label of ['Email', 'Password']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
        `${label} is required.`,
      );
    }
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((rule) => rule.id)).toEqual([]);
    await page.screenshot({ path: `/tmp/shots-messages/sign-in-empty-${name}.png` });
    expect(sent).toEqual([]);
  });
}
