import { expect, type Page } from '@playwright/test';
import path from 'node:path';
import { SCREENSHOT_DIR } from '../support/test-env.ts';

/** The sign-in form, and the account menu of the navbar. */
export class AuthPage {
  constructor(readonly page: Page) {}

  async signIn(email: string, password: string) {
    await this.page.goto('/account/login');
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByLabel('Password').press('Enter');
  }

  async signOut(email: string) {
    await this.page.getByRole('button', { name: email }).click();
    await this.page.getByRole('link', { name: 'Logout' }).click();
    await expect(this.page).toHaveURL(/\/account\/login$/);
  }

  navbar() {
    return this.page.getByRole('navigation');
  }
}

/** Saves a full-page screenshot for people to look at. */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}
