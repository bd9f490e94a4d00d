import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';

/** The accounting export page: its period and its two downloads. */
export class AccountingPage {
  constructor(readonly page: Page) {}

  async openFromMenu() {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    // Below 992 px the navbar folds its entries behind its toggle.
    if ((this.page.viewportSize()?.width ?? 1280) < 992)
      await this.page.getByRole('button', { name: 'Toggle navigation' }).click();
    await this.page.getByRole('button', { name: 'Reports' }).click();
    await this.page.getByRole('link', { name: 'Accounting Export' }).click();
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Accounting Export');
  }

  async period(from: string, to: string) {
    await this.page.getByLabel('From', { exact: true }).fill(from);
    await this.page.getByLabel('To', { exact: true }).fill(to);
  }

  /** Downloads one file and reads it with csv-parse: its name and its rows, the header row first. */
  async download(label: 'Invoices' | 'Payments') {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('link', { name: `Download ${label} CSV` }).click();
    const file = await download;
    const rows = parse(await readFile(await file.path(), 'utf8'), { bom: true }) as string[][];
    return { name: file.suggestedFilename(), rows };
  }
}
