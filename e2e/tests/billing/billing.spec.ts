import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import {
  Role,
  addDays,
  dueDate,
  formatLongDate,
  formatMoney,
  lateInterest,
  todayJustDate,
} from '@signshop/domain';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { screenshot } from '../../page-models/auth-page.ts';
import { BillingPage } from '../../page-models/billing-page.ts';
import { JobSeeder } from '../../page-models/reports-page.ts';
import { createUser, signInAs } from '../../support/accounts.ts';
import { ADMIN, BASE_URL, DATA_DIR } from '../../support/test-env.ts';

const tag = `T${Date.now().toString(36).toUpperCase()}`;
const COMPANY = `Birch Dental ${tag}`;
const JOB_NAME = `Clinic signage ${tag}`;
const INVOICE = `BIR-${tag}`;
const BANK = {
  nick: 'Operating',
  routing: '021000021',
  account: '987654321012',
  title: `Birch Dental LLC ${tag}`,
};
/** Where the server reads the shop's public key (its default: bank-public-key.pem in the data dir). */
const PUBLIC_KEY_FILE = path.join(DATA_DIR, 'bank-public-key.pem');

/** A key pair like npm run keys:bank makes (2048 bits here to keep the test quick). */
function makeKeys() {
  return crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

async function adminRequest(): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const response = await context.post('/api/account/login/', { data: { account: ADMIN } });
  expect(response.ok()).toBe(true);
  return context;
}

/** A job for the customer's company, shipped 60 days ago for $500.00 (shipping only, no signs). */
async function seedShippedJob(admin: APIRequestContext, shipped: string) {
  const id = await new JobSeeder(admin).quote({
    given_id: INVOICE,
    job_name: JOB_NAME,
    customer_name: COMPANY,
    shipping_cost: 500,
  });
  const response = await admin.put(`/api/quote/${id}`, { data: { is_shipped: true, shipped_date: shipped } });
  expect(response.ok(), await response.text()).toBe(true);
  return id;
}

test('a customer saves a bank and pays an invoice; the admin confirms and reads the bank with the private key', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const billing = new BillingPage(page);
  const admin = await adminRequest();
  const customer = await createUser({ role: Role.Customer, company: COMPANY, firstName: 'Bea' });
  const today = todayJustDate();
  const shipped = addDays(today, -60);
  const quoteId = await seedShippedJob(admin, shipped);
  const keys = makeKeys();
  fs.rmSync(PUBLIC_KEY_FILE, { force: true });
  await signInAs(page, customer);

  await test.step('banks: no key yet, then add two banks encrypted in the browser and delete one', async () => {
    await page.goto('/');
    await billing.openFromMenu('Banks');
    await expect(page.getByText('No banks yet.')).toBeVisible();
    await billing.addBank(BANK);
    await expect(page.getByRole('dialog', { name: 'Error' })).toBeVisible();
    await screenshot(page, 'billing-00-banks-no-key-yet');
    await billing.dismissError(
      'Bank accounts cannot be saved yet: an administrator must run npm run keys:bank.',
    );
    await expect(page.getByLabel('Nick Name')).toHaveValue(BANK.nick);

    fs.writeFileSync(PUBLIC_KEY_FILE, keys.publicKey);
    await page.getByRole('button', { name: 'Add Bank' }).click();
    await expect(billing.savedBanks()).toHaveText([/Operating/]);
    await expect(page.getByLabel('Account Number')).toHaveValue('');
    await billing.addBank({ nick: 'Old account', routing: '111000025', account: '1', title: 'Old' });
    await expect(billing.savedBanks()).toHaveText([/Operating/, /Old account/]);
    await screenshot(page, 'billing-01-banks');
    await page.getByRole('button', { name: 'Delete Old account' }).click();
    await billing.confirm('Delete bank');
    await expect(billing.savedBanks()).toHaveText([/Operating/]);
    await page.reload();
    await expect(billing.savedBanks()).toHaveText([/Operating/]);

    // What the server holds is ciphertext only.
    const stored = await admin.get(`/api/bank/company/${encodeURIComponent(COMPANY)}`);
    const text = await stored.text();
    expect(text).toContain('"nick_name":"Operating"');
    for (const clear of [BANK.routing, BANK.account, BANK.title]) expect(text).not.toContain(clear);
  });

  const due = dueDate(shipped, 30);
  const interest = lateInterest(500, due, today);
  // After the first payment 299.50 is left; the total amount due adds its interest, and may be paid.
  const restDue = 299.5 + lateInterest(299.5, due, today);
  await test.step('make payment: part, a refused overpayment, then the total amount due with its interest (Paid Off)', async () => {
    await billing.openFromMenu('Make Payment');
    const row = billing.row('Invoices', INVOICE);
    expect((await billing.cells(row)).slice(0, 8)).toEqual([
      INVOICE,
      JOB_NAME,
      '$500.00',
      formatMoney(interest),
      formatMoney(500 + interest),
      '$500.00',
      formatLongDate(shipped),
      formatLongDate(due),
    ]);
    expect(interest).toBeGreaterThan(0);
    await expect(row.getByRole('link', { name: JOB_NAME })).toHaveAttribute('href', `/quote/${quoteId}`);
    const pdfHref = await row.getByRole('link', { name: '$500.00' }).getAttribute('href');
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.headers()['content-type']).toContain('application/pdf');

    await billing.pay(INVOICE, '200.50', BANK.nick);
    await expect(row.locator('td').nth(5)).toHaveText('$299.50');
    await expect(page.getByLabel(`Payment for ${INVOICE}`)).toHaveValue('');
    await billing.pay(INVOICE, (restDue + 0.01).toFixed(2), BANK.nick);
    await billing.dismissError(`That is more than the ${formatMoney(restDue)} total amount due.`);
    await expect(row.locator('td').nth(5)).toHaveText('$299.50');
    await screenshot(page, 'billing-02-make-payment');

    await billing.pay(INVOICE, restDue.toFixed(2), BANK.nick);
    await expect(row.getByText('Paid Off')).toBeVisible();
    await expect(row).toContainText(`Paid ${formatLongDate(today)}`);
    await expect(row.getByRole('button', { name: 'Make Payment' })).toHaveCount(0);
    await expect(row.locator('td').nth(5)).toHaveText('$0.00');
    await screenshot(page, 'billing-03-paid-off');

    await billing.openFromMenu('Account History');
    const history = billing.row('Invoices', INVOICE);
    await expect(history).toContainText(`$200.50 on ${formatLongDate(today)}`);
    await expect(history).toContainText(`${formatMoney(restDue)} on ${formatLongDate(today)}`);
    await expect(history).toContainText('Paid Off');
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await screenshot(page, 'billing-04-account-history');

    await billing.openFromMenu('Open Invoices');
    const openPdf = await page.getByRole('link', { name: 'Download Open Invoices' }).getAttribute('href');
    expect((await page.request.get(openPdf!)).headers()['content-type']).toContain('application/pdf');
    await screenshot(page, 'billing-05-open-invoices');
  });

  await signInAs(page, ADMIN);
  await page.goto('/');

  await test.step('admin payments: each payment confirmed with Has Been Paid, saved at once', async () => {
    await billing.openFromMenu('Admin Payments');
    const first = page.getByLabel(`Has been paid: $200.50 on ${INVOICE}, ${formatLongDate(today)}`);
    const second = page.getByLabel(
      `Has been paid: ${formatMoney(restDue)} on ${INVOICE}, ${formatLongDate(today)}`,
    );
    await expect(first).not.toBeChecked();
    expect(
      (await billing.cells(billing.row('Payments', '$200.50').filter({ hasText: INVOICE }))).slice(0, 7),
    ).toEqual([COMPANY, INVOICE, JOB_NAME, '$500.00', '$200.50', formatLongDate(today), BANK.nick]);
    await first.check();
    await expect(first).toBeChecked();
    await expect(first).toBeEnabled();
    await screenshot(page, 'billing-06-admin-payments');
    await page.reload();
    await expect(first).toBeChecked();
    await expect(second).not.toBeChecked();
  });

  await test.step('admin job payments: the paid job with its terms, confirmed', async () => {
    await billing.openFromMenu('Admin Job Payments');
    const row = billing.row('Paid jobs', INVOICE);
    expect((await billing.cells(row)).slice(0, 8)).toEqual([
      COMPANY,
      INVOICE,
      JOB_NAME,
      '$500.00',
      'Net 30',
      '—',
      formatLongDate(due),
      formatLongDate(today),
    ]);
    await screenshot(page, 'billing-07-admin-job-payments');
    await page.getByLabel(`Has been paid: ${INVOICE}`).check();
    await expect(page.getByLabel(`Has been paid: ${INVOICE}`)).toBeChecked();
    await expect(page.getByLabel(`Has been paid: ${INVOICE}`)).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Job Payments' })).toBeVisible();
    await expect(page.getByText(INVOICE)).toHaveCount(0);
    await billing.open('/payment/adminpayments', 'Admin Payments');
    await expect(page.getByText(INVOICE)).toHaveCount(0);
  });

  await test.step('admin job payments: the Confirmed filter shows the job, and unticking it sends it back', async () => {
    await billing.open('/payment/adminjobpayments', 'Admin Job Payments');
    await page.getByLabel('Show').selectOption('Confirmed');
    const paid = page.getByLabel(`Has been paid: ${INVOICE}`);
    await expect(paid).toBeChecked();
    await screenshot(page, 'billing-07b-admin-job-payments-confirmed');
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'billing-07b-admin-job-payments-confirmed-phone');
    if (desktop) await page.setViewportSize(desktop);
    await paid.uncheck();
    await expect(paid).not.toBeChecked();
    await expect(paid).toBeEnabled();
    // The Show choice is kept in the address: a refresh still lists the confirmed jobs, without this one now.
    await page.reload();
    await expect(page.getByLabel('Show')).toHaveValue('confirmed');
    await expect(page).toHaveURL(/[?&]show=confirmed/);
    await expect(page.getByLabel(`Has been paid: ${INVOICE}`)).toHaveCount(0);
    await screenshot(page, 'billing-07c-admin-job-payments-confirmed-after-refresh');
    await page.getByLabel('Show').selectOption('waiting');
    await expect(page).not.toHaveURL(/show=/);
    await expect(page.getByLabel(`Has been paid: ${INVOICE}`)).not.toBeChecked();
    await page.getByLabel(`Has been paid: ${INVOICE}`).check();
    await expect(page.getByLabel(`Has been paid: ${INVOICE}`)).toBeEnabled();
  });

  await test.step('admin banks: a wrong key fails, the right key decrypts, Remove Info clears', async () => {
    await billing.openFromMenu('Admin Banks');
    await billing.pickCompany(tag.toLowerCase(), COMPANY);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = billing.row('Banks', BANK.nick);
    await expect(row).toContainText('Paste the private key to read the details.');
    await page.getByLabel('Private Key').fill(makeKeys().privateKey);
    await expect(row).toContainText('Could not decrypt: check the private key.');
    await screenshot(page, 'billing-08-admin-banks-wrong-key');
    await page.getByLabel('Private Key').fill(keys.privateKey);
    await expect(row.locator('td')).toHaveText([
      COMPANY,
      BANK.nick,
      BANK.routing,
      BANK.account,
      BANK.title,
      'Remove Info',
    ]);
    await screenshot(page, 'billing-09-admin-banks-decrypted');
    await row.getByRole('button', { name: /Remove Info/ }).click();
    await billing.confirm('Remove Info');
    await expect(row).toContainText('Private details removed.');
    await page.reload();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(billing.row('Banks', BANK.nick).filter({ hasText: COMPANY })).toContainText(
      'Private details removed.',
    );
    // Nothing left to remove: the row no longer offers Remove Info.
    await expect(
      billing
        .row('Banks', BANK.nick)
        .filter({ hasText: COMPANY })
        .getByRole('button', { name: /Remove Info/ }),
    ).toHaveCount(0);
  });
  await admin.dispose();
});

test('a customer edits their company information but not the payment terms; the admin sets the terms', async ({
  page,
}) => {
  const billing = new BillingPage(page);
  const company = `Cedar Optics ${tag}`;
  const customer = await createUser({ role: Role.Customer, company, firstName: 'Cy' });
  await signInAs(page, customer);

  await page.goto('/');
  await page.getByRole('button', { name: customer.email }).click();
  await page.getByRole('link', { name: 'Customer Information' }).click();
  await expect(page.getByRole('heading', { name: company })).toBeVisible();
  await expect(page.getByText('No record yet: Save creates it.')).toBeVisible();
  await expect(page.getByLabel('Payment Terms')).toHaveValue('Net 30');
  await expect(page.getByLabel('Payment Terms')).not.toBeEditable();
  await expect(page.getByLabel('Payment Days')).not.toBeEditable();
  await page.getByLabel('Billing Info').fill('Accounts payable\nPO number on every invoice');
  await page.getByLabel('Website').fill('cedaroptics.test');
  await page.getByLabel('Address').fill('12 Lens Road\nPortland, OR');
  await page.getByLabel('Contact Person').fill('Cy Tester');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved ✓' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Website')).toHaveValue('cedaroptics.test');
  await expect(page.getByLabel('Address')).toHaveValue('12 Lens Road\nPortland, OR');
  await page.getByLabel('Contact Person').fill('Cy Tester Jr');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved ✓' })).toBeVisible();
  await screenshot(page, 'billing-10-customer-information');

  // Sending terms anyway changes nothing: the server drops them for customers.
  const mine = await (await page.request.get(`/api/company_info/${encodeURIComponent(company)}`)).json();
  const sneaky = await page.request.put('/api/company_info', {
    data: { ...mine, is_new_customer: undefined, payment_terms_text: 'Net 90', payment_days: 90 },
  });
  expect(sneaky.ok(), await sneaky.text()).toBe(true);
  expect(await sneaky.json()).toMatchObject({
    contact_person: 'Cy Tester Jr',
    payment_terms_text: 'Net 30',
    payment_days: 30,
  });

  await signInAs(page, ADMIN);
  await billing.open('/customerinformation', 'Customer Information');
  await billing.pickCompany(`optics ${tag}`.toLowerCase(), company);
  await page.getByRole('button', { name: 'Get Info' }).click();
  await expect(page).toHaveURL(new RegExp(`/customerinformation/${encodeURIComponent(company)}$`));
  await expect(page.getByLabel('Contact Person')).toHaveValue('Cy Tester Jr');
  await page.getByLabel('Payment Terms').fill('Net 45');
  await page.getByLabel('Payment Days').fill('45');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved ✓' })).toBeVisible();
  await screenshot(page, 'billing-11-customer-information-admin');

  await signInAs(page, customer);
  await billing.open('/customerinformation', 'Customer Information');
  await expect(page.getByLabel('Payment Terms')).toHaveValue('Net 45');
  await expect(page.getByLabel('Payment Days')).toHaveValue('45');
  await expect(page.getByLabel('Payment Terms')).not.toBeEditable();
});
