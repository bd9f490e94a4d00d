import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PASSWORD_TOO_EASY, Role } from '@signshop/domain';
import { describe, expect, it } from 'vitest';
import { bodyOf, mockApi } from '../../../../test/fetch-mock.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { makeAccount } from '../../../../test/users.ts';
import { person, typeInto } from '../../../../test/user.ts';

/** Fills the form's fields; findBy waits for the page, which is loaded lazily. */
async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await typeInto(await screen.findByLabelText(label), value);
  }
}

const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

const newAccount = {
  'First Name': 'Ann',
  'Last Name': 'Lee',
  Company: 'Ann Signs',
  Email: 'ann@shop.test',
  Password: 'long-enough',
  'Confirm Password': 'long-enough',
};

describe('AuthForm', () => {
  it('does not send an empty sign-in: Email and Password say they are required, at the fields', async () => {
    const fetchMock = mockApi({});
    renderApp('/account/login', null);
    await screen.findByLabelText('Email');
    submit('Sign In');
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a bad email on create with 'Not a valid email.' and calls nothing", async () => {
    const fetchMock = mockApi({});
    renderApp('/account/create', null);
    await fill({ ...newAccount, Email: 'ann-at-shop' });
    submit('Create Account');
    expect(await screen.findByText('Not a valid email.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses different passwords with 'Your passwords do not match.'", async () => {
    mockApi({});
    renderApp('/account/create', null);
    await fill({ ...newAccount, 'Confirm Password': 'something-else' });
    submit('Create Account');
    expect(await screen.findByText('Your passwords do not match.')).toBeTruthy();
  });

  it('uses the same mismatch message when setting a new password', async () => {
    mockApi({});
    renderApp('/account/resetpassword/abc', null);
    await fill({ Password: 'long-enough', 'Confirm Password': 'long-enougH' });
    submit('Update Password');
    expect(await screen.findByText('Your passwords do not match.')).toBeTruthy();
  });

  it.each(['12345678', 'password', 'aaaaaaaaaaaa', 'ann@shop.test'])(
    'rates %s Very weak or Weak as it is typed and refuses it on create, calling nothing',
    async (password) => {
      const fetchMock = mockApi({});
      renderApp('/account/create', null);
      await fill({ ...newAccount, Password: password, 'Confirm Password': password });
      const hint = await screen.findByTestId('password-strength', {}, { timeout: 5000 });
      expect(hint.textContent).toMatch(/Strength: (Very weak|Weak)\. Your password is too easy to guess/);
      submit('Create Account');
      expect(await screen.findByRole('alert')).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe(PASSWORD_TOO_EASY);
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('rates a strong new password as accepted on the reset page', async () => {
    mockApi({});
    renderApp('/account/resetpassword/abc', null);
    await fill({ Password: 'Quarry-lantern-58' });
    const hint = await screen.findByTestId('password-strength', {}, { timeout: 5000 });
    expect(hint.textContent).toMatch(/Strength: (Strong|Very strong)\. This password is accepted\./);
  });

  it('asks for the account, then says to check the email and stays signed out on the page', async () => {
    const message = 'Check your email to finish signing up.';
    const fetchMock = mockApi({ 'POST /api/account': { status: 202, body: { message } } });
    const user = person();
    const { router } = renderApp('/account/create', null);
    await fill(newAccount);
    // Enter in the last field sends the form.
    expect(screen.getByRole('form', { name: 'Create Account' }).contains(document.activeElement)).toBe(true);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Check Your Email' });
    expect(dialog.textContent).toContain(message);
    expect(router.state.location.pathname).toBe('/account/create');
    expect(screen.queryByRole('button', { name: 'ann@shop.test' })).toBeNull();
    expect(bodyOf(fetchMock, 0)).toEqual({
      account: {
        first_name: 'Ann',
        last_name: 'Lee',
        company: 'Ann Signs',
        email: 'ann@shop.test',
        password: 'long-enough',
        confirmpassword: 'long-enough',
      },
    });
  });

  it('signs a verified user in and goes to /jobs', async () => {
    const fetchMock = mockApi({ 'POST /api/account/login/': { body: { account: makeAccount() } } });
    const { router } = renderApp('/account/login', null);
    await fill({ Email: 'ann@shop.test', Password: 'secret-pass' });
    submit('Sign In');
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    expect(bodyOf(fetchMock, 0)).toEqual({ account: { email: 'ann@shop.test', password: 'secret-pass' } });
  });

  it.each([
    ['staff', Role.Asante],
    ['an admin', Role.Admin | Role.Asante],
  ])('signs %s in and goes to the dashboard', async (_, role) => {
    mockApi({ 'POST /api/account/login/': { body: { account: makeAccount({ role }) } } });
    const { router } = renderApp('/account/login', null);
    await fill({ Email: 'ann@shop.test', Password: 'secret-pass' });
    submit('Sign In');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('confirms the reset email in an Email Sent dialog', async () => {
    const fetchMock = mockApi({
      'POST /api/account/sendresetpasswordemail/ann%40shop.test': { body: { message: 'Email Sent' } },
    });
    renderApp('/account/forgotpassword', null);
    await fill({ Email: 'ann@shop.test' });
    submit('Send Reset Email');
    const dialog = await screen.findByRole('dialog', { name: 'Email Sent' });
    expect(dialog.textContent).toMatch(/5 minutes, check your spam folder and try again/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('updates the password, confirms Success, then goes to the login page', async () => {
    const fetchMock = mockApi({ 'PUT /api/account/resetpassword/tok123': { body: { message: 'Success' } } });
    const { router } = renderApp('/account/resetpassword/tok123', null);
    await fill({ Password: 'long-enough', 'Confirm Password': 'long-enough' });
    submit('Update Password');
    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    expect(dialog.textContent).toMatch('Your password has been updated');
    expect(bodyOf(fetchMock, 0)).toEqual({ password: 'long-enough' });
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
  });

  it('links each mode to the other two', async () => {
    renderApp('/account/login', null);
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    const main = screen.getByRole('main');
    const hrefs = [...main.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/account/create', '/account/forgotpassword']);
  });
});
