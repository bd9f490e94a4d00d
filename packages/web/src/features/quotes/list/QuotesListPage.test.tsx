import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, mockApi } from '../../../../test/fetch-mock.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { people } from '../../../../test/users.ts';
import { decodeListSearch } from './list-search.ts';
import type { QuoteListRow } from './queries.ts';
import { person, typeInto } from '../../../../test/user.ts';

const row = (id: number, overrides: Partial<QuoteListRow> = {}): QuoteListRow => ({
  id,
  given_id: `Q-${id}`,
  job_name: `Job ${id}`,
  customer_name: 'Bob & Sons',
  quote_date: '2024-03-0' + String(id % 9 || 1),
  total_price: 1234.5 * id,
  is_shipped: false,
  shipped_date: null,
  quote_sequence: 1,
  ...overrides,
});

const pageOf = (quotes: QuoteListRow[], count = quotes.length, page = 0) => ({
  body: { quotes, count, page, page_count: 10 },
});

/** The search bodies sent so far. */
const searches = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map((call, index) => ({ call, index }))
    .filter(({ call }) => String(call[0]) === '/api/quote/query')
    .map(({ index }) => (bodyOf(fetchMock, index) as { search: Record<string, unknown> }).search);
const lastSearch = (fetchMock: ReturnType<typeof mockApi>) => searches(fetchMock).at(-1);

const table = () => screen.findByRole('table', { name: 'Quotes' });
const jobNames = () =>
  within(screen.getByRole('table', { name: 'Quotes' }))
    .getAllByRole('row')
    .slice(1)
    .map((tr) => (tr as HTMLTableRowElement).cells[1]?.textContent);

afterEach(() => localStorage.clear());

describe('QuotesListPage', () => {
  it('shows a row the server could not read in full, flagged with the unreadable fields', async () => {
    mockApi({
      'POST /api/quote/query': pageOf([row(1), row(2, { total_price: 0, unreadable: ['total_price'] })]),
    });
    renderApp('/quotes', people.staff);
    await table();
    const rows = within(screen.getByRole('table', { name: 'Quotes' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).not.toContain('Unreadable');
    expect(within(rows[1]!).getByText('Unreadable: total_price')).toBeTruthy();
  });

  it('loads newest first with 10 rows and shows rows with their links', async () => {
    const fetchMock = mockApi({ 'POST /api/quote/query': pageOf([row(1), row(2)], 57) });
    renderApp('/jobs', people.staff);
    await table();
    expect(lastSearch(fetchMock)).toEqual({
      given_id: '',
      customer_name: '',
      job_name: '',
      quote_date: {},
      order_by: 'quote_date',
      reverse_order: true,
      page: 0,
      page_count: 10,
    });
    expect(jobNames()).toEqual(['Job 1', 'Job 2']);
    expect(screen.getByRole('link', { name: 'Q-2' }).getAttribute('href')).toBe('/quote/2');
    expect(screen.getAllByRole('link', { name: 'Bob & Sons' })[0]?.getAttribute('href')).toBe(
      '/customerreport?filter=All&company=Bob%20%26%20Sons',
    );
    expect(screen.getByText('$2,469.00')).toBeTruthy();
    expect(screen.getByText('03/02/2024')).toBeTruthy();
    expect(screen.getByText('Showing 1–10 of 57')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Date/ }).getAttribute('aria-sort')).toBe('descending');
    const breadcrumb = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'New Quote' }).getAttribute('href')).toBe('/');
  });

  it('searches on submit with every field, keeping the search in the URL', async () => {
    const fetchMock = mockApi({ 'POST /api/quote/query': pageOf([row(1)]) });
    const { router } = renderApp('/quotes', people.staff);
    await table();
    await typeInto(screen.getByLabelText('Quote Number'), ' Q-1 ');
    await typeInto(screen.getByLabelText('Customer Name'), 'Bob');
    await typeInto(screen.getByLabelText('Job Name'), 'Lobby');
    await typeInto(screen.getByLabelText('Min Date'), '01052024');
    expect(searches(fetchMock)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches(fetchMock)).toHaveLength(2));
    expect(lastSearch(fetchMock)).toMatchObject({
      given_id: 'Q-1',
      customer_name: 'Bob',
      job_name: 'Lobby',
      quote_date: { min: '2024-01-05' },
      page: 0,
    });
    expect(decodeListSearch(router.state.location.search)).toMatchObject({
      given_id: 'Q-1',
      quote_date: { min: '2024-01-05' },
    });
    // Back restores the earlier search and the form shows it.
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Job Name').value).toBe(''));
  });

  it('does not search while a date is partly typed, and says which at the form', async () => {
    const fetchMock = mockApi({ 'POST /api/quote/query': pageOf([row(1)]) });
    renderApp('/quotes', people.staff);
    await table();
    await typeInto(screen.getByLabelText('Job Name'), 'Lobby');
    await typeInto(screen.getByLabelText('Max Date'), '1203');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Not searched\. Max Date: /);
    expect(document.activeElement).toBe(screen.getByLabelText('Max Date'));
    expect(searches(fetchMock)).toHaveLength(1);
    await typeInto(screen.getByLabelText('Max Date'), '12032024');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches(fetchMock)).toHaveLength(2));
    expect(lastSearch(fetchMock)).toMatchObject({ job_name: 'Lobby', quote_date: { max: '2024-12-03' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears the date filters with Clear, a partly typed one included', async () => {
    const fetchMock = mockApi({ 'POST /api/quote/query': pageOf([row(1)]) });
    const { router } = renderApp('/jobs', people.staff);
    await table();
    await typeInto(screen.getByLabelText('Min Date'), '01052024');
    await typeInto(screen.getByLabelText('Max Date'), '0230');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText<HTMLInputElement>('Min Date').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Max Date').value).toBe('');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(lastSearch(fetchMock)?.quote_date).toEqual({}));
  });

  it('fills the form from the URL', async () => {
    mockApi({ 'POST /api/quote/query': pageOf([row(1)]) });
    renderApp(
      `/quotes?job_name=Lobby&quote_date=${encodeURIComponent('{"max":"2024-12-03"}')}`,
      people.staff,
    );
    await table();
    expect(screen.getByLabelText<HTMLInputElement>('Job Name').value).toBe('Lobby');
    expect(screen.getByLabelText<HTMLInputElement>('Max Date').value).toBe('12/03/2024');
  });

  it('sorts by a clicked header and reverses on a second click', async () => {
    const fetchMock = mockApi({ 'POST /api/quote/query': pageOf([row(1)], 30) });
    const { router } = renderApp('/quotes?page=2', people.staff);
    await table();
    fireEvent.click(screen.getByRole('button', { name: /Quote Id/ }));
    await waitFor(() =>
      expect(lastSearch(fetchMock)).toMatchObject({ order_by: 'given_id', reverse_order: false }),
    );
    expect(lastSearch(fetchMock)?.page).toBe(0);
    expect(screen.getByRole('columnheader', { name: /Quote Id/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    fireEvent.click(screen.getByRole('button', { name: /Quote Id/ }));
    await waitFor(() =>
      expect(lastSearch(fetchMock)).toMatchObject({ order_by: 'given_id', reverse_order: true }),
    );
    expect(router.state.location.search).toBe('?order_by=given_id&reverse_order=true');
  });

  it('pages with Next, Previous and the Page field', async () => {
    const user = person();
    const fetchMock = mockApi({ 'POST /api/quote/query': pageOf([row(1)], 57) });
    renderApp('/quotes', people.staff);
    await table();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastSearch(fetchMock)?.page).toBe(1));
    expect(await screen.findByText('Showing 11–20 of 57')).toBeTruthy();
    const pageField = screen.getByLabelText<HTMLInputElement>('Page');
    expect(pageField.value).toBe('2');
    await typeInto(pageField, '6');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastSearch(fetchMock)?.page).toBe(5));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    // An out-of-range number is held within 1..6 as it is typed, not only on blur.
    await typeInto(pageField, '99');
    expect(pageField.value).toBe('6');
    await typeInto(pageField, '0');
    expect(pageField.value).toBe('1');
    await typeInto(pageField, '6');
    await user.tab();
    expect(pageField.value).toBe('6');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(lastSearch(fetchMock)?.page).toBe(4));
  });

  it('keeps Items Per Page in the browser and starts again at page 1', async () => {
    localStorage.setItem('page_count', '50');
    const user = person();
    const fetchMock = mockApi({ 'POST /api/quote/query': pageOf([row(1)], 120) });
    renderApp('/quotes?page=1', people.staff);
    await table();
    expect(lastSearch(fetchMock)).toMatchObject({ page: 1, page_count: 50 });
    await user.selectOptions(screen.getByLabelText('Items Per Page'), '25');
    await waitFor(() => expect(lastSearch(fetchMock)).toMatchObject({ page: 0, page_count: 25 }));
    expect(localStorage.getItem('page_count')).toBe('25');
  });

  it('copies a quote without its identity, with Duplicate appended, as a copy (the server numbers and dates it), then reloads', async () => {
    const loaded = {
      id: 4,
      version: 3,
      total_price: 99,
      given_id: 'Q-4',
      job_name: 'Lobby',
      customer_name: 'Bob',
      quote_date: '2024-03-04',
      signs: [{ type: 1, width: 2 }],
      left_to_pay: 99,
    };
    const fetchMock = mockApi({
      'POST /api/quote/query': pageOf([row(4, { job_name: 'Lobby' })]),
      'GET /api/quote/4': { body: { quote: loaded } },
      'POST /api/quote': { status: 201, body: { quote: { ...row(9), job_name: 'Lobby Duplicate' } } },
    });
    renderApp('/quotes', people.staff);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Lobby' }));
    expect(await screen.findByText('Copied Lobby as Lobby Duplicate.')).toBeTruthy();
    const post = fetchMock.mock.calls.findIndex(
      ([url, init]) => url === '/api/quote' && init?.method === 'POST',
    );
    expect(bodyOf(fetchMock, post)).toEqual({
      quote: {
        given_id: 'Q-4',
        job_name: 'Lobby Duplicate',
        customer_name: 'Bob',
        quote_date: '2024-03-04',
        signs: [{ type: 1, width: 2 }],
      },
      copy: true,
    });
    await waitFor(() => expect(searches(fetchMock)).toHaveLength(2));
  });

  it('deletes only after Yes in the warning', async () => {
    const fetchMock = mockApi({
      'POST /api/quote/query': pageOf([row(4, { job_name: 'Lobby' })]),
      'DELETE /api/quote/4': { body: { id: 4 } },
    });
    renderApp('/quotes', people.staff);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Lobby' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Warning')).toBeTruthy();
    expect(
      within(dialog).getByText('Are you sure you want to delete Lobby This action can not be undone.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Lobby' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Deleted Lobby.')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === '/api/quote/4' && init?.method === 'DELETE'),
    ).toBe(true);
    await waitFor(() => expect(searches(fetchMock)).toHaveLength(2));
  });

  it('says when no quotes match and clears the search', async () => {
    const fetchMock = mockApi({ 'POST /api/quote/query': pageOf([]) });
    const { router } = renderApp('/quotes?job_name=zzz', people.customer);
    expect(await screen.findByText('No quotes match these filters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastSearch(fetchMock)?.job_name).toBe(''));
    expect(await screen.findByText('No quotes yet')).toBeTruthy();
  });

  it('shows a load failure with a way to try again', async () => {
    mockApi({ 'POST /api/quote/query': { status: 500, body: { err: 'Database is down.' } } });
    renderApp('/quotes', people.staff);
    expect(await screen.findByText('Could not load the quotes')).toBeTruthy();
    expect(screen.getByText('Database is down.')).toBeTruthy();
  });

  it('opens a blank quote with Add', async () => {
    mockApi({ 'POST /api/quote/query': pageOf([]) });
    const { router } = renderApp('/quotes', people.staff);
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote'));
  });
});
