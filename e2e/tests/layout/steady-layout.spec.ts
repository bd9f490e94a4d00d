import { expect, test } from '@playwright/test';
import {
  seedCustomerWithInvoices,
  seedTwoSignQuote,
  slowApi,
  watchLayoutShifts,
} from '../../support/layout-data.ts';

// A layout property, not a timing: whatever the speed of the answers, the loading placeholders take
// the room of what replaces them, so nothing on screen moves when the data arrives (CLS < 0.05).
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the quote editor does not move while the quote loads', async ({ page }) => {
      const { quoteId } = await seedTwoSignQuote(page);
      const shifts = await watchLayoutShifts(page);
      await slowApi(page);
      await page.goto(`/quote/${quoteId}`);
      await expect(page.getByLabel('Width row 2', { exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await shifts()).toBeLessThan(0.05);
    });

    test('Make Payment does not move while the invoices load', async ({ page }) => {
      await seedCustomerWithInvoices(page);
      const shifts = await watchLayoutShifts(page);
      await slowApi(page);
      await page.goto('/payment/makepayment');
      await expect(page.getByRole('row').filter({ hasText: 'Clinic signage 3' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await shifts()).toBeLessThan(0.05);
    });

    test('Make Payment does not move when its invoices come after everything else', async ({ page }) => {
      await seedCustomerWithInvoices(page);
      const shifts = await watchLayoutShifts(page);
      await slowApi(page);
      await page.route('**/api/job/query', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.fallback();
      });
      await page.goto('/payment/makepayment');
      await expect(page.getByRole('row').filter({ hasText: 'Clinic signage 3' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Your aging' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await shifts()).toBeLessThan(0.05);
    });
  });
}
