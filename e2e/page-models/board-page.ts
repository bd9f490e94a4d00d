import { expect, type Locator, type Page } from '@playwright/test';

/** The production board (/board): its filters, columns and cards. */
export class BoardPage {
  constructor(readonly page: Page) {}

  /** Opens the board showing only the jobs of `customer` (the e2e database is shared by every spec). */
  async open(customer: string) {
    await this.page.goto('/board');
    await expect(this.page.getByRole('heading', { name: 'Production Board', level: 1 })).toBeVisible();
    const loaded = this.page.waitForResponse((response) => response.url().includes(`customer=`));
    await this.page.getByLabel('Customer', { exact: true }).fill(customer);
    await loaded;
  }

  column(label: string): Locator {
    return this.page.getByRole('region', { name: label, exact: true });
  }

  card(jobName: string): Locator {
    return this.page.getByRole('listitem', { name: jobName, exact: true });
  }

  /** The card is in the column (and in no other). */
  async expectIn(jobName: string, column: string, timeout?: number) {
    await expect(this.column(column).getByRole('listitem', { name: jobName, exact: true })).toBeVisible({
      timeout,
    });
  }

  /** Drags the card onto the column with the mouse (native HTML drag and drop). */
  async drag(jobName: string, column: string) {
    const target = this.column(column);
    await target.scrollIntoViewIfNeeded();
    await this.card(jobName).hover();
    await this.page.mouse.down();
    // Two moves: the first starts the drag, the second is the drag over the column.
    await target.hover({ position: { x: 40, y: 60 } });
    await target.hover({ position: { x: 50, y: 70 } });
    await this.page.mouse.up();
  }

  /** Moves the card with its "Move to…" picker and Move button, by keyboard alone. */
  async moveByKeyboard(jobName: string, column: string) {
    const picker = this.card(jobName).getByRole('combobox', { name: `Move ${jobName} to` });
    await picker.focus();
    // A closed select takes the option typed: its label's first letters.
    await this.page.keyboard.type(column);
    await expect(picker.locator('option:checked')).toHaveText(column);
    await this.page.keyboard.press('Tab');
    await expect(this.card(jobName).getByRole('button', { name: `Move ${jobName}` })).toBeFocused();
    await this.page.keyboard.press('Enter');
  }
}
