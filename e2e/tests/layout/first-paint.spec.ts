import { expect, test, type Page, type Route } from '@playwright/test';
import { firstViewOf, Role } from '@signshop/domain';
import { createUser, signInAs } from '../../support/accounts.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { watchLayoutShifts } from '../../support/layout-data.ts';
import { PHONE } from '../../support/phone-layout.ts';

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

test('when the app code cannot be fetched, the frame says what to do, also in place of a first view', async ({
  page,
}) => {
  await page.route(/\/assets\/start-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/account/login');
  const failed = page.getByText('SignShop could not load: check the connection and reload the page.');
  await expect(failed).toBeVisible();
  await signInAs(page, await createUser({ role: Role.Asante }));
  await page.goto('/dailyschedule');
  await expect(failed).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Daily Schedule' })).toHaveCount(0);
});

// A screen with a first view in the domain's table: the server paints its heading and info from the
// page, so they show with the stylesheet, before the app's code; the app's own view then takes their
// place in one frame, at the same spot.
for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
  test(`the daily schedule's heading and info paint before the app's code, then the app's page takes their place without a move (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, await createUser({ role: Role.Asante }));
    const shifts = await watchLayoutShifts(page);
    const release = await holdAppCode(page);
    await page.goto('/dailyschedule', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: 'Daily Schedule' });
    const info = page.getByText(firstViewOf('dailySchedule').info);
    await expect(heading).toBeVisible();
    await expect(info).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    const [headingBox, infoBox] = [await heading.boundingBox(), await info.boundingBox()];
    await page.screenshot({ path: `/tmp/shots-firstpaint2/schedule-before-js-${viewport.width}.png` });
    await expectNoAxeViolations(page);

    await release();
    await expect(page.getByRole('combobox', { name: 'Equip' })).toBeVisible();
    await expect(page.locator('[data-first-view]')).toHaveCount(0);
    await expect(heading).toHaveCount(1);
    expect(await heading.boundingBox()).toEqual(headingBox);
    expect(await info.boundingBox()).toEqual(infoBox);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/shots-firstpaint2/schedule-after-js-${viewport.width}.png` });
    expect(await shifts()).toBeLessThan(0.05);
  });
}
