import { expect, type Page } from '@playwright/test';

/** The quote editor at /quote and /quote/{id}. */
export class QuoteEditorPage {
  constructor(readonly page: Page) {}

  async openNew() {
    await this.page.goto('/quote');
    await expect(this.page.getByRole('heading', { level: 1, name: 'New Quote' })).toBeVisible();
    await expect(this.cell('Width', 'row 1')).toBeVisible();
  }

  cell(column: string, row: string) {
    return this.page.getByLabel(`${column} ${row}`, { exact: true });
  }

  /** Fills a sign row: width, height, quantity and process. */
  async fillSign(row: string, sign: { width: string; height: string; quantity: string; process?: string }) {
    await this.cell('Width', row).fill(sign.width);
    await this.cell('Height', row).fill(sign.height);
    await this.cell('Quantity', row).fill(sign.quantity);
    if (sign.process) await this.cell('Process', row).selectOption({ label: sign.process });
  }

  total() {
    return this.page.getByTestId('quote-total');
  }

  dialog() {
    return this.page.getByRole('dialog').last();
  }

  /** Opens a document action of the button bar: a button, or on a phone an item of its More menu. */
  async openDocument(name: 'Download PDF' | 'Packaging Slip' | 'Send PDF as Email') {
    const bar = this.page.locator('.quote-actions');
    // Bootstrap's md breakpoint: below it the documents sit in the menu.
    if ((this.page.viewportSize()?.width ?? 1280) >= 768) {
      return bar.getByRole('button', { name, exact: true }).click();
    }
    await bar.getByRole('button', { name: 'More documents' }).click();
    await this.page.getByRole('menu').getByRole('menuitem', { name, exact: true }).click();
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save Quote' }).click();
  }

  /** Saves and expects the named dialog message, then closes it with the given button. */
  async saveExpecting(message: string, button = 'Ok') {
    await this.save();
    const dialog = this.dialog();
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await expect(this.page.getByRole('dialog')).toHaveCount(0);
  }

  quoteIdFromUrl() {
    const match = /\/quote\/(\d+)$/.exec(this.page.url());
    if (!match) throw new Error(`not on a saved quote: ${this.page.url()}`);
    return Number(match[1]);
  }
}
