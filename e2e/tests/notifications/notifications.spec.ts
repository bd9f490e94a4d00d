import { expect, request as playwrightRequest, test } from '@playwright/test';
import { DEFAULT_NOTIFICATION_TEMPLATES, Role } from '@signshop/domain';
import { NotificationsPage } from '../../page-models/notifications-page.ts';
import { JobSeeder } from '../../page-models/reports-page.ts';
import { createUser, signInAs, type TestUser } from '../../support/accounts.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { pageWidth, PHONE } from '../../support/phone-layout.ts';
import { ADMIN, BASE_URL } from '../../support/test-env.ts';

test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/shots-notify';
const tag = `N${Date.now().toString(36).toUpperCase()}`;
const COMPANY = `Pickup Co ${tag}`;
const JOB = `Lobby <signs> ${tag}`;

let admin: TestUser;
let customer: TestUser;
let jobId: number;
/** The unsubscribe page's link of the preview (the admin's own: a preview never links a customer's). */
let unsubscribeLink = '';

/** The admin's API session (the shared e2e database: the event is turned off again at the end). */
const adminContext = async () => {
  const context = await playwrightRequest.newContext({ baseURL: BASE_URL });
  expect((await context.post('/api/account/login/', { data: { account: ADMIN } })).ok()).toBe(true);
  return context;
};

test.beforeAll(async () => {
  admin = await createUser({ role: Role.Admin | Role.Asante, firstName: 'Ada', company: 'Asante' });
  customer = await createUser({ role: Role.Customer, firstName: 'Cam', company: COMPANY });
  const context = await adminContext();
  jobId = await new JobSeeder(context).quote({
    job_name: JOB,
    customer_name: COMPANY,
    contact_info: { first_name: 'Pat', last_name: 'Picker', email: `pat-${tag.toLowerCase()}@pickup.test` },
  });
  await context.dispose();
});

test.afterAll(async () => {
  const context = await adminContext();
  await context.put('/api/admin/notifications/ready_for_pickup', {
    data: { enabled: false, ...DEFAULT_NOTIFICATION_TEMPLATES.ready_for_pickup },
  });
  await context.dispose();
});

test('an admin edits a template, turns its event on and previews it with a job', async ({ page }) => {
  await signInAs(page, admin);
  const notifications = new NotificationsPage(page);
  await notifications.open();
  await notifications.choose('ready_for_pickup', 'Ready for pickup');
  await notifications.turn(true);
  await notifications.setSubject('Come and get ');
  await notifications.insertField('job');
  await notifications.save();
  await page.reload();
  await notifications.choose('ready_for_pickup', 'Ready for pickup');
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Come and get {{job}}');
  await expect(page.getByLabel('Mail customers on this event')).toBeChecked();
  await expect(page.getByRole('option', { name: 'Ready for pickup (on)' })).toBeAttached();

  await notifications.preview(jobId);
  await expect(page.getByText(`Come and get ${JOB}`)).toBeVisible();
  await expect(page.getByText(`pat-${tag.toLowerCase()}@pickup.test`)).toBeVisible();
  const frame = page.frameLocator('iframe[title="HTML preview"]');
  await expect(frame.getByText(JOB)).toBeVisible();
  await expect(page.getByLabel('Text preview')).toContainText(`${JOB} (quote`);
  unsubscribeLink = /unsubscribe: (\S+)/.exec(
    (await page.getByLabel('Text preview').textContent()) ?? '',
  )![1]!;
  await page.screenshot({ path: `${SHOTS}/notifications-1280.png`, fullPage: true });
  await notifications.previewFrame().screenshot({ path: `${SHOTS}/notification-preview-1280.png` });
  await expectNoAxeViolations(page, { withoutFrames: true });
});

test('the Notifications page fits a phone, preview included', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, admin);
  const notifications = new NotificationsPage(page);
  await notifications.open();
  await notifications.choose('ready_for_pickup', 'Ready for pickup');
  await notifications.preview(jobId);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SHOTS}/notifications-390.png`, fullPage: true });
  await expectNoAxeViolations(page, { withoutFrames: true });
});

for (const [width, viewport] of [
  ['1280', { width: 1280, height: 800 }],
  ['390', PHONE],
] as const)
  test(`a customer turns one of its company's notifications off on customer information (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, customer);
    await page.goto('/customerinformation');
    const shipped = page.getByRole('checkbox', { name: 'Shipped', exact: true });
    await expect(shipped).toBeVisible();
    const wasOn = await shipped.isChecked();
    // The switch shows what the server saved: it turns once the answer is back.
    await shipped.click();
    await expect(shipped).toBeChecked({ checked: !wasOn });
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Shipped', exact: true })).toBeChecked({
      checked: !wasOn,
    });
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    await page.getByRole('group', { name: 'Job notifications by mail' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/company-opt-ins-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page);
  });

test('the unsubscribe page asks before it stops the mails, signed out (1280 px), and says so after (390 px)', async ({
  page,
}) => {
  expect(unsubscribeLink).toMatch(/\/unsubscribe\/[\w.-]+$/);
  await page.goto(unsubscribeLink);
  await expect(page.getByText(`Stop the “Ready for pickup” mails to ${admin.email}?`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/unsubscribe-1280.png`, fullPage: true });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  const done = page.getByText(`${admin.email} gets no more “Ready for pickup” mails.`);
  await expect(done).toBeVisible();

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(done).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SHOTS}/unsubscribe-390.png`, fullPage: true });
  await expectNoAxeViolations(page);
});
