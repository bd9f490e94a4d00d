import { expect, type Page } from '@playwright/test';

/** The Messages page (/messages): reminder settings and the mail the shop sent by itself. */
export class MessagesPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/messages');
    await expect(this.page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
    await expect(this.page.getByLabel('Days before the due date')).toBeVisible();
  }

  async setReminders(settings: { daysBefore: string; onDueDate: boolean; everyDaysOverdue: string }) {
    await this.page.getByLabel('Days before the due date').fill(settings.daysBefore);
    await this.page.getByLabel('On the due date').setChecked(settings.onDueDate);
    await this.page.getByLabel('Every N days overdue').fill(settings.everyDaysOverdue);
    await this.page.getByRole('button', { name: 'Save reminder settings', exact: true }).click();
    await expect(this.page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  }

  async sendDueNow() {
    await this.page.getByRole('button', { name: 'Send due messages now', exact: true }).click();
    await expect(this.page.getByRole('status').filter({ hasText: /messages? queued/ })).toBeVisible();
  }

  async showCompany(company: string) {
    await this.page.getByLabel('Company', { exact: true }).fill(company);
  }

  /** The row of the message with this subject. */
  row(subject: string) {
    return this.page.getByRole('row').filter({ hasText: subject });
  }
}
