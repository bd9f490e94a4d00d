import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { Role } from '@signshop/domain';
import { screenshot } from '../../page-models/auth-page.ts';
import { JobSeeder } from '../../page-models/reports-page.ts';
import { createUser, signInAs } from '../../support/accounts.ts';
import { waitForMail } from '../../support/outbox.ts';
import { PHONE, pageWidth } from '../../support/phone-layout.ts';

const tag = Date.now().toString(36);
const SHOP = 'Riverside Sign Co.';

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((rule) => `${rule.id}: ${rule.nodes.map((node) => node.target).join(' | ')}`),
  ).toEqual([]);
}

test('the approval page names the shop the admin set; an expired link reads Expired in the editor and the list', async ({
  page,
  browser,
}) => {
  const admin = await createUser({ role: Role.Admin | Role.Asante, company: 'Asante' });
  await signInAs(page, admin);
  const { shop } = await (await page.request.get('/api/shop')).json();
  const renamed = await page.request.put('/api/admin/shop', { data: { shop: { ...shop, name: SHOP } } });
  expect(renamed.ok()).toBe(true);

  const contact = `robin-${tag}@river.test`;
  const job = `River lobby ${tag}`;
  const id = await new JobSeeder(page.request).quote({
    job_name: job,
    customer_name: 'River Dental',
    given_id: `RIV-${tag}`,
    contact_info: { first_name: 'Robin', last_name: 'Hale', email: contact },
  });
  expect((await page.request.post(`/api/approval/quote/${id}`, { data: {} })).status()).toBe(201);
  const mail = await waitForMail(contact);
  const link = new URL(/(https?:\/\/\S+\/approve\/[A-Za-z0-9._-]+)/.exec(mail.text ?? '')![1]!).pathname;

  for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
    await test.step(`signed out at ${viewport.width} px, the header, footer and page name ${SHOP}`, async () => {
      const context = await browser.newContext({ viewport });
      const customer = await context.newPage();
      await customer.goto(link);
      await expect(customer.getByRole('heading', { level: 1 })).toHaveText(`Quote RIV-${tag}: ${job}`);
      await expect(customer.getByRole('navigation', { name: 'Main' })).toContainText(SHOP);
      await expect(customer.getByRole('contentinfo')).toHaveText(
        new RegExp(`^© \\d{4} ${SHOP.replace('.', '\\.')}$`),
      );
      await expect(customer.getByText(/^From Riverside Sign Co\. This link works until /)).toBeVisible();
      await expect(customer.locator('body')).not.toContainText('SignShop');
      expect(await pageWidth(customer)).toBeLessThanOrEqual(viewport.width);
      await expectNoAxeViolations(customer);
      await customer.screenshot({
        path: `/tmp/shots-screens-documents/approval-page-${viewport.width}.png`,
        fullPage: true,
      });
      await context.close();
    });
  }

  // The link's 30 days cannot pass in a test: the records and the list are answered as the server
  // answers once they have (its own test sets the link's expiry in the database).
  await page.route(`**/api/approval/quote/${id}`, async (route) => {
    const reply = await route.fetch();
    const body = await reply.json();
    body.approvals[0].state = 'expired';
    await route.fulfill({ response: reply, json: body });
  });
  await page.route('**/api/quote/query', async (route) => {
    const reply = await route.fetch();
    const body = await reply.json();
    for (const row of body.quotes ?? []) if (row.id === id) row.approval.state = 'expired';
    await route.fulfill({ response: reply, json: body });
  });

  for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
    await test.step(`at ${viewport.width} px the editor and the list say Expired`, async () => {
      await page.setViewportSize(viewport);
      await page.goto(`/quote/${id}`);
      await expect(page.getByTestId('quote-approval')).toContainText(
        `Approval: Expired: revision 1 sent to ${contact}`,
      );
      await page.screenshot({
        path: `/tmp/shots-screens-documents/approval-editor-expired-${viewport.width}.png`,
      });
      await page.goto('/quotes');
      const row = page.getByRole('row').filter({ hasText: job });
      await expect(row.locator('[data-label="Approval"]')).toHaveText('Expired');
      await page.screenshot({
        path: `/tmp/shots-screens-documents/approval-list-expired-${viewport.width}.png`,
      });
    });
  }
  await screenshot(page, 'approvals-list-expired');
});
