import { expect, type Locator, type Page } from '@playwright/test';

/** The billing screens: banks, make payment, account history, the admin reviews, customer information. */
export class BillingPage {
  constructor(readonly page: Page) {}

  /** Opens a screen and waits for its heading. */
  async open(path: string, heading: string) {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  /** Opens a screen through the navbar's Billing menu, as a person would. */
  async openFromMenu(entry: string) {
    await this.page.getByRole('button', { name: 'Billing' }).click();
    await this.page.getByRole('link', { name: entry, exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: entry })).toBeVisible();
  }

  /** A table row found by a text in it. */
  row(table: string, text: string): Locator {
    return this.page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });
  }

  /** The text of each cell of a row, once the row is shown. */
  async cells(row: Locator): Promise<string[]> {
    await expect(row).toHaveCount(1);
    return (await row.locator('td').allInnerTexts()).map((text) => text.trim());
  }

  async addBank(bank: { nick: string; routing: string; account: string; title: string }) {
    await this.page.getByLabel('Nick Name').fill(bank.nick);
    await this.page.getByLabel('ADA Routing Number').fill(bank.routing);
    await this.page.getByLabel('Account Number').fill(bank.account);
    await this.page.getByLabel('Account Title').fill(bank.title);
    await this.page.getByRole('button', { name: 'Add Bank' }).click();
  }

  savedBanks(): Locator {
    return this.page.getByRole('list', { name: 'Saved banks' }).getByRole('listitem');
  }

  /** Types a payment on an invoice, picks the bank and presses Make Payment. */
  async pay(invoice: string, amount: string, bank: string) {
    await this.page.getByLabel(`Payment for ${invoice}`).fill(amount);
    await this.page.getByLabel(`Payment method for ${invoice}`).selectOption(bank);
    await this.row('Invoices', invoice).getByRole('button', { name: 'Make Payment' }).click();
  }

  /** Expects the Error dialog with this text, then closes it. */
  async dismissError(text: string | RegExp) {
    const dialog = this.page.getByRole('dialog', { name: 'Error' });
    await expect(dialog).toContainText(text);
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect(dialog).toHaveCount(0);
  }

  /** Answers Yes in the confirmation dialog of this title. */
  async confirm(title: string) {
    const dialog = this.page.getByRole('dialog', { name: title });
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toHaveCount(0);
  }

  /** Types in a company field with suggestions and picks the suggestion. */
  async pickCompany(typed: string, company: string) {
    await this.page.getByRole('combobox', { name: 'Company' }).fill(typed);
    await this.page.getByRole('option', { name: company }).click();
    await expect(this.page.getByRole('combobox', { name: 'Company' })).toHaveValue(company);
  }
}
