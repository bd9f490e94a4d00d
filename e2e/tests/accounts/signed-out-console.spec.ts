import { expect, test } from '@playwright/test';

test('signed-out pages load without an error in the browser console', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const [route, heading] of [
    ['/account/login', 'Sign In'],
    ['/account/create', 'Create Account'],
    ['/account/forgotpassword', 'Forgot Password'],
  ] as const) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});
