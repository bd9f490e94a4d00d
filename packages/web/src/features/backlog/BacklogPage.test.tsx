import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayJustDate, formatDateMask } from '@signshop/domain';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { people } from '../../../test/users.ts';
import { jobQuote, sentBodies } from '../../../test/fixtures/job.ts';
import { typeInto } from '../../../test/user.ts';
import { expectLeavingFreely, expectLeavingToAsk } from '../../../test/leave.ts';

const quote = jobQuote({ given_id: 'ANN-05012026ACM', job_name: 'Lobby signs', customer_name: 'Acme Signs' });

const backlogs = [
  {
    id: null,
    type_id: 1,
    quote_id: 7,
    label: 'Materials Ordered (Expected Date)',
    hint: 'The date materials are expected.',
    is_checked: false,
    date_given: null,
    ordering: 1,
  },
  {
    id: 12,
    type_id: 9,
    quote_id: 7,
    label: 'In Production',
    hint: 'Places the job on the Daily Schedule.',
    is_checked: true,
    date_given: '2026-05-03',
    ordering: 9,
  },
];

const routes = () => ({
  'GET /api/quote/7': { body: { quote } },
  'GET /api/backlog/7': { body: { backlogs } },
  'PUT /api/backlog': { body: { backlogs: [] } },
});

const putBodies = (fetchMock: ReturnType<typeof mockApi>) => sentBodies(fetchMock, 'PUT', '/api/backlog');

describe('BacklogPage', () => {
  it('shows the header, the stages with their hints and a date only for checked stages', async () => {
    mockApi(routes());
    renderApp('/backlog/7', people.staff);
    const production = await screen.findByRole('group', { name: 'In Production' });
    expect(screen.getByText('Acme Signs')).toBeTruthy();
    expect(screen.getByText('Lobby signs')).toBeTruthy();
    expect(screen.getByText('ANN-05012026ACM')).toBeTruthy();
    expect(screen.getByText('Places the job on the Daily Schedule.')).toBeTruthy();
    expect(within(production).getByLabelText<HTMLInputElement>('Date').value).toBe('05/03/2026');
    const materials = screen.getByRole('group', { name: 'Materials Ordered (Expected Date)' });
    expect(within(materials).queryByLabelText('Date')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('saves only the changes, a new date of a checked stage after an unchecked copy', async () => {
    const fetchMock = mockApi(routes());
    renderApp('/backlog/7', people.staff);
    const materials = await screen.findByRole('group', { name: 'Materials Ordered (Expected Date)' });
    fireEvent.click(within(materials).getByRole('checkbox'));
    expect(within(materials).getByLabelText<HTMLInputElement>('Date').value).toBe(
      formatDateMask(todayJustDate()),
    );
    await typeInto(within(materials).getByLabelText('Date'), '05202026');
    const production = screen.getByRole('group', { name: 'In Production' });
    await typeInto(within(production).getByLabelText('Date'), '05102026');
    expect(screen.getByText('2 unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(putBodies(fetchMock)).toHaveLength(1));
    expect(putBodies(fetchMock)[0]).toEqual({
      backlogs: [
        { quote_id: 7, type_id: 1, is_checked: true, date_given: '2026-05-20' },
        { quote_id: 7, type_id: 9, is_checked: false, date_given: '2026-05-10' },
        { quote_id: 7, type_id: 9, is_checked: true, date_given: '2026-05-10' },
      ],
    });
    expect(await screen.findByText('Saved 2 stages.')).toBeTruthy();
  });

  it('waits for a full date before saving', async () => {
    const fetchMock = mockApi(routes());
    renderApp('/backlog/7', people.staff);
    const production = await screen.findByRole('group', { name: 'In Production' });
    await typeInto(within(production).getByLabelText('Date'), '0510');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Type a full date (mm/dd/yyyy) for In Production.')).toBeTruthy();
    expect(putBodies(fetchMock)).toHaveLength(0);
  });

  it('asks before leaving a ticked item unsaved; No keeps the tick', async () => {
    mockApi(routes());
    const { router } = renderApp('/backlog/7', people.staff);
    const materials = await screen.findByRole('group', { name: 'Materials Ordered (Expected Date)' });
    fireEvent.click(within(materials).getByRole('checkbox'));
    await expectLeavingToAsk(
      router,
      'This backlog has changes that are not saved. Leave without saving them?',
      () => {
        expect(screen.getByText('1 unsaved change')).toBeTruthy();
        expect(within(materials).getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
      },
    );
  });

  it('leaves without asking when nothing changed', async () => {
    mockApi(routes());
    const { router } = renderApp('/backlog/7', people.staff);
    await screen.findByRole('group', { name: 'In Production' });
    await expectLeavingFreely(router);
  });

  it('shows a backlog that cannot be loaded', async () => {
    mockApi({
      'GET /api/quote/7': { body: { quote } },
      'GET /api/backlog/7': { status: 500, body: { err: 'Down.' } },
    });
    renderApp('/backlog/7', people.staff);
    expect(await screen.findByText('Could not load the backlog')).toBeTruthy();
    expect(screen.getByText('Down.')).toBeTruthy();
  });

  it("shows a customer its job's backlog read-only: no Save, every control disabled", async () => {
    mockApi(routes());
    renderApp('/backlog/7', people.customer);
    const production = await screen.findByRole('group', { name: 'In Production' });
    expect(screen.getByText('Read only: the shop keeps this up to date.')).toBeTruthy();
    expect(within(production).getByRole('checkbox').closest('fieldset[disabled]')).not.toBeNull();
    expect(within(production).getByLabelText<HTMLInputElement>('Date').value).toBe('05/03/2026');
    expect(within(production).getByLabelText('Date').closest('fieldset[disabled]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
