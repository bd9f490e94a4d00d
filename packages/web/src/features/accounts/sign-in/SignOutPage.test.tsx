import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/fetch-mock.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { people } from '../../../../test/users.ts';

const logoutCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === '/api/account/logout' && init?.method === 'POST',
  );

describe('SignOutPage', () => {
  it('signs out with one POST, then shows the login page signed out', async () => {
    const fetchMock = mockApi({ 'POST /api/account/logout': { body: { message: 'Signed out' } } });
    const { router } = renderApp('/account/logout', people.customer);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(logoutCalls(fetchMock)).toHaveLength(1);
    expect(screen.queryByText(people.customer.email)).toBeNull();
  });

  it('says so when signing out fails, and stays', async () => {
    mockApi({ 'POST /api/account/logout': { status: 500, body: { err: 'Database down.' } } });
    renderApp('/account/logout', people.customer);
    expect(await screen.findByText('Could not sign out')).toBeTruthy();
    expect(screen.getByText('Database down.')).toBeTruthy();
  });
});
