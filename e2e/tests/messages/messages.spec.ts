import { expect, request as playwrightRequest, test } from '@playwright/test';
import { addDays, formatLongDate, Role, todayJustDate } from '@signshop/domain';
import { MessagesPage } from '../../page-models/messages-page.ts';
import { JobSeeder } from '../../page-models/reports-page.ts';
import { createUser, signInAs, type TestUser } from '../../support/accounts.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { waitForMail } from '../../support/outbox.ts';
import { pageWidth, PHONE } from '../../support/phone-layout.ts';
import { ADMIN, BASE_URL } from '../../support/test-env.ts';

test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/shots-queue';
const tag = `T${Date.now().toString(36).toUpperCase()}`;
const COMPANY = `Reminder Co ${tag}`;
const INVOICE = `REM-${tag}`;
const TO = `ap-${tag.toLowerCase()}@reminder.test`;
/** Shipped 30 days ago at the default Net 30: due today. */
const SUBJECT = `Invoice ${INVOICE} is due on ${formatLongDate(todayJustDate())}`;

let admin: TestUser;

test.beforeAll(async () => {
  admin = await createUser({ role: Role.Admin | Role.Asante, firstName: 'Ada', company: 'Asante' });
  const context = await playwrightRequest.newContext({ baseURL: BASE_URL });
  expect((await context.post('/api/account/login/', { data: { account: ADMIN } })).ok()).toBe(true);
  const id = await new JobSeeder(context).quote({
    given_id: INVOICE,
    job_name: `Lobby signs ${tag}`,
    customer_name: COMPANY,
    shipping_cost: 250,
    invoicing_contact_info: { first_name: 'Pat', last_name: 'Payer', email: TO, company: COMPANY },
  });
  const shipped = await context.put(`/api/quote/${id}`, {
    data: { is_shipped: true, shipped_date: addDays(todayJustDate(), -30) },
  });
  expect(shipped.ok(), await shipped.text()).toBe(true);
  await context.dispose();
});

test('an admin sets the reminders, sees the reminder sent, and resends it', async ({ page }) => {
  await signInAs(page, admin);
  const messages = new MessagesPage(page);
  await messages.open();
  await messages.setReminders({ daysBefore: '10, 3', onDueDate: true, everyDaysOverdue: '14' });
  await page.reload();
  await expect(page.getByLabel('Days before the due date')).toHaveValue('10, 3');
  await expect(page.getByLabel('Every N days overdue')).toHaveValue('14');

  await messages.sendDueNow();
  await messages.showCompany(COMPANY);
  const row = messages.row(SUBJECT);
  await expect(row.getByText('sent', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: INVOICE })).toBeVisible();
  const mail = await waitForMail(TO, SUBJECT);
  expect(mail.text).toContain('Left to pay: $250.00');

  await row.getByRole('button', { name: `Resend ${SUBJECT} to ${TO}` }).click();
  await expect(row.getByText('resent by Ada')).toBeVisible();
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/messages-1280.png`, fullPage: true });
  await expectNoAxeViolations(page);
});

test('the Messages page fits a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, admin);
  const messages = new MessagesPage(page);
  await messages.open();
  await messages.showCompany(COMPANY);
  await expect(messages.row(SUBJECT)).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SHOTS}/messages-390.png`, fullPage: true });
  await expectNoAxeViolations(page);
});
