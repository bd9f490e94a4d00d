import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstViewHtml, firstViewOf } from '@signshop/domain';
import { FakeEventSource, installFakeEventSource } from '../../../../test/event-source-mock.ts';
import { mockApi } from '../../../../test/fetch-mock.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { people } from '../../../../test/users.ts';

const task = (id: number, name: string, priority: number) => ({
  id,
  quote_id: 7,
  equip: 'Laser',
  material: 'Gemini',
  assign_to: '',
  priority,
  is_complete: false,
  job_name: 'Lobby signs',
  customer_name: 'Acme Signs',
  expected_ship_date: null,
  short_description: '',
  task: name,
});

/** The server sorts by priority, highest first; a PUT changes the stored task. */
function scheduleServer() {
  const stored = [task(1, 'Cut', 2), task(2, 'Paint', 1), task(3, 'Pack', 0)];
  return mockApi({
    'POST /api/dailyschedule': () => ({
      body: {
        tasks: [...stored].sort((a, b) => b.priority - a.priority),
        count: 3,
        page: 0,
        page_count: 10,
      },
    }),
    'PUT /api/dailyschedule/3': (init) => {
      Object.assign(stored[2]!, JSON.parse(String(init?.body)));
      return { body: { schedule: {} } };
    },
    'GET /api/schedule/assign_to': { body: { assign_to: [] } },
    'POST /api/file/getQuotesFiles': { body: { files: [] } },
  });
}

const taskOrder = () =>
  within(screen.getByRole('table', { name: 'Daily schedule tasks' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('checkbox').getAttribute('aria-label'));

describe('DailySchedulePage while a person works', () => {
  it('shows a new priority in the same event and keeps the row where it is, saying where it moves', async () => {
    const fetchMock = scheduleServer();
    renderApp('/dailyschedule', people.staff);
    const priority = await screen.findByRole('combobox', { name: 'Priority of Pack' });
    expect(taskOrder()).toEqual(['Cut complete', 'Paint complete', 'Pack complete']);

    fireEvent.change(priority, { target: { value: '3' } });
    expect(priority).toHaveProperty('value', '3');

    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/dailyschedule').length).toBe(2),
    );
    expect(await screen.findByText('Moves to position 1 on refresh')).toBeTruthy();
    expect(taskOrder()).toEqual(['Cut complete', 'Paint complete', 'Pack complete']);
    expect(screen.getByRole('combobox', { name: 'Priority of Pack' })).toHaveProperty('value', '3');

    fireEvent.click(screen.getByRole('button', { name: 'Refresh order' }));
    expect(taskOrder()).toEqual(['Pack complete', 'Cut complete', 'Paint complete']);
    expect(screen.queryByText('Moves to position 1 on refresh')).toBeNull();
  });
});

describe('DailySchedulePage live', () => {
  it('refetches its tasks when a timer or schedule event arrives (staff), and opens no stream for a customer', async () => {
    installFakeEventSource();
    const api = scheduleServer();
    const tasksAsked = () =>
      api.mock.calls.filter(([url]) => String(url).endsWith('/api/dailyschedule')).length;
    const { unmount } = renderApp('/dailyschedule', people.staff);
    await screen.findByRole('table', { name: 'Daily schedule tasks' });
    const stream = FakeEventSource.opened.at(-1)!;
    const before = tasksAsked();
    stream.send({ kind: 'timer', quote_id: 7 });
    await waitFor(() => expect(tasksAsked()).toBeGreaterThan(before));
    unmount();
    expect(stream.closed).toBe(true);

    FakeEventSource.opened = [];
    renderApp('/dailyschedule', people.customer);
    await screen.findByRole('table', { name: 'Daily schedule tasks' });
    expect(FakeEventSource.opened).toEqual([]);
  });
});

describe('DailySchedulePage first view', () => {
  it("renders the heading and info the server paints first (the domain's first view), element for element", async () => {
    scheduleServer();
    renderApp('/dailyschedule', people.staff);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Daily Schedule' });
    const painted = document.createElement('div');
    painted.innerHTML = firstViewHtml(firstViewOf('dailySchedule'));
    expect(heading.outerHTML).toBe(painted.querySelector('h1')!.outerHTML);
    const info = screen.getByText(firstViewOf('dailySchedule').info);
    expect(info.outerHTML).toBe(painted.querySelector('[role="alert"]')!.outerHTML);
    // Both sit in the same boxes: the page's container under the app's main area.
    expect(heading.parentElement!.className).toBe(painted.querySelector('h1')!.parentElement!.className);
    expect(info.closest('main')!.className).toBe(painted.querySelector('main')!.className);
  });
});
