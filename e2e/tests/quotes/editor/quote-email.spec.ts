import { expect, test, type Page } from '@playwright/test';
import { Role } from '@signshop/domain';
import { QuoteEditorPage } from '../../../page-models/quote-editor-page.ts';
import { screenshot } from '../../../page-models/auth-page.ts';
import { createUser, signInAs } from '../../../support/accounts.ts';
import { waitForMail } from '../../../support/outbox.ts';
import { ADMIN } from '../../../support/test-env.ts';

async function createQuote(page: Page, contactEmail: string): Promise<number> {
  const response = await page.request.post('/api/quote', {
    data: {
      quote: {
        job_name: 'Harbor lobby letters',
        customer_name: 'Harbor Dental',
        quote_date: '2026-11-20',
        signs: [],
        contact_info: { first_name: 'Dana', last_name: 'Reyes', email: contactEmail },
      },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { quote: { id: number } }).quote.id;
}

test('staff send a quote PDF by email, and see why when the hour’s sends are used up', async ({ page }) => {
  const staff = await createUser({ role: Role.Asante, firstName: 'Joh', company: 'Asante' });
  await signInAs(page, staff);
  const contact = `dana-${Date.now()}@harbor.test`;
  const id = await createQuote(page, contact);
  await page.goto(`/quote/${id}`);

  await test.step('the email goes to the quote contact with the PDF attached', async () => {
    await page.getByRole('button', { name: 'Send PDF as Email' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('From')).toHaveValue(staff.email);
    await expect(dialog.getByLabel('To')).toHaveValue(contact);
    await dialog.getByLabel('Subject').fill('Your lobby letters quote');
    await dialog.getByLabel('Message').fill('Dana, the quote is attached.');
    await screenshot(page, 'quote-email-form');
    await dialog.getByRole('button', { name: 'Send' }).click();
    const sent = page.getByRole('dialog', { name: 'Email Sent' });
    await expect(sent).toContainText(
      'The quote was sent. If it has not arrived after 5 minutes, check your spam folder and try again.',
    );
    await page.getByRole('button', { name: 'Ok' }).click();

    const mail = await waitForMail(contact);
    expect(mail.subject).toBe('Your lobby letters quote');
    expect(mail.text).toContain('Dana, the quote is attached.');
    expect(mail.html).toContain('Harbor lobby letters');
    expect(mail.attachments.map((file) => file.contentType)).toContain('application/pdf');
  });

  await test.step('after the hour’s sends are used up, the refusal says so and the message stays', async () => {
    // The limit is 30 sends per account per hour (EMAIL_SENDS_PER_HOUR); 1 sent above.
    for (let sent = 1; sent < 30; sent++) {
      const response = await page.request.post('/api/email', {
        data: {
          quote: { id },
          email: { fromEmail: staff.email, toEmail: contact, ccEmail: '', subject: `Copy ${sent}`, body: '' },
        },
      });
      expect(response.ok(), await response.text()).toBe(true);
    }
    await page.getByRole('button', { name: 'Send PDF as Email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send PDF as Email' });
    await dialog.getByLabel('Subject').fill('One more');
    await dialog.getByRole('button', { name: 'Send' }).click();
    const error = page.getByRole('dialog', { name: 'Error' });
    await expect(error).toContainText('You have sent 30 emails in the last hour');
    await screenshot(page, 'quote-email-refused');
    await error.getByRole('button', { name: 'Ok' }).click();
    await expect(dialog.getByLabel('Subject')).toHaveValue('One more');
  });
});

for (const [size, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`a customer sends its own new quote to the shop with a note, where the server addresses it (${size})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const customer = await createUser({ verified: false, company: 'Harbor Dental', firstName: 'Ria' });
    await signInAs(page, customer);
    const contact = `dana-${size}-${Date.now()}@harbor.test`;
    const id = await createQuote(page, contact);
    const shopEmail = ((await (await page.request.get('/api/shop')).json()) as { shop: { email: string } })
      .shop.email;
    await page.goto(`/quote/${id}`);

    await new QuoteEditorPage(page).openDocument('Send PDF as Email');
    const dialog = page.getByRole('dialog', { name: 'Send PDF as Email' });
    await expect(dialog.getByLabel('To')).toHaveValue(shopEmail || 'The shop');
    await expect(dialog.getByLabel('Cc')).toHaveValue(contact);
    await expect(dialog.getByLabel('Subject')).toHaveCount(0);
    await dialog.getByLabel('Note (optional)').fill('Could the letters be brushed brass?');
    await screenshot(page, `quote-email-customer-${size}`);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('dialog', { name: 'Email Sent' })).toBeVisible();
    await page.getByRole('button', { name: 'Ok' }).click();

    // The shop (its email, or the admin's when it has none) with a copy to the quote's contact.
    const saved = (await (await page.request.get(`/api/quote/${id}`)).json()) as {
      quote: { given_id: string };
    };
    const mail = await waitForMail(
      shopEmail || ADMIN.email,
      `Quote ${saved.quote.given_id}: Harbor lobby letters`,
    );
    const addresses = (field: typeof mail.to) =>
      [field].flat().flatMap((list) => list?.value.map((entry) => entry.address) ?? []);
    expect(addresses(mail.to)).toEqual([shopEmail || ADMIN.email]);
    expect(addresses(mail.cc)).toEqual([contact]);
    expect(mail.replyTo?.text).toBe(customer.email);
    expect(mail.text).toContain('Their note:\nCould the letters be brushed brass?');
    expect(mail.attachments.map((file) => file.contentType)).toContain('application/pdf');
  });
}
