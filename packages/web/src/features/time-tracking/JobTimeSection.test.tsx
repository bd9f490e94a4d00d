import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { people } from '../../../test/users.ts';
import { jobQuote } from '../../../test/fixtures/job.ts';

const time = {
  quote_id: 7,
  price: 1500,
  tasks: [],
  processes: [
    {
      equip: 'Laser',
      process: 'Cut',
      estimated_minutes: 35,
      actual_minutes: 40,
      estimated_cost: 35,
      actual_cost: 30,
    },
    {
      equip: 'HAAS3',
      process: 'Milling',
      estimated_minutes: 0,
      actual_minutes: 30,
      estimated_cost: 0,
      actual_cost: 45,
    },
  ],
  totals: { estimated_minutes: 35, actual_minutes: 70, estimated_cost: 35, actual_cost: 75 },
};

function jobServer() {
  return mockApi({
    'GET /api/quote/7': { body: { quote: jobQuote() } },
    'GET /api/file/7': { body: { files: [] } },
    'GET /api/time-tracking/job/7': { body: time },
  });
}

describe("the job overview's time and cost", () => {
  it('shows staff the estimated and actual minutes and cost by process beside the price', async () => {
    jobServer();
    renderApp('/job/7', people.staff);
    const table = await screen.findByRole('table', { name: 'Estimated and actual time by process' });
    expect(within(table).getByRole('row', { name: /HAAS3 Milling/ }).textContent).toContain('$45.00');
    expect(screen.getByTestId('job-actual-minutes').textContent).toBe('70 min');
    expect(screen.getByText('Price less actual cost').nextElementSibling?.textContent).toBe('$1,425.00');
  });

  it('shows a customer no time or cost', async () => {
    const fetchMock = jobServer();
    renderApp('/job/7', people.customer);
    await screen.findByRole('navigation', { name: 'Stages' });
    expect(screen.queryByRole('heading', { name: 'Time and cost' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/time-tracking/'))).toBe(false);
  });
});
