import { expect, request as playwrightRequest, test } from '@playwright/test';
import { AuthPage, screenshot } from '../../page-models/auth-page.ts';
import { waitForMail } from '../../support/outbox.ts';
import { ADMIN, BASE_URL } from '../../support/test-env.ts';

// A company of this run only, so the jobs the admin is told about are the two this spec saves.
const tag = Date.now().toString(36).toUpperCase();
const customer = {
  first: 'Maria',
  last: 'Lopez',
  company: `Lopez Dental ${tag}`,
  email: `maria.${Date.now()}@lopez-dental.test`,
  password: 'first-password-1',
  newPassword: 'second-password-2',
};

test('a new customer signs up, is verified by the admin, resets the password and signs out', async ({
  browser,
}) => {
  const customerPage = await (await browser.newContext()).newPage();
  const auth = new AuthPage(customerPage);
  let finishLink = '';

  await test.step('signed-out visitors are sent to the login page', async () => {
    await customerPage.goto('/jobs');
    await expect(customerPage).toHaveURL(/\/account\/login$/);
    await screenshot(customerPage, 'accounts-01-login');
  });

  await test.step('create an account: it sees only the new quote page', async () => {
    await customerPage
      .getByRole('link', { name: /create/i })
      .first()
      .click();
    await expect(customerPage).toHaveURL(/\/account\/create$/);
    await customerPage.getByLabel('First Name').fill(customer.first);
    await customerPage.getByLabel('Last Name').fill(customer.last);
    await customerPage.getByLabel('Company').fill(customer.company);
    await customerPage.getByLabel('Email').fill('not-an-email');
    await customerPage.getByLabel('Password', { exact: true }).fill(customer.password);
    await customerPage.getByLabel('Confirm Password').fill(customer.password);
    await customerPage.getByRole('button', { name: 'Create Account' }).click();
    await expect(customerPage.getByText('Not a valid email.')).toBeVisible();
    await customerPage.getByLabel('Email').fill(customer.email);
    await customerPage.getByLabel('Confirm Password').fill('a-different-one');
    await customerPage.getByRole('button', { name: 'Create Account' }).click();
    await expect(customerPage.getByText('Your passwords do not match.')).toBeVisible();
    await screenshot(customerPage, 'accounts-02-create-mismatch');
    await customerPage.getByLabel('Confirm Password').fill(customer.password);
    await customerPage.getByLabel('Confirm Password').press('Enter');
    const mailed = customerPage.getByRole('dialog', { name: 'Check Your Email' });
    await expect(mailed).toContainText('Check your email to finish signing up.');
    await screenshot(customerPage, 'accounts-02b-check-your-email');
    await mailed.getByRole('button', { name: 'Ok' }).click();
    await expect(customerPage).toHaveURL(/\/account\/create$/);

    const mail = await waitForMail(customer.email, 'Finish creating your SignShop account');
    finishLink = mail.text!.match(/https?:\/\/\S+\/account\/finishsignup\/\S+/)![0];
    await customerPage.goto(finishLink);
    await expect(customerPage).toHaveURL(/\/quote$/);
    await expect(customerPage.getByRole('heading', { level: 1, name: 'New Quote' })).toBeVisible();
    const nav = auth.navbar();
    await expect(nav.getByRole('button', { name: customer.email })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Jobs' })).toHaveCount(0);
    await expect(nav.getByText('Billing')).toHaveCount(0);
    await customerPage.goto('/jobs');
    await expect(customerPage).toHaveURL(/\/quote$/);
    await screenshot(customerPage, 'accounts-03-unverified-new-quote');
  });

  await test.step('before Save, the admin sees which company, with its jobs, the account will see', async () => {
    // The shop already has two jobs for the company, saved by staff.
    const admin = await playwrightRequest.newContext({ baseURL: BASE_URL });
    expect((await admin.post('/api/account/login/', { data: { account: ADMIN } })).ok()).toBe(true);
    for (const job of ['Front desk sign', 'Operatory doors']) {
      const saved = await admin.post('/api/quote', {
        data: {
          quote: { job_name: job, customer_name: customer.company, quote_date: '2026-05-01', signs: [] },
        },
      });
      expect(saved.status(), await saved.text()).toBe(201);
    }
    await admin.dispose();

    const adminPage = await (await browser.newContext()).newPage();
    await new AuthPage(adminPage).signIn(ADMIN.email, ADMIN.password);
    await expect(adminPage).toHaveURL(/\/dashboard$/);
    await adminPage.goto('/admin/accounts');
    const company = adminPage.getByLabel(`Company for ${customer.email}`);
    const row = adminPage.getByRole('row').filter({ has: company });
    await expect(row.getByText(`Sees ${customer.company}: 2 jobs`)).toBeVisible();
    // Spacing and case do not make another company: the same jobs.
    await company.fill(`  lopez   DENTAL ${tag.toLowerCase()} `);
    await expect(row.getByText(`Sees ${customer.company}: 2 jobs`)).toBeVisible();
    await screenshot(adminPage, 'accounts-03b-admin-company-match');
    await adminPage.setViewportSize({ width: 390, height: 800 });
    await company.scrollIntoViewIfNeeded();
    await expect(row.getByText(`Sees ${customer.company}: 2 jobs`)).toBeVisible();
    await screenshot(adminPage, 'accounts-03c-admin-company-match-phone');
    await company.fill(`Lopez Dental Group ${tag}`);
    await expect(row.getByText('No existing company: no jobs yet')).toBeVisible();
    await adminPage.context().close();
  });

  await test.step('the admin verifies the account in /admin/accounts', async () => {
    const adminPage = await (await browser.newContext()).newPage();
    await new AuthPage(adminPage).signIn(ADMIN.email, ADMIN.password);
    await expect(adminPage).toHaveURL(/\/dashboard$/);
    await adminPage.goto('/admin/accounts');
    const verified = adminPage.getByLabel(`Verified for ${customer.email}`);
    await expect(verified).not.toBeChecked();
    await expect(adminPage.getByLabel(`Company for ${customer.email}`)).toHaveValue(customer.company);
    await verified.check();
    await adminPage.getByRole('button', { name: `Save ${customer.email}` }).click();
    await expect(adminPage.getByRole('button', { name: `Save ${customer.email}` })).toHaveText(/saved/i);
    await adminPage.reload();
    await expect(adminPage.getByLabel(`Verified for ${customer.email}`)).toBeChecked();
    await screenshot(adminPage, 'accounts-04-admin-accounts');
    await adminPage.context().close();
  });

  await test.step('once verified, the customer sees Jobs, Billing and the Report link', async () => {
    await customerPage.reload();
    const nav = auth.navbar();
    await expect(nav.getByRole('link', { name: 'Jobs' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Billing' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Report' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Reports' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Admin' })).toHaveCount(0);
    await screenshot(customerPage, 'accounts-05-verified-navbar');
  });

  await test.step('logout ends the session', async () => {
    await auth.signOut(customer.email);
    await customerPage.goto('/jobs');
    await expect(customerPage).toHaveURL(/\/account\/login$/);
  });

  await test.step('the sign-up link works once: opened again it says so and signs nobody in', async () => {
    await customerPage.goto(finishLink);
    await expect(customerPage.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await expect(customerPage.getByText('This sign-up link was already used.')).toBeVisible();
    await screenshot(customerPage, 'accounts-05b-used-sign-up-link');
    await customerPage.setViewportSize({ width: 390, height: 800 });
    await screenshot(customerPage, 'accounts-05c-used-sign-up-link-phone');
    await customerPage.setViewportSize({ width: 1280, height: 800 });
    await customerPage.getByRole('link', { name: 'Sign in' }).last().click();
    await expect(customerPage).toHaveURL(/\/account\/login$/);
  });

  await test.step('forgot password: the mail arrives, the link sets a new password', async () => {
    await customerPage.getByRole('link', { name: /forgot/i }).click();
    await customerPage.getByLabel('Email').fill(customer.email);
    await customerPage.getByRole('button', { name: 'Send Reset Email' }).click();
    const sent = customerPage.getByRole('dialog', { name: 'Email Sent' });
    await expect(sent).toBeVisible();
    await screenshot(customerPage, 'accounts-06-email-sent');
    await sent.getByRole('button', { name: 'Ok' }).click();

    const mail = await waitForMail(customer.email, 'Reset your SignShop password');
    const link = mail.text!.match(/https?:\/\/\S+\/account\/resetpassword\/\S+/)![0];
    await customerPage.goto(link);
    await customerPage.getByLabel('Password', { exact: true }).fill(customer.newPassword);
    await customerPage.getByLabel('Confirm Password').fill(customer.newPassword);
    await customerPage.getByRole('button', { name: 'Update Password' }).click();
    const success = customerPage.getByRole('dialog', { name: 'Success' });
    await expect(success).toContainText('Your password has been updated');
    await success.getByRole('button', { name: 'Ok' }).click();
    await expect(customerPage).toHaveURL(/\/account\/login$/);
  });

  await test.step('the old password no longer works; the new one signs in', async () => {
    await auth.signIn(customer.email, customer.password);
    await expect(customerPage.getByRole('dialog', { name: 'Error' })).toContainText(
      'Wrong email or password.',
    );
    await customerPage.getByRole('dialog', { name: 'Error' }).getByRole('button', { name: 'Ok' }).click();
    await auth.signIn(customer.email, customer.newPassword);
    await expect(customerPage).toHaveURL(/\/jobs$/);
    await expect(auth.navbar().getByText('Verified')).toBeVisible();
    await screenshot(customerPage, 'accounts-07-signed-in-jobs');
    await auth.signOut(customer.email);
  });
});
