import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { Role } from '@signshop/domain';
import { screenshot } from '../../page-models/auth-page.ts';
import { SettingsPage } from '../../page-models/settings-page.ts';
import { createUser, signInAs } from '../../support/accounts.ts';
import { BASE_URL } from '../../support/test-env.ts';

test.use({ timezoneId: 'UTC' });

/** Records requests to other origins and content security policy violations of the page. */
function watchPage(page: Page) {
  const foreign: string[] = [];
  const violations: string[] = [];
  const themeFiles: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== BASE_URL && url.protocol.startsWith('http')) foreign.push(request.url());
    if (/\/assets\/_bootswatch-.*\.css$/.test(url.pathname)) themeFiles.push(url.pathname);
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return { foreign, violations, themeFiles };
}

test('three Bootswatch themes change the page; files load only when chosen and nothing leaves the origin', async ({
  page,
}) => {
  await signInAs(page, await createUser({ role: Role.Customer }));
  const watched = watchPage(page);
  const settings = new SettingsPage(page);
  await settings.open();
  const looks = [await settings.colours()];
  const shots = [await page.screenshot()];
  expect(watched.themeFiles).toEqual([]);
  for (const theme of ['Darkly', 'Minty', 'Cerulean']) {
    await settings.chooseTheme(theme);
    await settings.save();
    await expect(settings.shownTheme()).toHaveAttribute('data-theme', theme.toLowerCase());
    await expect.poll(async () => (await settings.colours()).button).not.toBe(looks.at(-1)!.button);
    looks.push(await settings.colours());
    shots.push(await page.screenshot());
    await screenshot(page, `settings-theme-${theme.toLowerCase()}`);
  }
  expect(new Set(looks.map((look) => JSON.stringify(look))).size).toBe(4);
  expect(new Set(shots.map((shot) => shot.toString('base64'))).size).toBe(4);
  // Darkly is dark: its page background is near black.
  expect(looks[1]!.body).toBe('rgb(34, 34, 34)');
  expect(new Set(watched.themeFiles).size).toBe(3);
  expect(watched.foreign).toEqual([]);
  expect(watched.violations).toEqual([]);
});

test('a custom CSS theme applies under the content security policy', async ({ page }) => {
  await signInAs(page, await createUser({ role: Role.Customer }));
  const watched = watchPage(page);
  const settings = new SettingsPage(page);
  await settings.open();
  await settings.addCustomTheme('Magenta bar', '.navbar { background-color: rgb(200, 0, 150) !important; }');
  await settings.chooseTheme('Magenta bar');
  await settings.save();
  await expect.poll(async () => (await settings.colours()).navbar).toBe('rgb(200, 0, 150)');
  await page.reload();
  await expect.poll(async () => (await settings.colours()).navbar).toBe('rgb(200, 0, 150)');
  await screenshot(page, 'settings-theme-custom');
  expect(watched.violations).toEqual([]);
});

test('an external stylesheet URL theme loads from the origin the user configured', async ({ page }) => {
  const css = 'body { background-color: rgb(1, 120, 3) !important; }';
  const server = http.createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/css' }).end(css);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/theme.css`;
  try {
    await signInAs(page, await createUser({ role: Role.Customer }));
    const settings = new SettingsPage(page);
    await settings.open();
    await settings.addExternalTheme('Remote', 'ftp://nope/theme.css');
    await expect(
      page.getByText('The stylesheet URL must start with http:// or https://.').first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await page.getByLabel('External stylesheet URL').fill(url);
    await settings.chooseTheme('Remote');
    // The page loaded before the origin was configured reloads once to get a policy that allows it.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await reloaded;
    await expect
      .poll(async () => (await settings.colours()).body, { timeout: 15_000 })
      .toBe('rgb(1, 120, 3)');
    const policy = (await page.request.get('/account/settings')).headers()['content-security-policy'];
    expect(policy).toContain(`style-src 'self' ${new URL(url).origin}`);
    const watched = watchPage(page);
    await page.reload();
    await expect.poll(async () => (await settings.colours()).body).toBe('rgb(1, 120, 3)');
    expect(watched.violations).toEqual([]);
    await screenshot(page, 'settings-theme-external');
  } finally {
    server.close();
  }
});

test('time items show their theme while the clock is between start and end', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-03-02T10:00:00Z') });
  await signInAs(page, await createUser({ role: Role.Customer }));
  const settings = new SettingsPage(page);
  await settings.open();
  await settings.chooseTheme('Cerulean');
  await settings.addTimeItem(1, 'Darkly', '08:00', '12:00');
  await settings.addTimeItem(2, 'Minty', '12:01', '18:00');
  await settings.save();
  await screenshot(page, 'settings-theme-time-items');
  await expect(settings.shownTheme()).toHaveAttribute('data-theme', 'darkly');
  await page.clock.fastForward('02:00:00'); // 12:00, the end, still inside
  await expect(settings.shownTheme()).toHaveAttribute('data-theme', 'darkly');
  await page.clock.fastForward('01:00'); // 12:01
  await expect(settings.shownTheme()).toHaveAttribute('data-theme', 'minty');
  await page.clock.fastForward('06:00:00'); // 18:01, past every item: the chosen theme
  await expect(settings.shownTheme()).toHaveAttribute('data-theme', 'cerulean');
  await screenshot(page, 'settings-theme-after-time-items');
});
