import { expect, test } from '@playwright/test';
import { addDays, mondayOf, Role, todayJustDate } from '@signshop/domain';
import { CapacityPage, CapacitySeeder } from '../../page-models/capacity-page.ts';
import { JobSeeder } from '../../page-models/reports-page.ts';
import { createUser, signInAs, type TestUser } from '../../support/accounts.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { pageWidth, PHONE } from '../../support/phone-layout.ts';

test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/shots-floor-capacity';
const RESOURCE = 'equipment:Screen Printing';
/** A week far enough ahead that no other spec's work is planned in it. */
const week = mondayOf(addDays(todayJustDate(), 70));
const day = (offset: number) => addDays(week, offset);

let admin: TestUser;
let staff: TestUser;
const jobs: Record<'early' | 'pair' | 'late', { id: number; tasks: number[]; name: string }> = {} as never;

test.beforeAll(async ({ browser }) => {
  admin = await createUser({ role: Role.Admin | Role.Asante, firstName: 'Ada', company: 'Asante' });
  staff = await createUser({ role: Role.Asante, firstName: 'Sol', company: 'Asante' });
  const page = await browser.newPage();
  await signInAs(page, staff);
  const seed = new JobSeeder(page.request);
  const tasks = new CapacitySeeder(page.request);
  const job = async (key: keyof typeof jobs, promise: string, minutes: number[]) => {
    const name = `Capacity ${key} ${Date.now()}`;
    const id = await seed.quote({ job_name: name, customer_name: 'Plan Co' });
    await seed.stages(id, { customer_ship_date: promise });
    await seed.lines(
      id,
      minutes.map((_, index) => ({
        short_description: `${key} screen ${index + 1}`,
        equip: 'Screen Printing',
        process: 'Burn Screen',
        assign_to: 'Sol',
      })),
    );
    const ids = await tasks.lineIds(id);
    for (const [index, taskId] of ids.entries()) await tasks.minutes(taskId, minutes[index]!);
    jobs[key] = { id, tasks: ids, name };
  };
  // Screen Printing works 2 h a weekday (set by the admin below): the early job fills Monday, the
  // pair Tuesday, and the late job (due Tuesday too, created last) only fits on Wednesday.
  await job('early', day(0), [120]);
  await job('pair', day(1), [60, 60]);
  await job('late', day(1), [60]);
  await page.close();
});

test('an admin sets a resource’s working hours on the Shop Floor screen', async ({ page }) => {
  await signInAs(page, admin);
  const capacity = new CapacityPage(page);
  await capacity.openSettings();
  for (const weekday of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])
    await page.getByLabel(`Screen Printing ${weekday} hours`).fill('2');
  await page.getByLabel('Screen Printing hourly rate').fill('48.50');
  await page.getByRole('button', { name: 'Save hours of Screen Printing' }).click();
  await expect(page.getByRole('button', { name: 'Save hours of Screen Printing' })).toHaveText('Saved');
  await page.reload();
  await expect(page.getByLabel('Screen Printing Tue hours')).toHaveValue('2');
  await expect(page.getByLabel('Screen Printing hourly rate')).toHaveValue('48.50');
  await page.screenshot({ path: `${SHOTS}/settings-1280.png` });
  await expectNoAxeViolations(page);
});

test('Plan fills the week, the at-risk list names the late job, and a dragged task moves the load', async ({
  page,
}) => {
  await signInAs(page, staff);
  const capacity = new CapacityPage(page);
  await capacity.open(week);
  await page.getByRole('button', { name: 'Plan' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Planned \d+ task/ })).toBeVisible();

  await expect(capacity.task(jobs.early.tasks[0]!)).toBeVisible();
  await expect(
    capacity.cell(RESOURCE, day(0)).locator(`[data-task-id="${jobs.early.tasks[0]}"]`),
  ).toBeVisible();
  for (const id of jobs.pair.tasks)
    await expect(capacity.cell(RESOURCE, day(1)).locator(`[data-task-id="${id}"]`)).toBeVisible();
  const late = jobs.late.tasks[0]!;
  await expect(capacity.cell(RESOURCE, day(2)).locator(`[data-task-id="${late}"]`)).toBeVisible();
  await expect(capacity.loadText(RESOURCE, day(1))).toHaveText('2 h of 2 h');
  await expect(capacity.loadText(RESOURCE, day(2))).toHaveText('1 h of 2 h');
  const risk = capacity.atRisk().getByRole('listitem').filter({ hasText: jobs.late.name });
  await expect(risk).toContainText('1 day late');
  await expect(risk.getByRole('link')).toHaveAttribute('href', `/job/${jobs.late.id}`);
  await page.screenshot({ path: `${SHOTS}/week-planned-1280.png`, fullPage: true });
  await expectNoAxeViolations(page);

  // Dragged onto Tuesday, which is full: the bar says so in words and in red.
  await capacity.task(late).dragTo(capacity.cell(RESOURCE, day(1)), { targetPosition: { x: 10, y: 10 } });
  await expect(capacity.loadText(RESOURCE, day(1))).toHaveText('Over by 1 h (3 h of 2 h)');
  await expect(capacity.loadText(RESOURCE, day(2))).toHaveText('0 min of 2 h');
  await expect(capacity.cell(RESOURCE, day(1)).locator('.progress-bar')).toHaveClass(/bg-danger/);
  await expect(risk).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/week-over-1280.png`, fullPage: true });

  // The keyboard's way: the task's menu moves it a day later again.
  await capacity.moveFromMenu(late, 'One day later');
  await expect(capacity.loadText(RESOURCE, day(1))).toHaveText('2 h of 2 h');
  await expect(capacity.loadText(RESOURCE, day(2))).toHaveText('1 h of 2 h');
  await expect(capacity.atRisk().getByRole('listitem').filter({ hasText: jobs.late.name })).toContainText(
    '1 day late',
  );
});

test('on a phone the plan shows one day at a time and tasks move from their menu', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, staff);
  const capacity = new CapacityPage(page);
  await capacity.open(week);
  await page.getByLabel('Show').selectOption('2');
  const screen = page.getByRole('region', { name: 'Screen Printing' });
  await expect(screen.locator('.capacity-load .small')).toHaveText('1 h of 2 h');
  await screen.scrollIntoViewIfNeeded();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SHOTS}/day-390.png` });
  await expectNoAxeViolations(page);

  await capacity.moveFromMenu(jobs.late.tasks[0]!, 'One day later');
  await expect(screen.locator('.capacity-load .small')).toHaveText('0 min of 2 h');
  await page.getByLabel('Show').selectOption('3');
  await expect(screen.locator('.capacity-load .small')).toHaveText('1 h of 2 h');
  await expect(capacity.atRisk().getByRole('listitem').filter({ hasText: jobs.late.name })).toContainText(
    '2 days late',
  );
  await page.screenshot({ path: `${SHOTS}/day-moved-390.png`, fullPage: true });
});

test('the Shop Floor screen fits a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, admin);
  await new CapacityPage(page).openSettings();
  await expect(page.getByLabel('Screen Printing Mon hours')).toHaveValue('2');
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SHOTS}/settings-390.png` });
  await expectNoAxeViolations(page);
});
