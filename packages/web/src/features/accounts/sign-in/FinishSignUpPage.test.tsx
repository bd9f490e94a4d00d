import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/fetch-mock.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { makeAccount } from '../../../../test/users.ts';

const finishCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === '/api/account/finishsignup/tok-en' && init?.method === 'POST',
  );

describe('FinishSignUpPage', () => {
  it('uses the link with one POST, signs the new account in and lands on the new quote page', async () => {
    const account = makeAccount({ verified: false, email: 'new@shop.test' });
    const fetchMock = mockApi({ 'POST /api/account/finishsignup/tok-en': { body: { account } } });
    const { router } = renderApp('/account/finishsignup/tok-en', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote'));
    expect(await screen.findByRole('button', { name: 'new@shop.test' })).toBeTruthy();
    expect(finishCalls(fetchMock)).toHaveLength(1);
  });

  it('says plainly when the link was used, and offers sign-in', async () => {
    const err = 'This sign-up link was already used. Sign in with your email and password.';
    mockApi({ 'POST /api/account/finishsignup/tok-en': { status: 400, body: { err } } });
    renderApp('/account/finishsignup/tok-en', null);
    expect(await screen.findByText(err)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/account/login');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
