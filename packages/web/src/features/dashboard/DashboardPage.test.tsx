import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  dashboardBacklog,
  dashboardMachines,
  dashboardMonthFigures,
  type DashboardReply,
} from '@signshop/domain';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { people } from '../../../test/users.ts';
import { backlogLink, bookedLink, customerLink, monthLabel, shippedLink } from './dashboard-links.ts';

const TODAY = '2026-11-28';
const reply: DashboardReply = {
  today: TODAY,
  months: dashboardMonthFigures(
    TODAY,
    new Map([
      ['2026-11', { booked_cents: 123_456, shipped_cents: 50_000, promised: 4, on_time: 3 }],
      ['2025-11', { booked_cents: 100, shipped_cents: 0, promised: 0, on_time: 0 }],
    ]),
  ),
  backlog: dashboardBacklog(new Map([[9, { jobs: 2, cents: 99_999 }]])),
  top_customers: [{ customer_name: 'Harbor & Co', jobs: 3, booked: 1234.56 }],
  machines: dashboardMachines((machine) => (machine === 'HAAS1' ? [{ height: 4, width: 8 }] : [])),
};

const aging = {
  as_of: TODAY,
  companies: [],
  total: {
    company: '',
    current: 100,
    days_1_30: 200.5,
    days_31_60: 0,
    days_61_90: 0,
    over_90: 1000,
    balance: 1300.5,
    interest: 12.34,
    total_due: 1312.84,
    invoices: 4,
  },
  count: 1,
  page: 0,
  page_count: 1,
};

describe('dashboard links', () => {
  it("open the report listing each figure's jobs", () => {
    const month = { from: '2026-11-01', to: '2026-11-30' };
    expect(bookedLink(month)).toBe('/customerreport?from_date=2026-11-01&to_date=2026-11-30');
    expect(shippedLink(month)).toBe(
      '/customerreport?from_ship_date=2026-11-01&to_ship_date=2026-11-30&only_shipped=true',
    );
    expect(backlogLink({ stage_id: 9, label: 'In Production' })).toBe('/backlogreport?stage=In+Production');
    expect(backlogLink({ stage_id: null, label: 'Quote' })).toBe('/board');
    expect(customerLink('Harbor & Co', TODAY)).toBe(
      '/customerreport?company=Harbor+%26+Co&from_date=2026-01-01&to_date=2026-11-28',
    );
    expect(monthLabel('2026-01')).toBe('Jan 2026');
  });
});

describe('DashboardPage', () => {
  it('shows every chart with its numbers in a table, each a link to its report', async () => {
    mockApi({ 'GET /api/dashboard': { body: reply }, 'GET /api/aging?page=0&page_count=1': { body: aging } });
    renderApp('/dashboard', people.staff);
    const booked = await screen.findByRole('region', { name: 'Booked by month' }, { timeout: 4_000 });
    const row = within(booked).getByRole('row', { name: /Nov 2026/ });
    expect(within(row).getByRole('link', { name: '$1,234.56' }).getAttribute('href')).toBe(
      bookedLink({ from: '2026-11-01', to: '2026-11-30' }),
    );
    expect(within(row).getByRole('link', { name: '$1.00' })).toBeTruthy();
    const onTime = screen.getByRole('region', { name: 'Shipped on time' });
    expect(within(onTime).getByRole('row', { name: /Nov 2026/ }).textContent).toContain('75 % (3 of 4)');
    const backlog = screen.getByRole('region', { name: 'Backlog by stage' });
    expect(within(backlog).getByRole('row', { name: /In Production/ }).textContent).toContain('$999.99');
    const customers = screen.getByRole('region', { name: 'Biggest customers this year' });
    expect(within(customers).getByRole('link', { name: 'Harbor & Co' })).toBeTruthy();
    // Receivables are the aging report's own total, each amount a link to it.
    const owed = await screen.findByRole('region', { name: 'Receivables by age' });
    expect(within(owed).getByRole('row', { name: /Over 90 days/ }).textContent).toContain('$1,000.00');
    expect(within(owed).getByRole('link', { name: '$1,312.84' }).getAttribute('href')).toBe('/aging');
    // Staff may not open the machine pages: the machines are named, not linked.
    const machines = screen.getByRole('region', { name: 'Machines this week against optimal' });
    expect(within(machines).getByRole('row', { name: /HAAS1/ }).textContent).toContain('9.6');
    expect(within(machines).queryByRole('link')).toBeNull();
  });

  it('opens the customer report of a month from its table link', async () => {
    mockApi({
      'GET /api/dashboard': { body: reply },
      'GET /api/customerreport': { body: { jobs: [], total_price: 0, count: 0 } },
    });
    const { router } = renderApp('/dashboard', people.admin);
    const shipped = await screen.findByRole('region', { name: 'Shipped by month' }, { timeout: 4_000 });
    fireEvent.click(
      within(within(shipped).getByRole('row', { name: /Nov 2026/ })).getByRole('link', { name: '$500.00' }),
    );
    await waitFor(() => expect(router.state.location.search).toContain('from_ship_date=2026-11-01'));
    expect(router.state.location.pathname).toBe('/customerreport');
  });
});
