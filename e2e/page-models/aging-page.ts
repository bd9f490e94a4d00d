import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { formatDateMask, type JustDate } from '@signshop/domain';

/** The receivables aging page and Make Payment's aging section, with their statement downloads. */
export class AgingPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/aging');
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Receivables Aging');
  }

  /** Searches the aging as of a day for a company. */
  async search(asOf: JustDate, company: string) {
    await this.page.getByLabel('As Of', { exact: true }).fill(formatDateMask(asOf));
    await this.page.getByLabel('Company', { exact: true }).fill(company);
    await this.page.getByRole('button', { name: 'Search' }).click();
  }

  /** The statement period (From and To under the aging search, or on Make Payment). */
  async statementPeriod(from: JustDate, to: JustDate) {
    await this.page.getByLabel('From', { exact: true }).fill(formatDateMask(from));
    await this.page.getByLabel('To', { exact: true }).fill(formatDateMask(to));
  }

  /** A company's row of a table, found by its name. */
  row(table: string, company: string): Locator {
    return this.page.getByRole('table', { name: table }).getByRole('row', { name: new RegExp(company) });
  }

  /** The cells of a row as text (the company heading first). */
  async cells(row: Locator) {
    return (await row.locator('th, td').allInnerTexts()).map((text) => text.trim());
  }

  /** Fetches what a statement link points at, in the page's session (kept at `savePath` if given), and reads it with pdftotext. */
  async statementText(link: Locator, savePath?: string): Promise<string> {
    const href = (await link.getAttribute('href'))!;
    const response = await this.page.request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const pdf = await response.body();
    if (savePath) await writeFile(savePath, pdf);
    return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
  }
}
