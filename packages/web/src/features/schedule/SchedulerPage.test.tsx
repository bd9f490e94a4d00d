import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { expectLeavingFreely, expectLeavingToAsk } from '../../../test/leave.ts';
import { people } from '../../../test/users.ts';
import { jobQuote, sentBodies } from '../../../test/fixtures/job.ts';
import { person, typeInto } from '../../../test/user.ts';

const quote = jobQuote();
const stored = {
  id: 50,
  quote_id: 7,
  short_description: 'Room signs',
  thickness: '1/8',
  material: 'Gemini',
  equip: 'Laser',
  process: 'Raster Braille',
  priority: 2,
  assign_to: 'Sam',
  order_index: 0,
  is_complete: false,
  premature_release: false,
};

describe('SchedulerPage', () => {
  it('edits, adds, moves and removes lines and saves them all at once', async () => {
    const fetchMock = mockApi({
      'GET /api/quote/7': { body: { quote } },
      'GET /api/schedule/7': { body: { schedules: [stored] } },
      'GET /api/schedule/assign_to': {
        body: { assign_to: [{ equip: 'Router', assign_to: 'Rita', count: 3 }] },
      },
      'PUT /api/schedule/7': { body: { schedules: [stored] } },
    });
    const user = person();
    renderApp('/scheduler/7', people.staff);
    const first = await screen.findByRole('group', { name: 'Line 1' });
    expect(within(first).getByLabelText<HTMLSelectElement>('Process').value).toBe('Raster Braille');
    expect(within(first).getByLabelText<HTMLSelectElement>('Priority').value).toBe('2');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Add Line' }));
    const second = screen.getByRole('group', { name: 'Line 2' });
    await typeInto(within(second).getByLabelText('Short Description'), 'Panel');
    await user.selectOptions(within(second).getByLabelText('Equipment'), 'Router');
    const processes = [...within(second).getByLabelText<HTMLSelectElement>('Process').options].map(
      (o) => o.value,
    );
    expect(processes).toContain('Cut out');
    expect(processes).not.toContain('Raster Braille');
    await user.selectOptions(within(second).getByLabelText('Process'), 'Cut out');
    await user.selectOptions(within(second).getByLabelText('Priority'), '3');
    fireEvent.click(within(second).getByLabelText('Premature Release'));
    fireEvent.click(screen.getByRole('button', { name: 'Move Line 2 up' }));
    expect(
      within(screen.getByRole('group', { name: 'Line 1' })).getByLabelText<HTMLInputElement>(
        'Short Description',
      ).value,
    ).toBe('Panel');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT', '/api/schedule/7')).toHaveLength(1));
    expect(sentBodies(fetchMock, 'PUT', '/api/schedule/7')[0]).toEqual({
      schedules: [
        {
          quote_id: 7,
          short_description: 'Panel',
          thickness: '',
          material: '',
          equip: 'Router',
          process: 'Cut out',
          priority: 3,
          assign_to: '',
          is_complete: false,
          premature_release: true,
          order_index: 0,
        },
        { ...stored, order_index: 1 },
      ],
    });
    expect(await screen.findByText('Saved 2 lines.')).toBeTruthy();
  });

  it('offers to add the first line when there are none, and saves a removal', async () => {
    const fetchMock = mockApi({
      'GET /api/quote/7': { body: { quote } },
      'GET /api/schedule/7': { body: { schedules: [stored] } },
      'GET /api/schedule/assign_to': { body: { assign_to: [] } },
      'PUT /api/schedule/7': { body: { schedules: [] } },
    });
    renderApp('/scheduler/7', people.staff);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Line 1' }));
    expect(screen.getByText('No production lines yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT', '/api/schedule/7')).toHaveLength(1));
    expect(sentBodies(fetchMock, 'PUT', '/api/schedule/7')[0]).toEqual({ schedules: [] });
  });

  /** The job with one stored line and no assignees. */
  const oneStoredLine = () => ({
    'GET /api/quote/7': { body: { quote } },
    'GET /api/schedule/7': { body: { schedules: [stored] } },
    'GET /api/schedule/assign_to': { body: { assign_to: [] } },
  });

  it('asks before leaving an edited line unsaved; No keeps the edit', async () => {
    mockApi(oneStoredLine());
    const { router } = renderApp('/scheduler/7', people.staff);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Line 1' }));
    await expectLeavingToAsk(
      router,
      'This schedule has changes that are not saved. Leave without saving them?',
      () => expect(screen.getByText('No production lines yet')).toBeTruthy(),
    );
  });

  it('leaves without asking when nothing changed', async () => {
    mockApi(oneStoredLine());
    const { router } = renderApp('/scheduler/7', people.staff);
    await screen.findByRole('button', { name: 'Remove Line 1' });
    await expectLeavingFreely(router);
  });

  it('tells a customer with no lines yet that the shop adds them, with nothing to press', async () => {
    mockApi({
      'GET /api/quote/7': { body: { quote } },
      'GET /api/schedule/7': { body: { schedules: [] } },
    });
    renderApp('/scheduler/7', people.customer);
    expect(await screen.findByText('No production lines yet')).toBeTruthy();
    expect(
      screen.getByText('The shop adds a line here for each piece of work a machine does on this job.'),
    ).toBeTruthy();
    expect(screen.queryByText(/^Add a line/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
  });
});
