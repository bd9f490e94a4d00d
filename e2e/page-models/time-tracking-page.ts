import { expect, type Locator, type Page } from '@playwright/test';

/** Timing tasks on the daily schedule, a job's time on its overview, and the quoted-vs-actual report. */
export class TimeTrackingPage {
  constructor(readonly page: Page) {}

  /** The bar saying what the person is timing now. */
  runningTimer(): Locator {
    return this.page.getByRole('status', { name: 'Running timer' });
  }

  /** Presses a task's Start (or Stop) and waits for the server's answer. */
  async press(action: 'Start' | 'Stop', taskName: string) {
    const answered = this.page.waitForResponse(
      (response) =>
        response.url().includes('/api/time-tracking/timer') && response.request().method() === 'POST',
    );
    await this.page.getByRole('button', { name: `${action} timing ${taskName}` }).click();
    expect((await answered).ok()).toBe(true);
  }

  /** Opens a job's overview and waits for its time and cost section. */
  async openJob(quoteId: number) {
    await this.page.goto(`/job/${quoteId}`);
    await expect(this.page.getByRole('heading', { name: 'Time and cost' })).toBeVisible();
  }

  /** The job's total actual minutes, as the overview shows them. */
  actualMinutes(): Locator {
    return this.page.getByTestId('job-actual-minutes');
  }

  async openReport() {
    await this.page.goto('/quotedvsactual');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Quoted vs Actual' })).toBeVisible();
  }

  /** The report's row of a process, by its equipment and process name. */
  reportRow(name: string): Locator {
    return this.page.getByRole('table', { name: 'Quoted vs actual by process' }).getByRole('row', { name });
  }
}
