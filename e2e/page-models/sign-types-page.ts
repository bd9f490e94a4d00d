import { expect, type Locator, type Page } from '@playwright/test';

export interface OptionFields {
  label?: string;
  pdfLabel?: string;
  squareInchPrice?: string;
  unitPrice?: string;
}

export interface ProcessCosts {
  minimum?: string;
  squareInch?: string;
  large?: string;
  orderIndex?: string;
}

/** The admin editor of processes and add-ons at /admin/addons. */
export class AdminAddonsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/admin/addons');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Addons' })).toBeVisible();
    await expect(this.block('All')).toBeVisible();
  }

  /** A process block, or the All group. */
  block(label: string) {
    return this.page.getByRole('region', { name: label, exact: true });
  }

  async expand(label: string) {
    const toggle = this.block(label).getByRole('button', { name: label, exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }

  dialog() {
    return this.page.getByRole('dialog').last();
  }

  /** Types into the text-entry popup and submits it with Enter. */
  async submitPopup(text: string) {
    const box = this.dialog().getByRole('textbox');
    await box.fill(text);
    await box.press('Enter');
    await expect(this.page.getByRole('dialog')).toHaveCount(0);
  }

  /** Answers a Yes/Cancel (or Ok) dialog, checking its title; returns its text. */
  async answer(title: string, button: string) {
    const dialog = this.page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    const text = (await dialog.locator('.modal-body').textContent()) ?? '';
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    return text;
  }

  async newProcess(label: string) {
    await this.page.getByRole('button', { name: '+ New Process' }).click();
    await this.submitPopup(label);
    await expect(this.field(label, 'Minimum Price')).toBeVisible();
  }

  field(process: string, name: string) {
    return this.block(process).getByLabel(`${name} for ${process}`, { exact: true });
  }

  async setCosts(process: string, costs: ProcessCosts) {
    if (costs.minimum !== undefined) await this.field(process, 'Minimum Price').fill(costs.minimum);
    if (costs.squareInch !== undefined) await this.field(process, 'Square Inch Price').fill(costs.squareInch);
    if (costs.large !== undefined)
      await this.field(process, 'Square Inch Price for 64 square inches or more').fill(costs.large);
    if (costs.orderIndex !== undefined) await this.field(process, 'Order Index').fill(costs.orderIndex);
  }

  async saveProcess(process: string) {
    const save = this.block(process).getByRole('button', { name: `Save ${process}`, exact: true });
    await save.click();
    await expect(save).toHaveText('Saved ✓');
  }

  async newHeader(process: string, header: string) {
    await this.block(process)
      .getByRole('button', { name: `New header in ${process}` })
      .click();
    await this.submitPopup(header);
  }

  header(process: string, header: string) {
    return this.block(process).getByRole('region', { name: `Header ${header}`, exact: true });
  }

  /** The n-th add-on row (1-based) under a header of a process. */
  addon(process: string, header: string, n: number) {
    return this.header(process, header).getByRole('group', { name: `${header} add-on ${n}`, exact: true });
  }

  /** Fills option `option` of group `group` of an add-on row. */
  async fillOption(row: Locator, rowName: string, group: number, option: number, fields: OptionFields) {
    const name = `${rowName} option ${group}.${option}`;
    const input = (field: string) => row.getByLabel(`${field} for ${name}`, { exact: true });
    if (fields.label !== undefined) await input('Label').fill(fields.label);
    if (fields.pdfLabel !== undefined) await input('PDF Label').fill(fields.pdfLabel);
    if (fields.squareInchPrice !== undefined) await input('Square Inch Price').fill(fields.squareInchPrice);
    if (fields.unitPrice !== undefined) await input('Unit Price').fill(fields.unitPrice);
  }

  /** Clicks New on a local row and waits for it to become saved (Update). */
  async create(row: Locator, rowName: string) {
    await row.getByRole('button', { name: `New ${rowName}`, exact: true }).click();
    await expect(row.getByRole('button', { name: `Update ${rowName}`, exact: true })).toBeVisible();
  }

  /** Sets a header's order with Enter and confirms 'Are you sure?'. */
  async moveHeader(process: string, header: string, order: string) {
    const input = this.header(process, header).getByLabel(`Order Index of header ${header}`);
    await input.fill(order);
    await input.press('Enter');
    return this.answer('Are you sure?', 'Yes');
  }

  async deleteProcess(process: string) {
    await this.block(process)
      .getByRole('button', { name: `Delete ${process}`, exact: true })
      .click();
  }
}
