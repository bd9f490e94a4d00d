import { expect, type Page } from '@playwright/test';

/** /admin/tax (Sales Tax) and a company's sales tax on Customer Information. */
export class TaxPage {
  constructor(private readonly page: Page) {}

  /** Adds a rate on /admin/tax and waits for it to be listed. */
  async addRate(name: string, percent: string) {
    await this.page.goto('/admin/tax');
    const form = this.page.getByRole('form', { name: 'New tax rate' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Percent').fill(percent);
    await form.getByRole('button', { name: 'Add rate' }).click();
    await expect(this.page.getByRole('form', { name: `Tax rate ${name}` })).toBeVisible();
  }

  /** Opens a company's information (a new record when it has none) and sets its sales tax, then saves. */
  async setCompanyTax(
    company: string,
    tax: { rate?: string; exempt?: { certificate: string; expires: string } },
  ) {
    await this.page.goto(`/customerinformation/${encodeURIComponent(company)}`);
    await expect(this.page.getByRole('heading', { name: company })).toBeVisible();
    if (tax.rate) await this.page.getByLabel('Default Tax Rate').selectOption({ label: tax.rate });
    if (tax.exempt) {
      await this.page.getByLabel('Tax exempt').check();
      await this.page.getByLabel('Certificate Number').fill(tax.exempt.certificate);
      await this.page.getByLabel('Certificate Expires').fill(tax.exempt.expires);
    }
    await this.page.getByRole('button', { name: 'Save' }).click();
    await expect(this.page.getByRole('button', { name: 'Saved ✓' })).toBeVisible();
  }

  /** Uploads the company's certificate file (its record saved) and waits for its download link. */
  async uploadCertificate(name: string, bytes: Buffer) {
    await this.page
      .getByLabel('Certificate File')
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
    await expect(this.page.getByRole('link', { name })).toBeVisible();
  }
}
