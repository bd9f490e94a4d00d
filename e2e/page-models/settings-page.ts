import { expect, type Page } from '@playwright/test';

/** /account/settings: editor settings, contact info, themes. */
export class SettingsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/account/settings');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(this.page.getByText('Settings saved.')).toBeVisible();
  }

  async chooseTheme(label: string) {
    await this.page.locator('#theme-selected').selectOption({ label });
  }

  async addCustomTheme(name: string, css: string) {
    await this.page.getByRole('button', { name: 'Add custom theme' }).click();
    await this.page.getByLabel('Custom theme name').last().fill(name);
    await this.page.getByLabel('Custom theme CSS').last().fill(css);
  }

  async addExternalTheme(name: string, url: string) {
    await this.page.getByRole('button', { name: 'Add external stylesheet' }).click();
    await this.page.getByLabel('External stylesheet name').last().fill(name);
    await this.page.getByLabel('External stylesheet URL').last().fill(url);
  }

  async addTimeItem(number: number, theme: string, start: string, end: string) {
    await this.page.getByRole('button', { name: 'Add time item' }).click();
    await this.page.getByLabel(`Time item ${number} theme`).selectOption({ label: theme });
    await this.page.getByLabel(`Time item ${number} start`).fill(start);
    await this.page.getByLabel(`Time item ${number} end`).fill(end);
  }

  /** The theme the page shows (the name set on <html data-theme>), '' for the default look. */
  shownTheme() {
    return this.page.locator('html');
  }

  /** Computed colours a person would notice: page background, navbar and the primary button. */
  async colours() {
    // A string runs in the page, where document exists (this project is typed for Node only).
    return this.page.evaluate<{ body: string; navbar: string; button: string }>(`(() => {
      const bg = (selector) => {
        const element = document.querySelector(selector);
        return element ? getComputedStyle(element).backgroundColor : '';
      };
      return { body: bg('body'), navbar: bg('nav.navbar'), button: bg('.btn-primary') };
    })()`);
  }
}
