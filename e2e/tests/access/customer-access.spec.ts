import { expect, test, type Page } from '@playwright/test';
import { backlogStageId, Role, todayJustDate } from '@signshop/domain';
import { screenshot } from '../../page-models/auth-page.ts';
import { JobStagesPage } from '../../page-models/job-page.ts';
import { createUser, signInAs } from '../../support/accounts.ts';

const tag = `A${Date.now().toString(36).toUpperCase()}`;
const COMPANY = `Pier Dental ${tag}`;
const OTHER = `Quay Optics ${tag}`;

/** A job of `company` put in production today with one task on the daily schedule, as staff do it. */
async function jobInProduction(page: Page, company: string, jobName: string) {
  const created = await page.request.post('/api/quote', {
    data: { quote: { job_name: jobName, customer_name: company, quote_date: todayJustDate(), signs: [] } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { quote } = (await created.json()) as { quote: { id: number } };
  const backlog = await page.request.put('/api/backlog', {
    data: {
      backlogs: (['customer_ship_date', 'in_production'] as const).map((key) => ({
        quote_id: quote.id,
        type_id: backlogStageId(key),
        is_checked: true,
        date_given: todayJustDate(),
      })),
    },
  });
  expect(backlog.ok(), await backlog.text()).toBe(true);
  const schedule = await page.request.put(`/api/schedule/${quote.id}`, {
    data: {
      schedules: [
        {
          short_description: `Cut ${jobName}`,
          equip: 'Router',
          assign_to: 'Ana',
          process: 'Cut',
          material: 'Clear',
        },
      ],
    },
  });
  expect(schedule.ok(), await schedule.text()).toBe(true);
  return quote.id;
}

async function shootBothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a verified customer reads its job's backlog and daily schedule, and uploads a file", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const staff = await createUser({ role: Role.Asante, firstName: 'Sam' });
  const customer = await createUser({ company: COMPANY });
  await signInAs(page, staff);
  const ownJob = await jobInProduction(page, COMPANY, `Lobby ${tag}`);
  await jobInProduction(page, OTHER, `Atrium ${tag}`);
  await page.context().clearCookies();
  await signInAs(page, customer);
  const job = new JobStagesPage(page);

  await test.step('the backlog, read-only', async () => {
    await job.open('backlog', ownJob);
    await expect(page.getByText('Read only: the shop keeps this up to date.')).toBeVisible();
    await expect(job.backlogStage('In Production').getByRole('checkbox')).toBeChecked();
    await expect(job.backlogStage('In Production').getByRole('checkbox')).toBeDisabled();
    await expect(job.stageDate('In Production')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await shootBothWidths(page, 'access-01-customer-backlog');
  });

  await test.step("the daily schedule: its own company's task only, read-only", async () => {
    await page.goto('/dailyschedule');
    await expect(page.getByRole('link', { name: `Lobby ${tag}` })).toBeVisible();
    await expect(page.getByText(`Atrium ${tag}`)).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: `Cut complete` })).toBeDisabled();
    await shootBothWidths(page, 'access-02-customer-daily-schedule');
  });

  await test.step('files: uploads a file to its job', async () => {
    await job.open('files', ownJob);
    await job.upload('Project Management/Art Files', `logo-${tag}.txt`, Buffer.from('LOGO'));
    await expect(job.fileLink(`logo-${tag}.txt`)).toBeVisible();
    await shootBothWidths(page, 'access-03-customer-files');
  });
});

test('staff edit payment terms on /customerinformation', async ({ page }) => {
  const staff = await createUser({ role: Role.Asante, firstName: 'Sam' });
  const company = `Harbor Hotel ${tag}`;
  await createUser({ company });
  await signInAs(page, staff);
  await page.goto(`/customerinformation/${encodeURIComponent(company)}`);
  await expect(page.getByRole('button', { name: 'Get Info' })).toBeVisible();
  await page.getByLabel('Contact Person').fill('Dana Reyes');
  await page.getByLabel('Payment Terms').fill('Net 15');
  await page.getByLabel('Payment Days').fill('15');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved ✓' })).toBeVisible();
  await shootBothWidths(page, 'access-04-staff-payment-terms');
  const stored = await page.request.get(`/api/company_info/${encodeURIComponent(company)}`);
  expect(await stored.json()).toMatchObject({ payment_terms_text: 'Net 15', payment_days: 15 });
});
