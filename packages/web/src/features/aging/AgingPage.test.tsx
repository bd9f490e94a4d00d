import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayJustDate, type AgingReply } from '@signshop/domain';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { people } from '../../../test/users.ts';
import { invoicePage, invoiceRow } from '../../../test/fixtures/billing.ts';
import { previousMonth } from './statement-period.tsx';

const line = (company: string, over: Partial<AgingReply['total']> = {}) => ({
  company,
  current: 704.64,
  days_1_30: 100,
  days_31_60: 0,
  days_61_90: 0,
  over_90: 20,
  balance: 824.64,
  interest: 2.68,
  total_due: 827.32,
  invoices: 3,
  ...over,
});
const report = (companies: Array<ReturnType<typeof line> & { exemption_expired: boolean }>): AgingReply => ({
  as_of: '2026-11-27',
  companies,
  total: line('Total', { invoices: 99, balance: 5000, total_due: 5100 }),
  count: companies.length,
  page: 0,
  page_count: 10,
});
const month = previousMonth(todayJustDate());

describe('AgingPage', () => {
  it('shows each company by days past due with the total, flags an expired exemption and links statements', async () => {
    mockApi({
      'GET /api/aging?page=0&page_count=10': {
        body: report([
          { ...line('Acme Signs'), exemption_expired: false },
          { ...line('Cedar Labs', { current: 0 }), exemption_expired: true },
        ]),
      },
      'GET /api/aging?company=cedar&page=0&page_count=10': {
        body: report([{ ...line('Cedar Labs', { current: 0 }), exemption_expired: true }]),
      },
    });
    renderApp('/aging', people.staff);
    const table = await screen.findByRole('table', { name: 'Aging by company' });
    const acme = within(table).getByRole('row', { name: /Acme Signs/ });
    expect([...acme.querySelectorAll('td')].map((cell) => cell.textContent).slice(0, 9)).toEqual([
      '3',
      '$704.64',
      '$100.00',
      '$0.00',
      '$0.00',
      '$20.00',
      '$824.64',
      '$2.68',
      '$827.32',
    ]);
    expect(within(table).getByRole('row', { name: /Cedar Labs/ }).textContent).toContain(
      'Tax exemption expired',
    );
    expect(within(table).getAllByRole('row').at(-1)!.textContent).toContain('$5,000.00');
    expect(within(acme).getByRole('link', { name: 'Statement of Acme Signs' }).getAttribute('href')).toBe(
      `/api/aging/statement.pdf?company=Acme+Signs&from=${month.from}&to=${month.to}`,
    );
    expect(screen.getByRole('link', { name: 'CSV' }).getAttribute('href')).toBe('/api/aging/report.csv?');

    fireEvent.change(screen.getByLabelText('Company'), { target: { value: 'cedar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Aging by company' })).queryByText('Acme Signs'),
      ).toBeNull(),
    );
    expect(screen.getByRole('link', { name: 'PDF' }).getAttribute('href')).toBe(
      '/api/aging/report.pdf?company=cedar',
    );
  });

  it('refuses a customer', async () => {
    mockApi({});
    renderApp('/aging', people.customer);
    expect(await screen.findByText('You do not have access to this page')).toBeTruthy();
  });
});

describe('Make Payment aging', () => {
  it("shows the customer's own aging line and downloads its statement", async () => {
    mockApi({
      'POST /api/job/query': { body: invoicePage([invoiceRow()]) },
      'GET /api/bank/': { body: [{ id: 1, nick_name: 'Operating' }] },
      'GET /api/aging/mine': { body: { as_of: '2026-11-27', line: line('Ann Signs') } },
    });
    renderApp('/payment/makepayment', people.customer);
    const table = await screen.findByRole('table', { name: 'Your aging line' });
    expect(within(table).getByRole('row', { name: /Ann Signs/ }).textContent).toContain('$827.32');
    const link = screen.getByRole('link', { name: 'Statement' });
    expect(link.getAttribute('href')).toBe(`/api/aging/statement.pdf?from=${month.from}&to=${month.to}`);
  });
});
