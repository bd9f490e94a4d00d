import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { people } from '../../../test/users.ts';
import { jobQuote, sentBodies } from '../../../test/fixtures/job.ts';
import { typeInto } from '../../../test/user.ts';

const quote = jobQuote({ version: 3, given_id: 'Q-7%', job_name: 'Lobby 50%' });

describe('JobOverviewPage', () => {
  it('links the five stages, offers the job documents and files, and saves Shipped with a date', async () => {
    const fetchMock = mockApi({
      'GET /api/quote/7': { body: { quote } },
      'GET /api/file/7': {
        body: { files: [{ id: 3, name: 'Production/cut.pdf', quote_id: 7, size: 10, created_at: '' }] },
      },
      'PUT /api/quote/7': {
        body: { quote: { ...quote, version: 4, is_shipped: true, shipped_date: '2026-05-08' } },
      },
    });
    renderApp('/job/7', people.staff);
    const stages = await screen.findByRole('navigation', { name: 'Stages' });
    expect(
      within(stages)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/quote/7', '/backlog/7', '/scheduler/7', '/files/7', '/shipping/7']);
    expect(within(stages).getByText('Stage 5: Shipping')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Job Files' }));
    const menu = within(document.querySelector<HTMLElement>('[aria-labelledby="job-file-menu"]')!);
    expect(menu.getByRole('link', { name: 'Invoice' }).getAttribute('href')).toBe(
      '/api/pdf/invoice/7/Lobby%2050-invoice.pdf',
    );
    expect(menu.getByRole('link', { name: 'Packaging Slip' }).getAttribute('href')).toBe(
      '/api/pdf/packagingslip/id/Lobby%2050-Q-7.pdf?id=7',
    );
    expect(menu.getByRole('link', { name: 'Quote' }).getAttribute('href')).toBe(
      '/api/pdf/id/Lobby%2050-Q-7.pdf?id=7',
    );
    expect((await menu.findByRole('link', { name: /cut\.pdf/ })).getAttribute('href')).toBe(
      '/api/file/3/cut.pdf',
    );

    fireEvent.click(screen.getByLabelText('Shipped'));
    await typeInto(screen.getByLabelText('Shipped Date'), '05082026');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT', '/api/quote/7')).toHaveLength(1));
    expect(sentBodies(fetchMock, 'PUT', '/api/quote/7')[0]).toEqual({
      is_shipped: true,
      shipped_date: '2026-05-08',
      version: 3,
    });
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(screen.getByText('Shipped 05/08/2026')).toBeTruthy();
  });

  it('finds a job by name at /job', async () => {
    const fetchMock = mockApi({
      'POST /api/quote/query': {
        body: {
          quotes: [{ ...quote, id: 9, job_name: 'Garage', is_shipped: false }],
          count: 1,
          page: 0,
          page_count: 10,
        },
      },
    });
    const { router } = renderApp('/job', people.staff);
    await typeInto(await screen.findByLabelText('Job Name'), ' Gar ');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(2));
    expect(bodyOf(fetchMock, 1)).toEqual({ search: { job_name: 'Gar', page: 0, page_count: 10 } });
    fireEvent.click(await screen.findByRole('link', { name: /Garage/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/job/9'));
  });

  it('shows a customer the stages and the shipped flag read-only, without Save', async () => {
    mockApi({ 'GET /api/quote/7': { body: { quote } } });
    renderApp('/job/7', people.customer);
    expect(await screen.findByText('Read only: the shop keeps this up to date.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Stage 2: Backlog/ })).toBeTruthy();
    expect(screen.getByRole('checkbox').closest('fieldset[disabled]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('shows the History: who changed what, from what to what, and why', async () => {
    mockApi({
      'GET /api/quote/7': { body: { quote } },
      'GET /api/file/7': { body: { files: [] } },
      'GET /api/quote/7/history': {
        body: {
          history: [
            {
              id: 1,
              at: '2026-11-03T15:00:00.000Z',
              user_name: 'Casey Tester',
              field: 'created',
              before: null,
              after: { given_id: 'Q-7', total_price: 704.64 },
              reason: '',
            },
            {
              id: 2,
              at: '2026-11-20T15:00:00.000Z',
              user_name: 'Dana Tester',
              field: 'total_price',
              before: 704.64,
              after: 729.64,
              reason: 'Update prices: re-priced with the current process costs',
            },
          ],
        },
      },
    });
    renderApp('/job/7', people.staff);
    const panel = await screen.findByRole('region', { name: 'History' });
    await waitFor(() => expect(within(panel).getAllByRole('row')).toHaveLength(3));
    const cells = within(panel)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['Casey Tester', 'Job created', '—', 'given id Q-7, total price $704.64', ''],
      [
        'Dana Tester',
        'Total price',
        '$704.64',
        '$729.64',
        'Update prices: re-priced with the current process costs',
      ],
    ]);
  });
});
