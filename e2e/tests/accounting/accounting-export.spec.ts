import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { INVOICE_COLUMNS, PAYMENT_COLUMNS, Role } from '@signshop/domain';
import { AccountingPage } from '../../page-models/accounting-page.ts';
import { createUser, signInAs } from '../../support/accounts.ts';
import { PHONE, pageWidth } from '../../support/phone-layout.ts';

for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
  test(`staff open the accounting export from the menu and download both files of a period at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, await createUser({ role: Role.Asante, company: 'Asante' }));
    const accounting = new AccountingPage(page);
    await accounting.openFromMenu();
    await accounting.period('04/01/2026', '04/30/2026');
    await expect(page.getByText('April 1, 2026 to April 30, 2026.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What QuickBooks Online expects' })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((rule) => rule.id)).toEqual([]);
    await page.screenshot({
      path: `/tmp/shots-screens-documents/accounting-export-${viewport.width}.png`,
      fullPage: true,
    });

    const invoices = await accounting.download('Invoices');
    expect(invoices.name).toBe('invoices-2026-04-01-to-2026-04-30.csv');
    expect(invoices.rows[0]).toEqual([...INVOICE_COLUMNS]);
    const payments = await accounting.download('Payments');
    expect(payments.name).toBe('payments-2026-04-01-to-2026-04-30.csv');
    expect(payments.rows[0]).toEqual([...PAYMENT_COLUMNS]);

    await accounting.period('04/30/2026', '04/01/2026');
    await expect(page.getByRole('alert')).toHaveText('To must be on or after From.');
    await expect(page.getByRole('button', { name: 'Download Invoices CSV' })).toBeDisabled();
  });
}
