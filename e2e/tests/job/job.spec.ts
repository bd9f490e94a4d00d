import { expect, test } from '@playwright/test';
import { formatDateMask, quotePdfFileName, Role, todayJustDate } from '@signshop/domain';
import { readFile } from 'node:fs/promises';
import { screenshot } from '../../page-models/auth-page.ts';
import { JobStagesPage } from '../../page-models/job-page.ts';
import { createUser, signInAs } from '../../support/accounts.ts';

const tag = `T${Date.now().toString(36).toUpperCase()}`;
const COMPANY = `Harbor Clinic ${tag}`;
const JOB_NAME = `Lobby wayfinding ${tag}`;

test('a staff member walks a job through its stages; a customer sees only Quote and Files', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const staff = await createUser({ role: Role.Asante, firstName: 'Sam' });
  const customer = await createUser({ company: COMPANY });
  const job = new JobStagesPage(page);

  await signInAs(page, staff);
  const created = await page.request.post('/api/quote', {
    data: {
      quote: {
        given_id: `HAR-${tag}`,
        job_name: JOB_NAME,
        customer_name: COMPANY,
        quote_date: '2026-05-01',
        signs: [],
      },
    },
  });
  expect(created.ok()).toBe(true);
  const { quote } = (await created.json()) as { quote: { id: number; given_id: string } };

  await test.step('backlog: check a stage with a date, then move the date', async () => {
    await job.open('backlog', quote.id);
    await job.expectHeader(COMPANY, JOB_NAME, quote.given_id);
    await expect(job.backlogStage('Materials Ordered (Expected Date)')).toBeVisible();
    await expect(
      job.page.getByText('Places the job on the Daily Schedule and the In Production page'),
    ).toBeVisible();
    await expect(job.stageDate('Drawing Started')).toHaveCount(0);
    await job.checkStage('Drawing Started');
    await expect(job.stageDate('Drawing Started')).toHaveValue(formatDateMask(todayJustDate()));
    await job.stageDate('Drawing Started').fill('05042026');
    await job.checkStage('In Production');
    await job.stageDate('In Production').fill('05112026');
    await job.save('Saved 2 stages.');

    await page.reload();
    await expect(job.stageDate('Drawing Started')).toHaveValue('05/04/2026');
    await screenshot(page, 'job-stages-01-backlog');
    await job.stageDate('Drawing Started').fill('05062026');
    await expect(page.getByText('1 unsaved change')).toBeVisible();
    await job.save('Saved 1 stage.');
    await page.reload();
    await expect(job.stageDate('Drawing Started')).toHaveValue('05/06/2026');
    await expect(job.stageDate('In Production')).toHaveValue('05/11/2026');
  });

  await test.step('scheduler: add two lines, save, reload', async () => {
    await job.open('scheduler', quote.id);
    await expect(page.getByText('No production lines yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add a line' }).click();
    await job.fillLine(1, {
      description: 'Room signs, raised letters',
      thickness: '1/8',
      material: 'Gemini',
      equipment: 'Laser',
      process: 'Raster Braille',
      priority: 'High',
      assignTo: 'Sam',
    });
    await page.getByRole('button', { name: 'Add Line' }).click();
    await job.fillLine(2, {
      description: 'Directory panel',
      thickness: '1/4',
      material: 'Painted Acrylic',
      equipment: 'Router',
      process: 'Cut out',
      priority: 'Instant',
      assignTo: 'Rita',
    });
    await job.line(2).getByLabel('Premature Release').check();
    await job.save('Saved 2 lines.');
    await screenshot(page, 'job-stages-02-scheduler');

    await page.reload();
    await expect(job.line(1).getByLabel('Short Description')).toHaveValue('Room signs, raised letters');
    await expect(job.line(1).getByLabel('Process')).toHaveValue('Raster Braille');
    await expect(job.line(1).getByLabel('Priority')).toHaveValue('2');
    await expect(job.line(2).getByLabel('Equipment')).toHaveValue('Router');
    await expect(job.line(2).getByLabel('Assign To')).toHaveValue('Rita');
    await expect(job.line(2).getByLabel('Premature Release')).toBeChecked();
    // Reorder: the directory panel goes first; the order survives a reload.
    await page.getByRole('button', { name: 'Move Line 2 up' }).click();
    await job.save('Saved 2 lines.');
    await page.reload();
    await expect(job.line(1).getByLabel('Short Description')).toHaveValue('Directory panel');
  });

  await test.step('files: upload into a folder with progress, rename, download, delete', async () => {
    await job.open('files', quote.id);
    await expect(page.getByText('No files', { exact: true })).toBeVisible();
    for (const folder of ['Estimator/Quotes', 'Project Management/Art Files', 'Shipping + Billing']) {
      await expect(job.folder(folder)).toBeVisible();
    }
    await screenshot(page, 'job-stages-03-files-empty');
    const bytes = Buffer.from(`Proof for ${JOB_NAME}\nline two\n`);
    await job.upload('Project Management/Proofs', 'proof-1.txt', bytes);
    await expect(page.getByText('Upload Success')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(
      job.folder('Project Management/Proofs').getByRole('link', { name: 'proof-1.txt' }),
    ).toBeVisible();
    await screenshot(page, 'job-stages-04-files-uploaded');

    await page.getByRole('button', { name: 'Rename proof-1.txt' }).click();
    await page.getByLabel('New name for proof-1.txt').fill('proof-final.txt');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(job.fileLink('proof-final.txt')).toBeVisible();
    await expect(job.fileLink('proof-1.txt')).toHaveCount(0);

    const downloading = page.waitForEvent('download');
    await job.fileLink('proof-final.txt').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('proof-final.txt');
    expect(await readFile((await download.path())!)).toEqual(bytes);

    await page.getByRole('button', { name: 'Delete proof-final.txt' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      'Are you sure? The file will be deleted. You can not undo this action.',
    );
    await screenshot(page, 'job-stages-05-files-delete');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('No files', { exact: true })).toBeVisible();
    await expect(job.fileLink('proof-final.txt')).toHaveCount(0);
  });

  await test.step('shipping: tracking numbers, method, shipped with a date', async () => {
    await job.open('shipping', quote.id);
    await page.getByLabel('New Tracking Number').fill('1Z999AA10123456784');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByLabel('New Tracking Number').fill('7946 1234 5678');
    await page.getByLabel('New Tracking Number').press('Enter');
    await page.getByLabel('Shipping Method').selectOption('UPS');
    await page.getByLabel('Shipped', { exact: true }).check();
    await page.getByLabel('Shipped Date').fill('05082026');
    await job.save('Saved.');
    await screenshot(page, 'job-stages-06-shipping');

    await page.reload();
    const numbers = page.getByRole('list', { name: 'Tracking numbers' });
    await expect(numbers).toContainText('1Z999AA10123456784');
    await expect(numbers).toContainText('7946 1234 5678');
    await expect(page.getByLabel('Shipping Method')).toHaveValue('UPS');
    await expect(page.getByLabel('Shipped', { exact: true })).toBeChecked();
    await expect(page.getByLabel('Shipped Date')).toHaveValue('05/08/2026');
  });

  await test.step('job overview: stage links, shipped, job file menu', async () => {
    await page.goto('/job');
    await page.getByLabel('Job Name').fill(tag);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: new RegExp(JOB_NAME) }).click();
    await expect(page).toHaveURL(new RegExp(`/job/${quote.id}$`));
    await job.expectHeader(COMPANY, JOB_NAME, quote.given_id);
    const stages = page.getByRole('navigation', { name: 'Stages', exact: true }).getByRole('link');
    await expect(stages).toHaveCount(5);
    const hrefs = await stages.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(
      ['quote', 'backlog', 'scheduler', 'files', 'shipping'].map((s) => `/${s}/${quote.id}`),
    );
    await expect(page.getByLabel('Shipped', { exact: true })).toBeChecked();
    await expect(page.getByLabel('Shipped Date')).toHaveValue('05/08/2026');
    await page.getByRole('button', { name: 'Job Files' }).click();
    const menu = page.locator('[aria-labelledby="job-file-menu"]');
    await expect(menu.getByRole('link', { name: 'Invoice' })).toHaveAttribute(
      'href',
      `/api/pdf/invoice/${quote.id}/${encodeURIComponent(`${JOB_NAME}-invoice.pdf`)}`,
    );
    await expect(menu.getByRole('link', { name: 'Packaging Slip' })).toHaveAttribute(
      'href',
      new RegExp(`^/api/pdf/packagingslip/id/.*\\.pdf\\?id=${quote.id}$`),
    );
    await expect(menu.getByRole('link', { name: 'Quote', exact: true })).toHaveAttribute(
      'href',
      `/api/pdf/id/${encodeURIComponent(quotePdfFileName(JOB_NAME, `HAR-${tag}`))}?id=${quote.id}`,
    );
    await expect(menu.getByText('No files')).toBeVisible();
    await screenshot(page, 'job-stages-07-overview');
    await page.keyboard.press('Escape');

    // Unchecking Shipped clears its date on save.
    await page.getByLabel('Shipped', { exact: true }).uncheck();
    await job.save('Saved.');
    await page.reload();
    await expect(page.getByLabel('Shipped', { exact: true })).not.toBeChecked();
    const stored = await (await page.request.get(`/api/quote/${quote.id}`)).json();
    expect(stored.quote).toMatchObject({ is_shipped: false, shipped_date: null });

    // The stage switcher goes to each stage.
    await job
      .switcher()
      .getByRole('link', { name: /Scheduler/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Scheduler' })).toBeVisible();
    expect(await job.switcherLabels()).toEqual(['Quote', 'Backlog', 'Scheduler', 'Files', 'Shipping']);
  });

  await test.step('phone width', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await job.open('files', quote.id);
    await expect(job.folder('Production')).toBeVisible();
    await screenshot(page, 'job-stages-08-files-phone');
    await job.open('scheduler', quote.id);
    await expect(job.line(2)).toBeVisible();
    await screenshot(page, 'job-stages-09-scheduler-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('a customer of the company sees only Quote and Files in the switcher, the backlog read-only', async () => {
    await page.context().clearCookies();
    await signInAs(page, customer);
    await job.open('files', quote.id);
    expect(await job.switcherLabels()).toEqual(['Quote', 'Files']);
    await expect(job.breadcrumb().getByRole('link', { name: 'Job', exact: true })).toHaveCount(0);
    await screenshot(page, 'job-stages-10-customer-files');
    await page.goto(`/quote/${quote.id}`);
    expect(await job.switcherLabels()).toEqual(['Quote', 'Files']);
    await page.goto(`/backlog/${quote.id}`);
    await expect(page.getByText('Read only: the shop keeps this up to date.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    expect((await page.request.put('/api/backlog', { data: { backlogs: [] } })).status()).toBe(403);
  });
});
