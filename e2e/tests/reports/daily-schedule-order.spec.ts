import { expect, test } from '@playwright/test';
import { addDays, Role, todayJustDate } from '@signshop/domain';
import { screenshot } from '../../page-models/auth-page.ts';
import { JobSeeder, ReportsPage } from '../../page-models/reports-page.ts';
import { createUser, signInAs } from '../../support/accounts.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { PHONE } from '../../support/phone-layout.ts';

const tag = `O${Date.now().toString(36).toUpperCase()}`;

for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
  test(`daily schedule: a re-prioritised task keeps its place until Refresh order (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const staff = await createUser({ role: Role.Asante });
    await signInAs(page, staff);
    const seed = new JobSeeder(page.request);
    const person = `Pat ${tag} ${viewport.width}`;
    const id = await seed.quote({ job_name: `Order ${tag}`, customer_name: `Order Co ${tag}` });
    await seed.stages(id, {
      customer_ship_date: addDays(todayJustDate(), 7),
      in_production: todayJustDate(),
    });
    const line = (process: string, priority: number) => ({
      short_description: process,
      equip: 'Laser',
      process,
      priority,
      assign_to: person,
    });
    await seed.lines(id, [line('Cut', 1), line('Paint', 0), line('Pack', 0)]);

    const reports = new ReportsPage(page);
    await reports.open('/dailyschedule', 'Daily Schedule');
    await page.getByLabel('Assign To', { exact: true }).selectOption(person);
    const table = page.getByRole('table', { name: 'Daily schedule tasks' });
    const order = () => table.locator('tbody tr td[data-label="Task"]');
    await expect(order()).toHaveText(['Cut', 'Paint', 'Pack']);

    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/dailyschedule/') && response.request().method() === 'PUT',
    );
    const reloaded = page.waitForResponse(
      (response) => response.url().endsWith('/api/dailyschedule') && response.request().method() === 'POST',
    );
    await reports.row('Pack').getByRole('combobox', { name: 'Priority of Pack' }).selectOption('High');
    await saved;
    await reloaded;
    await expect(reports.row('Pack').getByText('Moves to position 1 on refresh')).toBeVisible();
    await expect(order()).toHaveText(['Cut', 'Paint', 'Pack']);
    await reports.row('Pack').scrollIntoViewIfNeeded();
    await screenshot(page, `daily-schedule-held-${viewport.width}`);
    await expectNoAxeViolations(page);

    // The next click lands on the task aimed at.
    await reports.row('Paint').getByRole('checkbox', { name: 'Paint complete' }).check();
    await expect(reports.row('Paint').getByRole('checkbox', { name: 'Paint complete' })).toBeChecked();
    await expect(reports.row('Cut').getByRole('checkbox', { name: 'Cut complete' })).not.toBeChecked();
    await expect(order()).toHaveText(['Cut', 'Paint', 'Pack']);

    await page.getByRole('button', { name: 'Refresh order' }).click();
    await expect(order()).toHaveText(['Pack', 'Cut', 'Paint']);
    await expect(page.getByText('Moves to position 1 on refresh')).toHaveCount(0);
  });
}
