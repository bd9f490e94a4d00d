import { expect, test, type Page } from '@playwright/test';
import { Role } from '@signshop/domain';
import { JobSeeder } from '../../../page-models/reports-page.ts';
import { screenshot } from '../../../page-models/auth-page.ts';
import { QuoteEditorPage } from '../../../page-models/quote-editor-page.ts';
import { createUser, signInAs } from '../../../support/accounts.ts';
import { expectNoAxeViolations } from '../../../support/axe.ts';
import { PHONE } from '../../../support/phone-layout.ts';

const tag = `D${Date.now().toString(36).toUpperCase()}`;

async function storedDate(page: Page, id: number) {
  const response = await page.request.get(`/api/quote/${id}`);
  return ((await response.json()) as { quote: { quote_date: string } }).quote.quote_date;
}

for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
  test(`the editor refuses a partial, impossible or stray-year date at the field (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const staff = await createUser({ role: Role.Asante });
    await signInAs(page, staff);
    const quoteId = await new JobSeeder(page.request).quote({
      given_id: `DAT-${tag}-${viewport.width}`,
      job_name: `Dates ${tag}`,
      customer_name: `Date Co ${tag}`,
    });
    const editor = new QuoteEditorPage(page);
    await page.goto(`/quote/${quoteId}`);
    const date = page.getByLabel('Date', { exact: true });
    await expect(date).toHaveValue('05/01/2026');

    await test.step('a partial date: an error at the field, and Save refuses', async () => {
      await date.fill('1203');
      await date.press('Tab');
      await expect(date).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Type the whole date as mm/dd/yyyy.')).toBeVisible();
      await date.scrollIntoViewIfNeeded();
      await screenshot(page, `editor-date-partial-${viewport.width}`);
      await expectNoAxeViolations(page);
      await editor.saveExpecting('Date: Type the whole date as mm/dd/yyyy.');
      expect(await storedDate(page, quoteId)).toBe('2026-05-01');
    });

    await test.step('a day the calendar lacks and a stray year are refused too', async () => {
      await date.fill('02302026');
      await expect(page.getByText('02/30/2026 is not a day on the calendar.')).toBeVisible();
      await editor.saveExpecting('Date: 02/30/2026 is not a day on the calendar.');
      await date.fill('12020244');
      await expect(page.getByText('Type a year from 1900 to 2100.')).toBeVisible();
      await editor.saveExpecting('Date: Type a year from 1900 to 2100.');
      expect(await storedDate(page, quoteId)).toBe('2026-05-01');
    });

    await test.step('retyping a digit in the middle keeps the caret there', async () => {
      await date.fill('12022026');
      // Delete the day's 2 (after "12/0") and type 3 in its place.
      await date.evaluate((input) =>
        (input as { setSelectionRange(a: number, b: number): void }).setSelectionRange(5, 5),
      );
      await date.press('Backspace');
      await date.press('3');
      await expect(date).toHaveValue('12/03/2026');
      await expect(date).not.toHaveAttribute('aria-invalid');
    });

    await test.step('a whole date saves', async () => {
      await editor.save();
      await expect.poll(() => storedDate(page, quoteId)).toBe('2026-12-03');
    });
  });
}
