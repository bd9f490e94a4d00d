import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { JustDate } from '@signshop/domain';

/** The capacity plan (/capacity) and the admin's Shop Floor screen (/admin/floor). */
export class CapacityPage {
  constructor(readonly page: Page) {}

  async open(start: JustDate) {
    await this.page.goto(`/capacity?start=${start}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Capacity Plan' })).toBeVisible();
  }

  /** A resource's day: its load bar and tasks, where a task is dropped. */
  cell(resource: string, day: JustDate): Locator {
    return this.page.locator(`[data-resource="${resource}"][data-day="${day}"]`);
  }

  task(id: number): Locator {
    return this.page.locator(`[data-task-id="${id}"]`);
  }

  /** The words under a cell's load bar ('1 h of 2 h', 'Over by …'). */
  loadText(resource: string, day: JustDate): Locator {
    return this.cell(resource, day).locator('.capacity-load .small');
  }

  /** Moves a task from its menu (the keyboard's way), e.g. 'One day later'. */
  async moveFromMenu(id: number, choice: string) {
    await this.task(id)
      .getByRole('button', { name: /^Move / })
      .click();
    await this.task(id).getByRole('button', { name: choice }).click();
  }

  atRisk(): Locator {
    return this.page.getByRole('list', { name: 'Jobs at risk' });
  }

  async openSettings() {
    await this.page.goto('/admin/floor');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Shop Floor' })).toBeVisible();
  }
}

/** Seeds the plan's tasks through the real API, signed in as staff. */
export class CapacitySeeder {
  constructor(readonly request: APIRequestContext) {}

  /** Sets a task's own minutes (it stays unplanned). */
  async minutes(taskId: number, minutes: number) {
    const response = await this.request.patch(`/api/capacity/tasks/${taskId}`, {
      data: { estimated_minutes: minutes },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }

  /** The ids of a job's scheduler lines, in order. */
  async lineIds(quoteId: number): Promise<number[]> {
    const response = await this.request.get(`/api/schedule/${quoteId}`);
    return ((await response.json()) as { schedules: { id: number }[] }).schedules.map((line) => line.id);
  }
}
