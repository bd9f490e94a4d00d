import { expect, test } from '@playwright/test';
import { Role } from '@signshop/domain';
import { screenshot } from '../../page-models/auth-page.ts';
import { createUser, signInAs } from '../../support/accounts.ts';
import { pixelsOfColour, renderFirstPage } from '../../support/pdf-page-image.ts';
import { drawLogoPng } from '../../../packages/server/src/demo/demo-logo.ts';

/** A logo in a colour nothing else on the page has, so the rendered PDF page shows where it is. */
const LOGO_RED: [number, number, number] = [200, 30, 30];
const logo = drawLogoPng({ width: 240, height: 96, badge: LOGO_RED, mark: [255, 255, 255] });

test("an admin sets the shop's identity and logo; the next quote PDF, the navbar and the editor's presets use it", async ({
  page,
}) => {
  const admin = await createUser({ role: Role.Admin | Role.Asante, company: 'Harbor Sign Works' });
  await signInAs(page, admin);

  await test.step('the admin fills the Shop page and saves', async () => {
    await page.goto('/admin/shop');
    await expect(page.getByRole('heading', { name: 'Shop' })).toBeVisible();
    await page.getByLabel('Shop Name').fill('Harbor Sign Works');
    await page.getByLabel('Address', { exact: true }).fill('88 Dock Street\nPortland, ME 04101');
    await page.getByLabel('Phone').fill('(207) 555-0199');
    await page.locator('#shop-preset-0-label').fill('Main Shop');
    await page.locator('#shop-preset-0-company').fill('Harbor Sign Works');
    await page.locator('#shop-preset-0-street_address').fill('88 Dock Street');
    await page.locator('#shop-preset-0-city').fill('Portland');
    await page.locator('#shop-preset-0-state').fill('ME');
    await page.locator('#shop-preset-0-zip').fill('04101');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved');
    await page
      .getByLabel('Upload Logo')
      .setInputFiles({ name: 'harbor.png', mimeType: 'image/png', buffer: logo });
    await expect(page.getByRole('img', { name: 'Harbor Sign Works logo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Logo' })).toBeVisible();
    await page.evaluate('window.scrollTo(0, 0)');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'shop-identity-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'shop-identity-390');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  const created = await page.request.post('/api/quote', {
    data: {
      quote: { job_name: 'Dock signs', customer_name: 'Pier Cafe', quote_date: '2026-11-20', signs: [] },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = ((await created.json()) as { quote: { id: number } }).quote.id;

  await test.step("the navbar shows the shop's name and logo at 1280 and 390 px", async () => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/jobs');
      await expect(page.getByRole('heading', { name: 'Jobs' })).toBeVisible();
      const home = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Harbor Sign Works' });
      await expect(home).toBeVisible();
      const image = home.locator('img');
      await expect(image).toHaveAttribute('src', /^\/api\/shop\/logo\/[0-9a-f]+$/);
      await expect
        .poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
        .toBe(240);
      await screenshot(page, `shop-identity-navbar-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step('the quote PDF rendered next shows the logo, name, address and phone', async () => {
    const pdf = await page.request.get(`/api/pdf/id/Dock%20signs.pdf?id=${id}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const { extractText, getDocumentProxy } = await import('unpdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), {
      mergePages: true,
    });
    const oneLine = text.replace(/\s+/g, ' ');
    expect(oneLine).toContain('Harbor Sign Works 88 Dock Street Portland, ME 04101 (207) 555-0199');
    const firstPage = renderFirstPage(await pdf.body(), 'shop-identity-quote-pdf-page-1');
    // The logo's red badge is printed in the letterhead: the top left of the page.
    expect(pixelsOfColour(firstPage, LOGO_RED, { right: 0.5, bottom: 0.2 })).toBeGreaterThan(1000);
    expect(pixelsOfColour(firstPage, LOGO_RED, { right: 1, bottom: 1 })).toBe(
      pixelsOfColour(firstPage, LOGO_RED, { right: 0.5, bottom: 0.2 }),
    );
  });

  await test.step("the editor's shipping block offers the preset and fills its address", async () => {
    await page.goto(`/quote/${id}`);
    const preset = page.getByRole('button', { name: 'Main Shop for Shipping Information' });
    await expect(preset).toBeVisible();
    await expect(page.getByRole('button', { name: /Upper Building/ })).toHaveCount(0);
    await preset.click();
    await expect(page.locator('#quote-shipping_info-street_address')).toHaveValue('88 Dock Street');
    await expect(page.locator('#quote-shipping_info-city')).toHaveValue('Portland');
    await screenshot(page, 'shop-identity-editor-presets');
  });
});
