import { act, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { people } from '../../../test/users.ts';
import { screens } from '../../platform/screens.ts';
import { createTestRouter, ScreenError } from './routes.tsx';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('routes and access', () => {
  it('sends signed-out users to the login page', async () => {
    const { router } = renderApp('/jobs', null);
    await heading('Sign In');
    expect(router.state.location.pathname).toBe('/account/login');
  });

  it('shows unverified users the new quote page where verification is needed', async () => {
    const { router } = renderApp('/jobs', people.unverified);
    await heading('New Quote');
    expect(router.state.location.pathname).toBe('/quote');
  });

  it('opens the open invoices page without a role check, even unverified', async () => {
    const { router } = renderApp('/payment/openinvoices', people.unverified);
    await heading('Open Invoices');
    expect(router.state.location.pathname).toBe('/payment/openinvoices');
  });

  it('tells users lacking the role they have no access', async () => {
    renderApp('/admin/accounts', people.customer);
    expect(await screen.findByText('You do not have access to this page')).toBeTruthy();
  });

  it('tells an admin without the Customer role it has no access to the payment pages', async () => {
    for (const path of ['/payment/makepayment', '/payment/edit', '/payment/accounthistory']) {
      const view = renderApp(path, people.admin);
      expect(await screen.findByText('You do not have access to this page')).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
      view.unmount();
    }
  });

  it('opens the customer report to any signed-in user, unverified too', async () => {
    mockApi({ 'GET /api/customerreport': { body: { jobs: [], count: 0 } } });
    const { router } = renderApp('/customerreport', people.unverified);
    await heading('Customer Report');
    expect(router.state.location.pathname).toBe('/customerreport');
  });

  it('shows Not found for unknown paths', async () => {
    renderApp('/no/such/page', people.customer);
    await heading('Not found');
  });

  it('opens every screen of the route tables for an admin who is staff, customer and machine', async () => {
    const everyone = { ...people.admin, role: 0b111111 };
    mockApi({ 'GET /api/admin/accounts': { body: { accounts: [] } } });
    for (const { path, title } of Object.values(screens)) {
      const concrete = path.replace(/:(\w+)/, '7');
      const view = renderApp(concrete, everyone);
      await heading(title);
      expect(view.router.state.location.pathname).toBe(concrete);
      view.unmount();
    }
  }, 30_000);
});

describe('a screen that throws while rendering', () => {
  function Broken(): never {
    throw new Error('The sign table could not be drawn.');
  }

  it('shows what went wrong inside the shell with a way home, and the next address starts afresh', async () => {
    const router = createTestRouter('/quote/7', [
      {
        element: <Outlet />,
        children: [
          { path: '/quote/7', element: <Broken />, errorElement: <ScreenError /> },
          { path: '/quotes', element: <h1>Quotes</h1>, errorElement: <ScreenError /> },
        ],
      },
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<RouterProvider router={router} />);
    expect((await heading('Something went wrong')).textContent).toBe('Something went wrong');
    expect(screen.getByText('The sign table could not be drawn.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    await act(() => router.navigate('/quotes'));
    await heading('Quotes');
  });
});
