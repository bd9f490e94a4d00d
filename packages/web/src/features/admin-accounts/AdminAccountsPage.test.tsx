import { fireEvent, screen, within } from '@testing-library/react';
import { Role } from '@signshop/domain';
import { describe, expect, it } from 'vitest';
import { bodiesOf, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { makeAccount, people } from '../../../test/users.ts';
import { typeInto } from '../../../test/user.ts';

const waiting = makeAccount({ id: 10, email: 'bob@new.test', verified: false, company: 'Bob Co' });
const verified = makeAccount({ id: 11, email: 'cy@old.test', role: Role.Customer | Role.Machine });

describe('AdminAccountsPage', () => {
  it('lists accounts in server order with their flags', async () => {
    mockApi({ 'GET /api/admin/accounts': { body: { accounts: [waiting, verified] } } });
    renderApp('/admin/accounts', people.admin);
    const table = await screen.findByRole('table', { name: 'Accounts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => (row as HTMLTableRowElement).cells[0]?.textContent)).toEqual([
      'bob@new.testAnn Lee',
      'cy@old.testAnn Lee',
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('Verified for bob@new.test').checked).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Machine for cy@old.test').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Admin for cy@old.test').checked).toBe(false);
    expect(screen.getByText(/2 accounts, 1 waiting for verification/)).toBeTruthy();
  });

  it('saves a row with its company, verified flag and roles', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/accounts': { body: { accounts: [waiting] } },
      'PUT /api/admin/accounts/10': {
        body: { account: { ...waiting, verified: true, company: 'Bob Signs' } },
      },
    });
    renderApp('/admin/accounts', people.admin);
    await typeInto(await screen.findByLabelText('Company for bob@new.test'), 'Bob Signs');
    fireEvent.click(screen.getByLabelText('Verified for bob@new.test'));
    fireEvent.click(screen.getByLabelText('PM for bob@new.test'));
    fireEvent.click(screen.getByRole('button', { name: 'Save bob@new.test' }));
    expect((await screen.findByText('Saved ✓')).className).toContain('btn-success');
    expect(bodiesOf(fetchMock, '/api/admin/accounts/10')).toEqual([
      { account: { company: 'Bob Signs', verified: true, role: Role.Customer | Role.PM, permissions: 0 } },
    ]);
  });

  it('shows before Save which existing company, with its jobs, an account will see', async () => {
    mockApi({
      'GET /api/admin/accounts': { body: { accounts: [waiting, verified] } },
      'GET /api/admin/company?name=bob%20co': { body: { company: null, jobs: 0 } },
      'GET /api/admin/company?name=mercy%20health%20clinic': {
        body: { company: 'Mercy Health Clinic', jobs: 519 },
      },
    });
    renderApp('/admin/accounts', people.admin);
    expect(await screen.findByText('No existing company: no jobs yet')).toBeTruthy();
    await typeInto(screen.getByLabelText('Company for bob@new.test'), 'mercy  health clinic');
    expect(await screen.findByText('Sees Mercy Health Clinic: 519 jobs')).toBeTruthy();
    // A verified account's row says nothing until its company or verified flag is changed.
    expect(screen.getAllByText(/^(Sees|No existing company|Checking the company)/)).toHaveLength(1);
  });

  it('shows an empty state when there are no accounts', async () => {
    mockApi({ 'GET /api/admin/accounts': { body: { accounts: [] } } });
    renderApp('/admin/accounts', people.admin);
    expect(await screen.findByText('No accounts yet.')).toBeTruthy();
  });

  it('shows a load failure with a way to try again', async () => {
    mockApi({ 'GET /api/admin/accounts': { status: 500, body: { err: 'Database is down.' } } });
    renderApp('/admin/accounts', people.admin);
    expect(await screen.findByText('Could not load the accounts')).toBeTruthy();
    expect(screen.getByText('Database is down.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
