import { expect, test, type Browser } from '@playwright/test';
import { addDays, Role, todayJustDate } from '@signshop/domain';
import { screenshot } from '../../page-models/auth-page.ts';
import { JobSeeder, ReportsPage } from '../../page-models/reports-page.ts';
import { createUser, signInAs, type TestUser } from '../../support/accounts.ts';
import { waitForMail } from '../../support/outbox.ts';
import { BASE_URL } from '../../support/test-env.ts';

const tag = Date.now().toString(36);
/** An 8×8 PNG in the shop's blue: the proof. */
const PROOF_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAAEklEQVR4nGOQt4r/jw8zjAwFAEKwbcGJWTkFAAAAAElFTkSuQmCC';
let staff: TestUser;
test.beforeAll(async () => {
  staff = await createUser({ role: Role.Asante, firstName: 'Morgan', company: 'Asante' });
});

/** The /approve/{token} link of the newest approval mail to `to`, as the server's outbox holds it. */
async function approvalPathFromOutbox(to: string): Promise<string> {
  const mail = await waitForMail(to);
  expect(mail.html).toContain('/approve/');
  const url = /(https?:\/\/\S+\/approve\/[A-Za-z0-9._-]+)/.exec(mail.text ?? '')?.[1];
  expect(url, mail.text).toBeTruthy();
  expect(url!.startsWith(BASE_URL)).toBe(true);
  return new URL(url!).pathname;
}

/** A signed-out phone (390 px wide) that opens an approval link. */
async function phone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return { page: await context.newPage(), close: () => context.close() };
}

test('staff send a quote for approval; a signed-out phone approves it; the list shows Approved with the name', async ({
  page,
  browser,
}) => {
  await signInAs(page, staff);
  const contact = `dana-${tag}@harbor.test`;
  const job = `Harbor lobby ${tag}`;
  const id = await new JobSeeder(page.request).quote({
    job_name: job,
    customer_name: 'Harbor Dental',
    given_id: `HAR-${tag}`,
    shipping_cost: 35,
    contact_info: { first_name: 'Dana', last_name: 'Reyes', email: contact },
  });

  await test.step('the editor sends the saved quote for approval', async () => {
    await page.goto(`/quote/${id}`);
    const approval = page.getByTestId('quote-approval');
    await expect(approval).toContainText('Approval: Not sent');
    await approval.getByRole('button', { name: 'Send for approval' }).click();
    await expect(page.getByRole('dialog', { name: 'Sent for approval' })).toBeVisible();
    await page.getByRole('button', { name: 'Ok', exact: true }).click();
    await expect(approval).toContainText(`Waiting: revision 1 sent to ${contact}`);
    await screenshot(page, 'approvals-editor-sent');
  });

  const link = await approvalPathFromOutbox(contact);

  await test.step('a signed-out browser at 390 px sees the quote and approves it', async () => {
    const customer = await phone(browser);
    await customer.page.goto(link);
    await expect(customer.page.getByRole('heading', { level: 1 })).toHaveText(`Quote HAR-${tag}: ${job}`);
    await expect(customer.page.getByTestId('approval-total')).toHaveText('$35.00');
    await screenshot(customer.page, 'approvals-page-phone');
    const scrollWidth = await customer.page.evaluate('document.documentElement.scrollWidth');
    expect(scrollWidth).toBeLessThanOrEqual(390);

    const approve = customer.page.getByRole('form', { name: 'Approve' });
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(customer.page.getByRole('alert')).toHaveText('Type your full name to approve.');
    await approve.getByLabel('Your full name').fill('Dana Reyes');
    await approve.getByLabel('I approve this quote as shown').check();
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(customer.page.getByTestId('approval-done')).toContainText('Your approval was recorded');
    await screenshot(customer.page, 'approvals-page-phone-approved');

    await customer.page.reload();
    await expect(customer.page.getByTestId('approval-refused')).toHaveText(
      /^This approval link was already answered on /,
    );
    await customer.close();
  });

  await test.step('the quote list shows Approved with the name, and filters by it', async () => {
    await page.goto('/quotes');
    await page.getByLabel('Approval').selectOption('approved');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: job });
    await expect(row).toContainText(/Approved \(\d{2}\/\d{2}\/\d{4}, Dana Reyes\)/);
    await expect(page.getByRole('row').filter({ hasText: 'Not sent' })).toHaveCount(0);
    await screenshot(page, 'approvals-quote-list');
  });
});

test('a proof approved by link moves the job from Waiting On Approval to Work Approved', async ({
  page,
  browser,
}) => {
  await signInAs(page, staff);
  const seed = new JobSeeder(page.request);
  const contact = `lee-${tag}@acme.test`;
  const job = `Stair proof ${tag}`;
  const id = await seed.quote({
    job_name: job,
    customer_name: 'Acme Signs',
    contact_info: { first_name: 'Lee', last_name: 'Park', email: contact },
  });
  const upload = await page.request.post(`/api/file/${id}`, {
    multipart: {
      folder: 'Project Management/Proofs',
      file: {
        name: 'stair proof.png',
        mimeType: 'image/png',
        buffer: Buffer.from(PROOF_PNG, 'base64'),
      },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);

  await test.step('staff send the proof from the Files page', async () => {
    await page.goto(`/files/${id}`);
    await page.getByRole('button', { name: 'Send stair proof.png for approval' }).click();
    await expect(page.getByRole('dialog', { name: 'Proof sent for approval' })).toBeVisible();
    await page.getByRole('button', { name: 'Ok', exact: true }).click();
    await screenshot(page, 'approvals-proof-sent');
  });
  const link = await approvalPathFromOutbox(contact);
  // The proof went out yesterday: sent today, the schedule lists it under Work Completed first.
  await seed.stages(id, { drawing_sent: addDays(todayJustDate(), -1) });

  const reports = new ReportsPage(page);
  const schedule = async () => {
    await reports.open('/projectmanagerschedule', 'Project Manager Schedule');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
  };
  await schedule();
  await expect(
    page.getByRole('region', { name: 'Waiting On Approval' }).getByRole('link', { name: new RegExp(job) }),
  ).toBeVisible();

  const customer = await phone(browser);
  await customer.page.goto(link);
  const proof = customer.page.getByRole('img', { name: 'Proof stair proof.png' });
  await expect(proof).toBeVisible();
  // Visible comes before decoded: wait until the browser has the image's pixels.
  await expect
    .poll(() => proof.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(8);
  const approve = customer.page.getByRole('form', { name: 'Approve' });
  await approve.getByLabel('Your full name').fill('Lee Park');
  await approve.getByLabel('I approve this proof as shown').check();
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(customer.page.getByTestId('approval-done')).toBeVisible();
  await screenshot(customer.page, 'approvals-proof-phone-approved');
  await customer.close();

  await schedule();
  const approved = page.getByRole('region', { name: 'Work Approved and Placed Into Production' });
  await expect(approved.getByRole('link', { name: new RegExp(job) })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Waiting On Approval' }).getByRole('link', { name: new RegExp(job) }),
  ).toHaveCount(0);
  await screenshot(page, 'approvals-pm-schedule');
});
