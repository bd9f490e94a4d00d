import { expect, type Page } from '@playwright/test';

/** The Notifications page (/admin/notifications): each event's template, on or off, with a preview. */
export class NotificationsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/admin/notifications');
    await expect(this.page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expect(this.page.getByLabel('Event', { exact: true })).toBeVisible();
  }

  /** Shows the template of an event (its key), whose heading is its label. */
  async choose(event: string, label: string) {
    await this.page.getByLabel('Event', { exact: true }).selectOption(event);
    await expect(this.page.getByRole('heading', { name: label, level: 2 })).toBeVisible();
  }

  async turn(on: boolean) {
    await this.page.getByLabel('Mail customers on this event').setChecked(on);
  }

  async setSubject(subject: string) {
    await this.page.getByLabel('Subject', { exact: true }).fill(subject);
  }

  /** Adds a field at the end of the part last typed in. */
  async insertField(name: string) {
    await this.page.getByRole('button', { name: `{{${name}}}`, exact: true }).click();
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save template', exact: true }).click();
    await expect(this.page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  }

  async preview(jobId: number) {
    await this.page.getByLabel('Job ID').fill(String(jobId));
    await this.page.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(this.previewFrame()).toBeVisible();
  }

  previewFrame() {
    return this.page.getByTitle('HTML preview');
  }
}
