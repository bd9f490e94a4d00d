import { expect, test, type Page, type Route } from '@playwright/test';

// The page shows its frame before the app's code has arrived, whatever the stylesheet or the
// JavaScript take; when the code cannot come, the frame says so instead of loading for ever.
const holdAppCode = async (page: Page) => {
  const held: Route[] = [];
  await page.route(/\/assets\/start-[\w-]+\.js$/, (route) => void held.push(route));
  return () => Promise.all(held.map((route) => route.continue()));
};

test('the frame paints while the app code is on its way, then the sign-in page replaces it', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/account/login', { waitUntil: 'commit' });
  const frame = page.getByText('Loading SignShop…');
  await expect(frame).toBeVisible();
  // The frame's own look, without the stylesheet's classes: a dark bar over the page.
  const bar = page.locator('#root > div > div').first();
  await expect(bar).toHaveCSS('background-color', 'rgb(33, 37, 41)');
  await page.screenshot({ path: test.info().outputPath('frame.png') });
  await release();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(frame).toHaveCount(0);
});

test('when the app code cannot be fetched, the frame says what to do', async ({ page }) => {
  await page.route(/\/assets\/start-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/account/login');
  await expect(
    page.getByText('SignShop could not load: check the connection and reload the page.'),
  ).toBeVisible();
});
