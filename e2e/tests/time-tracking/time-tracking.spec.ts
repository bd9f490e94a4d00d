import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDays, Role, todayJustDate } from '@signshop/domain';
import { JobSeeder } from '../../page-models/reports-page.ts';
import { TimeTrackingPage } from '../../page-models/time-tracking-page.ts';
import { createUser, signInAs } from '../../support/accounts.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { expectWithinWidth, pageWidth, PHONE } from '../../support/phone-layout.ts';

const tag = `T${Date.now().toString(36).toUpperCase()}`;
const SHOTS = '/tmp/shots-floor-time';

/** A job in production today with one Router task of its own process, assigned to `person`; its id. */
async function jobWithTask(request: APIRequestContext, process: string, person: string) {
  const seed = new JobSeeder(request);
  const types = (await (await request.get('/api/quote/signtypes')).json()) as { types: { id: number }[] };
  // Ten square feet of signs: the report's suggestion is per square foot.
  const id = await seed.quote({
    job_name: `Timed ${process}`,
    customer_name: `Timed Co ${tag}`,
    signs: [{ given_id: 'A', type: types.types[0]!.id, height: 12, width: 12, quantity: 10 }],
  });
  await seed.stages(id, { customer_ship_date: addDays(todayJustDate(), 7), in_production: todayJustDate() });
  await seed.lines(id, [
    { short_description: 'Pocket the letters', equip: 'Router', process, priority: 1, assign_to: person },
  ]);
  return id;
}

for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
  test(`a person at the machine starts and stops a timer and sees the actual minutes on the job (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const staff = await createUser({ role: Role.Asante });
    await signInAs(page, staff);
    const process = `Pocket ${tag} ${viewport.width}`;
    const person = `Sam ${tag} ${viewport.width}`;
    const id = await jobWithTask(page.request, process, person);
    const floor = new TimeTrackingPage(page);

    await page.goto('/dailyschedule');
    await page.getByLabel('Assign To', { exact: true }).selectOption(person);
    const task = `${process} of Timed ${process}`;
    await floor.press('Start', task);
    await expect(floor.runningTimer()).toContainText(`Timing ${process}`);
    // The running task's button counts up; six seconds make a tenth of a minute.
    const stop = page.getByRole('button', { name: `Stop timing ${task}` });
    await expect(stop).toContainText(/0:0[6-9]/, { timeout: 15_000 });
    await expectWithinWidth([stop, floor.runningTimer()], viewport.width);
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `${SHOTS}/daily-schedule-timer-${viewport.width}.png` });
    await expectNoAxeViolations(page);

    await floor.press('Stop', task);
    await expect(floor.runningTimer()).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Start timing ${task}` })).toBeVisible();

    await floor.openJob(id);
    await expect(floor.actualMinutes()).toHaveText(/^0\.[1-9] min$/);
    await expect(page.getByRole('row', { name: new RegExp(`Router ${process}`) })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    await page.getByRole('heading', { name: 'Time and cost' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/job-time-${viewport.width}.png` });
    await expectNoAxeViolations(page);
  });
}

for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
  test(`the quoted-vs-actual report shows a timed process, and an admin adopts its suggestion (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const admin = await createUser({ role: Role.Admin | Role.Asante });
    await signInAs(page, admin);
    const process = `Carve ${tag} ${viewport.width}`;
    await jobWithTask(page.request, process, `Kim ${tag}`);
    // Time the task for a few seconds through the API: the report reads what the timers hold.
    const [line] = (
      (await (
        await page.request.post('/api/dailyschedule', {
          data: {
            equip: 'Router',
            assign_to: `Kim ${tag}`,
            completion: 'All',
            material: 'All',
            production_state: 'All',
          },
        })
      ).json()) as {
        tasks: { id: number; task: string }[];
      }
    ).tasks.filter((task) => task.task === process);
    expect(
      (await page.request.post('/api/time-tracking/timer', { data: { schedule_line_id: line!.id } })).ok(),
    ).toBe(true);
    await page.waitForTimeout(3_000);
    expect((await page.request.post('/api/time-tracking/timer/stop', { data: {} })).ok()).toBe(true);

    const floor = new TimeTrackingPage(page);
    await floor.openReport();
    const row = floor.reportRow(`Router ${process}`);
    await expect(row).toBeVisible();
    await expect(page.getByRole('link', { name: 'CSV' })).toHaveAttribute('href', /report\.csv\?from=/);
    await expect(page.getByRole('link', { name: 'PDF' })).toHaveAttribute('href', /report\.pdf\?from=/);
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `${SHOTS}/quoted-vs-actual-${viewport.width}.png`, fullPage: true });
    await expectNoAxeViolations(page);

    const adopted = page.waitForResponse((response) =>
      response.url().endsWith('/api/time-tracking/report/adopt'),
    );
    await row.getByRole('button', { name: /^Adopt/ }).click();
    expect((await adopted).ok()).toBe(true);
    await expect(
      page.getByRole('status').filter({ hasText: `Router ${process} is now estimated at` }),
    ).toBeVisible();
    // The estimate now is the suggestion, so there is nothing left to adopt.
    await expect(row.getByRole('button', { name: /^Adopt/ })).toBeDisabled();
    await page.screenshot({
      path: `${SHOTS}/quoted-vs-actual-adopted-${viewport.width}.png`,
      fullPage: true,
    });
    await expectNoAxeViolations(page);
  });
}
