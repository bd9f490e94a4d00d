import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { people } from '../../../test/users.ts';
import { typeInto } from '../../../test/user.ts';
import { lastMonth } from './accounting-range.ts';

describe('the accounting export page', () => {
  it('is in the Reports menu and offers both files of last month by default', async () => {
    mockApi({});
    renderApp('/accounting', people.staff);
    expect(await screen.findByRole('heading', { name: 'Accounting Export' })).toBeTruthy();
    const { from, to } = lastMonth(new Date().toISOString().slice(0, 10));
    for (const kind of ['Invoices', 'Payments'])
      expect(screen.getByRole('link', { name: `Download ${kind} CSV` }).getAttribute('href')).toBe(
        `/api/accounting/${kind.toLowerCase()}.csv?from=${from}&to=${to}`,
      );
    expect(screen.getByRole('heading', { name: 'What QuickBooks Online expects' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Accounting Export' }).getAttribute('href')).toBe('/accounting');
  });

  it('asks for a whole period, To on or after From, before offering the files', async () => {
    mockApi({});
    renderApp('/accounting', people.staff);
    await typeInto(await screen.findByLabelText('From'), '04/30/2026');
    await typeInto(screen.getByLabelText('To'), '04/01/2026');
    expect(screen.getByRole('alert').textContent).toBe('To must be on or after From.');
    expect(screen.queryByRole('link', { name: 'Download Invoices CSV' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download Invoices CSV' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '04/3' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter the last day of the period in To (mm/dd/yyyy).',
    );
    await typeInto(screen.getByLabelText('To'), '04/30/2026');
    expect(screen.getByRole('link', { name: 'Download Payments CSV' }).getAttribute('href')).toBe(
      '/api/accounting/payments.csv?from=2026-04-30&to=2026-04-30',
    );
  });

  it('is not offered to customers', async () => {
    mockApi({});
    renderApp('/accounting', people.customer);
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveProperty(
      'textContent',
      'Accounting Export',
    );
  });
});
