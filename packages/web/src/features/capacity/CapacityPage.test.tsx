import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, daysFrom, mondayOf, todayJustDate, type CapacityWeekReply } from '@signshop/domain';
import { describe, expect, it } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '../../../test/event-source-mock.ts';
import { bodiesOf, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { people } from '../../../test/users.ts';

const monday = mondayOf(todayJustDate());
const days = daysFrom(monday, 7);
const task = {
  id: 41,
  job_id: 7,
  given_id: 'PAT11302026ACM',
  job_name: 'Lobby signs',
  customer_name: 'Acme Signs',
  short_description: 'Cut letters',
  equip: 'Laser',
  process: 'Cut',
  minutes: 540,
  minutes_set: true,
  promise_date: days[4]!,
  planned_day: monday,
  planned_resource: 'equipment:Laser',
};
const week: CapacityWeekReply = {
  start: monday,
  days,
  resources: ['Laser', 'Router'].map((name) => ({
    key: `equipment:${name}`,
    kind: 'equipment' as const,
    label: name,
    days: days.map((day) => ({
      day,
      capacity: 480,
      load: name === 'Laser' && day === monday ? 540 : 0,
      tasks: name === 'Laser' && day === monday ? [task] : [],
    })),
  })),
};

describe('CapacityPage', () => {
  it('shows each resource’s load per day, says when over capacity, and moves a task from its menu', async () => {
    const fetchMock = mockApi({
      [`GET /api/capacity/week?start=${todayJustDate()}`]: { body: week },
      'GET /api/capacity/at-risk': {
        body: {
          jobs: [
            {
              job_id: 7,
              given_id: 'PAT11302026ACM',
              job_name: 'Lobby signs',
              customer_name: 'Acme Signs',
              promise_date: days[1],
              planned_finish: days[3],
              days_late: 2,
            },
          ],
        },
      },
      'PATCH /api/capacity/tasks/41': { body: { task } },
      'POST /api/capacity/plan': {
        body: {
          start: monday,
          end: addDays(monday, 27),
          placed: [{ id: 1, job_id: 2, day: monday, resource: 'equipment:Router', late: true }],
          unplaced: [{ id: 3, job_id: 2, reason: 'no-room' }],
        },
      },
    });
    renderApp('/capacity', people.staff);
    expect(await screen.findByRole('progressbar', { name: /Laser, Mon .*: Over by 1 h/ })).toBeTruthy();
    expect(screen.getByText('Over by 1 h (9 h of 8 h)')).toBeTruthy();
    const late = await screen.findByRole('link', { name: 'PAT11302026ACM · Lobby signs' });
    expect(late.getAttribute('href')).toBe('/job/7');
    expect(screen.getByText('2 days late')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Move PAT11302026ACM Cut letters' }));
    fireEvent.click(await screen.findByRole('button', { name: 'One day later' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, '/api/capacity/tasks/41')).toEqual([{ planned_day: days[1] }]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Move PAT11302026ACM Cut letters' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Set minutes…' }));
    fireEvent.change(screen.getByLabelText('Minutes of PAT11302026ACM Cut letters'), {
      target: { value: '90' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, '/api/capacity/tasks/41')).toEqual([
        { planned_day: days[1] },
        { estimated_minutes: 90 },
      ]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Plan' }));
    const result = await screen.findByText(/Planned 1 task/);
    expect(
      within(result.closest('[role="status"]')! as HTMLElement).getByText(/1 task found no room/),
    ).toBeTruthy();
  });

  it('shows one day at a time when asked', async () => {
    mockApi({
      [`GET /api/capacity/week?start=${todayJustDate()}`]: { body: week },
      'GET /api/capacity/at-risk': { body: { jobs: [] } },
    });
    renderApp('/capacity', people.staff);
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: '1' } });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('region', { name: 'Router' })).toBeTruthy();
    expect(await screen.findByText('Every planned job finishes by its promise date.')).toBeTruthy();
  });

  it('reads the week again when a task or a timer changes anywhere in the shop', async () => {
    installFakeEventSource();
    let weeksRead = 0;
    mockApi({
      [`GET /api/capacity/week?start=${todayJustDate()}`]: () => {
        weeksRead += 1;
        return { body: week };
      },
      'GET /api/capacity/at-risk': { body: { jobs: [] } },
    });
    renderApp('/capacity', people.staff);
    await screen.findByRole('table');
    await waitFor(() => expect(FakeEventSource.opened.at(-1)?.url).toBe('/api/live'));
    const before = weeksRead;
    FakeEventSource.opened.at(-1)!.send({ kind: 'schedule', quote_id: 7 });
    await waitFor(() => expect(weeksRead).toBeGreaterThan(before), { timeout: 2_000 });
  });
});
