import { expect, type Locator, type Page } from '@playwright/test';

/** The charts of /dashboard, each a region named by its heading, with its chart and its table. */
export const DASHBOARD_FIGURES = [
  'Booked by month',
  'Shipped by month',
  'Backlog by stage',
  'Receivables by age',
  'Shipped on time',
  'Biggest customers this year',
  'Machines this week against optimal',
] as const;

/** The owner's dashboard: its figures, their tables and a click on a bar. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/dashboard');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  }

  figure(name: (typeof DASHBOARD_FIGURES)[number]): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** Every figure shows its chart (drawn bars or lines) and its table with rows. */
  async expectEveryFigureDrawn() {
    for (const name of DASHBOARD_FIGURES) {
      const figure = this.figure(name);
      await expect(figure.locator('.recharts-surface').first()).toBeVisible();
      await expect(figure.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    }
  }

  /** Clicks the bar of this month in "Booked by month" (the last bar of the last 12 months). */
  async clickThisMonthBooked() {
    const bars = this.figure('Booked by month')
      .locator('.recharts-bar')
      .nth(1)
      .locator('.recharts-bar-rectangle path');
    await bars.last().scrollIntoViewIfNeeded();
    await bars.last().click();
  }

  /** Clicks the backlog bar of a stage, just right of its axis label (the bar starts at the axis). */
  async clickBacklogBar(stage: string) {
    const chart = this.figure('Backlog by stage').getByTestId('dashboard-backlog-chart');
    await chart.scrollIntoViewIfNeeded();
    // The axis wraps a label into a line per word (tspans, no spaces between them).
    const words = new RegExp(`^${stage.split(' ').join('\\s*')}$`);
    const label = chart.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value', {
      hasText: words,
    });
    const box = (await label.boundingBox())!;
    const axis = (await chart.locator('.recharts-yAxis .recharts-cartesian-axis-line').boundingBox())!;
    await this.page.mouse.click(axis.x + axis.width + 6, box.y + box.height / 2);
  }
}
