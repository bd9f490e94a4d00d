import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesOf, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { people } from '../../../test/users.ts';
import { formatElapsed } from './elapsed.ts';

const task = (id: number, name: string) => ({
  id,
  quote_id: 7,
  equip: 'Laser',
  material: 'Gemini',
  assign_to: '',
  priority: 1,
  is_complete: false,
  job_name: 'Lobby signs',
  customer_name: 'Acme Signs',
  expected_ship_date: null,
  short_description: '',
  task: name,
});
const timerOn = (id: number, process: string) => ({
  id: 50 + id,
  schedule_line_id: id,
  quote_id: 7,
  job_name: 'Lobby signs',
  equip: 'Laser',
  process,
  short_description: '',
  started_at: new Date(Date.now() - 65_000).toISOString(),
  stopped_at: null,
});

function floorServer() {
  let running: ReturnType<typeof timerOn> | null = null;
  return mockApi({
    'POST /api/dailyschedule': {
      body: { tasks: [task(1, 'Cut'), task(2, 'Engrave')], count: 2, page: 0, page_count: 10 },
    },
    'GET /api/schedule/assign_to': { body: { assign_to: [] } },
    'POST /api/file/getQuotesFiles': { body: { files: [] } },
    'GET /api/time-tracking/timer': () => ({ body: { timer: running } }),
    'POST /api/time-tracking/timer': (init) => {
      const { schedule_line_id } = JSON.parse(String(init?.body)) as { schedule_line_id: number };
      const stopped = running;
      running = timerOn(schedule_line_id, schedule_line_id === 1 ? 'Cut' : 'Engrave');
      return { body: { timer: running, stopped } };
    },
    'POST /api/time-tracking/timer/stop': () => {
      const stopped = running;
      running = null;
      return { body: { stopped } };
    },
  });
}

describe('timing tasks on the daily schedule', () => {
  it('starts a task, shows it running with its elapsed time, moves to another task and stops', async () => {
    const fetchMock = floorServer();
    renderApp('/dailyschedule', people.staff);
    fireEvent.click(await screen.findByRole('button', { name: 'Start timing Cut of Lobby signs' }));
    const bar = await screen.findByRole('status', { name: 'Running timer' });
    expect(within(bar).getByText(/Timing Cut/)).toBeTruthy();
    expect(bar.textContent).toMatch(/1:0\d/);
    expect(screen.getByRole('button', { name: 'Stop timing Cut of Lobby signs' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Start timing Engrave of Lobby signs' }));
    expect(await screen.findByRole('button', { name: 'Stop timing Engrave of Lobby signs' })).toBeTruthy();
    // One running timer: Cut offers Start again.
    expect(screen.getByRole('button', { name: 'Start timing Cut of Lobby signs' })).toBeTruthy();
    expect(bodiesOf(fetchMock, '/api/time-tracking/timer').filter(Boolean)).toEqual([
      { schedule_line_id: 1 },
      { schedule_line_id: 2 },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Stop timing Engrave of Lobby signs' }));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Running timer' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Start timing Engrave of Lobby signs' })).toBeTruthy();
  });

  it('offers a customer no timer', async () => {
    floorServer();
    renderApp('/dailyschedule', people.customer);
    await screen.findByRole('table', { name: 'Daily schedule tasks' });
    expect(screen.queryByRole('button', { name: /Start timing/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Timer' })).toBeNull();
  });
});

describe('formatElapsed', () => {
  it('reads like a clock', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(309.7)).toBe('5:09');
    expect(formatElapsed(3909)).toBe('1:05:09');
  });
});
