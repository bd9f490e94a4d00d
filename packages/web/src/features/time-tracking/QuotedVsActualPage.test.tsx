import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesOf, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { people } from '../../../test/users.ts';
import { todayJustDate } from '@signshop/domain';
import { lastSevenDays } from './report-period.ts';

const row = {
  equip: 'Router',
  process: 'Pocket',
  jobs: 2,
  tasks: 2,
  estimated_minutes: 60,
  actual_minutes: 80,
  ratio: 1.33,
  minutes_per_sqft: 1,
  suggested_minutes_per_sqft: 1.5,
};

function reportServer() {
  // The page opens on the last seven days.
  const week = new URLSearchParams(lastSevenDays(todayJustDate())).toString();
  return mockApi({
    [`GET /api/time-tracking/report?${week}`]: {
      body: { from: '2026-11-21', to: '2026-11-27', rows: [row] },
    },
    'POST /api/time-tracking/report/adopt': {
      body: { equip: 'Router', process: 'Pocket', setup_minutes: 10, minutes_per_sqft: 1.5 },
    },
  });
}

describe('QuotedVsActualPage', () => {
  it('shows each process with its figures and lets an admin adopt the suggestion', async () => {
    const fetchMock = reportServer();
    renderApp('/quotedvsactual', people.admin);
    const table = await screen.findByRole('table', { name: 'Quoted vs actual by process' });
    const line = within(table).getByRole('row', { name: /Router Pocket/ });
    expect(line.textContent).toContain('1.33');
    expect(screen.getByRole('link', { name: 'CSV' }).getAttribute('href')).toMatch(
      /^\/api\/time-tracking\/report\.csv\?from=\d{4}-\d\d-\d\d&to=/,
    );
    fireEvent.click(within(line).getByRole('button', { name: /^Adopt 1.5 minutes per square foot/ }));
    expect(
      await screen.findByText(/Router Pocket is now estimated at 1.5 minutes per square foot/),
    ).toBeTruthy();
    expect(bodiesOf(fetchMock, '/api/time-tracking/report/adopt')[0]).toMatchObject({
      equip: 'Router',
      process: 'Pocket',
    });
  });

  it('offers staff who are not admins no Adopt', async () => {
    reportServer();
    renderApp('/quotedvsactual', people.staff);
    await screen.findByRole('table', { name: 'Quoted vs actual by process' });
    expect(screen.queryByRole('button', { name: /^Adopt/ })).toBeNull();
  });
});
