import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BACKLOG_STAGES, backlogStageId, PM_SCHEDULE_SECTIONS, todayJustDate } from '@signshop/domain';
import { bodyOf, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { people } from '../../../test/users.ts';
import { person, typeInto } from '../../../test/user.ts';

const task = {
  id: 31,
  quote_id: 7,
  equip: 'Laser',
  material: 'Gemini',
  assign_to: 'Kim',
  priority: 0,
  is_complete: false,
  job_name: 'Lobby signs',
  customer_name: 'Acme Signs',
  expected_ship_date: '2026-05-08',
  short_description: 'Room IDs',
  task: 'Cut letters',
};

const job = {
  id: 7,
  quote_id: 7,
  job_name: 'Lobby signs',
  customer_name: 'Acme Signs',
  total_price: 120.5,
  shipping_cost: 10,
  cost_without_shipping: 110.5,
  is_thermoformed: false,
  date_picked: '2026-05-01',
  customer_promise_date: '2026-05-20',
  shipping_method: '',
  materials: 'Gemini',
  ready_for_production_date: '2026-05-01',
  in_production_date: null,
  backlogs_recieved: null,
};
const thermo = {
  ...job,
  id: 8,
  quote_id: 8,
  job_name: 'Braille plates',
  total_price: 79.5,
  is_thermoformed: true,
};

/** A job-list reply of page 0 (10 rows per page, the default local setting): the rows and the whole list's totals. */
const firstPage = (
  jobs: object[],
  count = jobs.length,
  totals = { total_price: 200, engraved: 120.5, thermoformed: 79.5 },
) => ({ body: { jobs, count, page: 0, page_count: 10, totals } });
const PAGE_0 = '?page=0&page_count=10';

const callsTo = (fetchMock: ReturnType<typeof mockApi>, method: string, url: string) =>
  fetchMock.mock.calls.flatMap(([callUrl, init], index) =>
    callUrl === url && (init?.method ?? 'GET') === method ? [bodyOf(fetchMock, index)] : [],
  );

describe('DailySchedulePage', () => {
  it('loads In Production tasks, filters by equip and saves completion and priority at once', async () => {
    const fetchMock = mockApi({
      'POST /api/dailyschedule': { body: { tasks: [task], count: 1, page: 0, page_count: 10 } },
      'GET /api/schedule/assign_to': {
        body: { assign_to: [{ equip: 'Laser', assign_to: 'Kim', count: 2 }] },
      },
      'POST /api/file/getQuotesFiles': { body: { files: [] } },
      'PUT /api/dailyschedule/31': { body: { schedule: {} } },
    });
    const user = person();
    renderApp('/dailyschedule', people.staff);
    expect(await screen.findByRole('link', { name: 'Lobby signs' })).toHaveProperty(
      'href',
      expect.stringContaining('/scheduler/7'),
    );
    expect(screen.getByText(/In Production backlog date is today or earlier/)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/dailyschedule')[0]).toEqual({
      equip: 'All',
      assign_to: 'All',
      completion: 'All',
      material: 'All',
      production_state: 'In Production',
      page: 0,
      page_count: 10,
    });

    await user.selectOptions(screen.getByLabelText('Equip'), 'Laser');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/dailyschedule').at(-1)).toMatchObject({ equip: 'Laser' }),
    );

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Cut letters complete' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority of Cut letters' }), '3');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT', '/api/dailyschedule/31')).toEqual([
        { is_complete: true },
        { priority: 3 },
      ]),
    );
  });

  it('shows the empty state when no task matches', async () => {
    mockApi({
      'POST /api/dailyschedule': { body: { tasks: [], count: 0, page: 0, page_count: 10 } },
      'GET /api/schedule/assign_to': { body: { assign_to: [] } },
    });
    renderApp('/dailyschedule', people.staff);
    expect(await screen.findByText('No tasks match these filters.')).toBeTruthy();
  });
});

describe('job-list pages', () => {
  it('production: totals, checked totals, and Save records a Ready For Production step then clears the tick', async () => {
    const fetchMock = mockApi({
      [`GET /api/production/ready${PAGE_0}`]: firstPage([job, thermo]),
      'PUT /api/backlog': { body: { backlogs: [] } },
    });
    renderApp('/production', people.staff);
    const totals = await screen.findByRole('group', { name: 'Report totals' });
    expect(within(totals).getByText('$200.00')).toBeTruthy();
    expect(within(totals).getByText('$120.50')).toBeTruthy();
    expect(within(totals).getByText('$79.50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/csv/production.csv',
    );
    expect(screen.getAllByRole('link', { name: 'Acme Signs' })[0]!.getAttribute('href')).toBe(
      '/customerreport?filter=All&company=Acme%20Signs',
    );

    const tick = screen.getByRole('checkbox', { name: 'Ready For Production: Braille plates' });
    fireEvent.click(tick);
    expect(within(totals).getAllByText('Checked: $79.50')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Save Braille plates' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT', '/api/backlog')).toEqual([
        {
          backlogs: [
            {
              quote_id: 8,
              type_id: backlogStageId('ready_for_production'),
              is_checked: true,
              date_given: todayJustDate(),
            },
          ],
        },
      ]),
    );
    await waitFor(() => expect((tick as HTMLInputElement).checked).toBe(false));
  });

  it("a list longer than a page: the whole list's totals and count, and page controls that ask for the next page", async () => {
    localStorage.setItem('page_count', '2');
    const wholeList = { total_price: 4321, engraved: 4000.25, thermoformed: 320.75 };
    const fetchMock = mockApi({
      'GET /api/production/ready?page=0&page_count=2': {
        body: { jobs: [job, thermo], count: 5, page: 0, page_count: 2, totals: wholeList },
      },
      'GET /api/production/ready?page=1&page_count=2': {
        body: {
          jobs: [{ ...job, id: 9, quote_id: 9, job_name: 'Exit maps' }],
          count: 5,
          page: 1,
          page_count: 2,
          totals: wholeList,
        },
      },
    });
    try {
      renderApp('/production', people.staff);
      const totals = await screen.findByRole('group', { name: 'Report totals' });
      expect(within(totals).getByText('$4,321.00')).toBeTruthy();
      expect(within(totals).getByText('$4,000.25')).toBeTruthy();
      expect(within(totals).getByText('$320.75')).toBeTruthy();
      expect(screen.getByText('5 jobs')).toBeTruthy();
      const pages = screen.getByRole('navigation', { name: 'Pages' });
      expect(within(pages).getByText('Showing 1–2 of 5')).toBeTruthy();
      fireEvent.click(within(pages).getByRole('button', { name: /Next/ }));
      expect(await screen.findByRole('link', { name: 'Exit maps' })).toBeTruthy();
      expect(within(pages).getByText('Showing 3–4 of 5')).toBeTruthy();
      expect(within(totals).getByText('$4,321.00')).toBeTruthy();
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/production/ready?page=1&page_count=2',
      );
    } finally {
      localStorage.removeItem('page_count');
    }
  });

  it('released: Save of a ticked job marks it shipped on the date, at the quote version just read', async () => {
    const fetchMock = mockApi({
      [`GET /api/production/released${PAGE_0}`]: firstPage([job]),
      'GET /api/quote/7': { body: { quote: { id: 7, version: 4 } } },
      'PUT /api/quote/7': { body: { quote: {} } },
    });
    const user = person();
    renderApp('/releasedforproduction', people.staff);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Shipped: Lobby signs' }));
    // A date field is never empty while a person types a new date over it (the page ignores an empty
    // one), so the whole date is selected and typed over rather than cleared first.
    const shippedDate = screen.getByLabelText<HTMLInputElement>('Shipped date of Lobby signs');
    await user.type(shippedDate, '2026-05-02', {
      initialSelectionStart: 0,
      initialSelectionEnd: shippedDate.value.length,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Lobby signs' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT', '/api/quote/7')).toEqual([
        { is_shipped: true, shipped_date: '2026-05-02', version: 4 },
      ]),
    );
  });

  it('backlog report: moving a job from Materials Ordered records the next stage and Materials Received', async () => {
    const stages = BACKLOG_STAGES.map((stage, ordering) => ({ ...stage, ordering }));
    const fetchMock = mockApi({
      'GET /api/backlog': { body: { backlogs: stages } },
      [`GET /api/backlog/report/Materials%20Ordered%20(Expected%20Date)${PAGE_0}`]: firstPage([job]),
      'PUT /api/backlog': { body: { backlogs: [] } },
    });
    renderApp('/backlogreport', people.staff);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Customer Ship Date: Lobby signs' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Lobby signs' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT', '/api/backlog')[0]).toEqual({
        backlogs: [
          {
            quote_id: 7,
            type_id: backlogStageId('customer_ship_date'),
            is_checked: true,
            date_given: todayJustDate(),
          },
          {
            quote_id: 7,
            type_id: backlogStageId('materials_received'),
            is_checked: true,
            date_given: todayJustDate(),
          },
        ],
      }),
    );
  });
});

describe('CustomerReportPage', () => {
  const reply = {
    jobs: [
      {
        id: 7,
        given_id: 'ALI11182026CED',
        job_name: 'Lobby signs',
        customer_name: 'Ann Signs',
        quote_date: '2026-05-01',
        expected_ship_date: null,
        total_price: 120.5,
        latest_step: 'In Production',
        date_shipped: null,
        is_shipped: false,
      },
    ],
    total_price: 120.5,
    count: 1,
    page: 0,
    page_count: 10,
  };

  it('searches on load for a customer, without the company field', async () => {
    const fetchMock = mockApi({
      [`GET /api/customerreport?filter=All&company=Ann${PAGE_0.replace('?', '&')}`]: { body: reply },
    });
    renderApp('/customerreport?filter=All&company=Ann', people.customer);
    expect(await screen.findByTestId('customer-report-total')).toHaveProperty('textContent', '$120.50');
    expect(screen.queryByLabelText('Company')).toBeNull();
    expect(fetchMock).toHaveBeenCalled();
  });

  it('waits for Search for staff, then keeps the terms in the URL', async () => {
    const fetchMock = mockApi({
      [`GET /api/customerreport?filter=All&company=Acme${PAGE_0.replace('?', '&')}`]: { body: reply },
    });
    const { router } = renderApp('/customerreport', people.staff);
    expect(await screen.findByText(/press Search to see the jobs/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    for (const label of ['Date Quoted From', 'Date Quoted To']) {
      await typeInto(screen.getByLabelText(label), '');
    }
    await typeInto(screen.getByLabelText('Company'), 'Acme');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    // The quote number people read, linking to the quote by its id.
    const quote = await screen.findByRole('link', { name: 'ALI11182026CED' });
    expect(quote.getAttribute('href')).toBe('/quote/7');
    expect(screen.getByRole('columnheader', { name: 'Quote Number' })).toBeTruthy();
    expect(router.state.location.search).toBe('?filter=All&company=Acme');
    expect(screen.getByLabelText('Latest Step').textContent).toContain('In Production');
  });
});

describe('PmSchedulePage', () => {
  it('shows the six sections in order, No Quotes when empty, entries linking to the backlog', async () => {
    const empty = { approved: [], completed: [], in_progress: [], not_started: [], on_hold: [], waiting: [] };
    const entry = {
      id: 7,
      job_name: 'Lobby signs',
      customer_name: 'Acme',
      project_manager: 3,
      project_manager_comment: 'Call Tue',
    };
    mockApi({
      'GET /api/account/project_managers': { body: { project_managers: [] } },
      [`GET /api/projectmanagerschedule?project_manager=all&date=${todayJustDate()}&page=0&page_count=10`]: {
        body: {
          sections: { ...empty, waiting: [entry] },
          counts: { approved: 0, completed: 0, in_progress: 0, not_started: 0, on_hold: 0, waiting: 1 },
        },
      },
    });
    renderApp('/projectmanagerschedule', people.staff);
    const waiting = await screen.findByRole('region', { name: 'Waiting On Approval' });
    expect(within(waiting).getByRole('link').getAttribute('href')).toBe('/backlog/7');
    expect(within(waiting).getByText('Call Tue')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([...PM_SCHEDULE_SECTIONS]);
    expect(screen.getAllByText('No Quotes')).toHaveLength(5);
  });

  it("pages each section on its own: the next page of one keeps the others' entries", async () => {
    const empty = { approved: [], completed: [], in_progress: [], not_started: [], on_hold: [], waiting: [] };
    const counts = { approved: 0, completed: 2, in_progress: 0, not_started: 23, on_hold: 0, waiting: 0 };
    const entries = (from: number, length = 10) =>
      Array.from({ length }, (_, index) => ({
        id: from + index,
        job_name: `Job ${from + index}`,
        customer_name: 'Acme',
        project_manager: null,
        project_manager_comment: '',
      }));
    const url = (sectionPages = '') =>
      `GET /api/projectmanagerschedule?project_manager=all&date=${todayJustDate()}&page=0&page_count=10${sectionPages}`;
    const completed = entries(100, 2);
    mockApi({
      'GET /api/account/project_managers': { body: { project_managers: [] } },
      [url()]: { body: { sections: { ...empty, completed, not_started: entries(1) }, counts } },
      [url('&section_pages=not_started:1')]: {
        body: { sections: { ...empty, completed, not_started: entries(11) }, counts },
      },
    });
    renderApp('/projectmanagerschedule', people.staff);
    const notStarted = await screen.findByRole('region', { name: 'Work Not Started' });
    expect(within(notStarted).getByText('23')).toBeTruthy();
    expect(within(notStarted).getAllByRole('link')).toHaveLength(10);
    expect(within(notStarted).getByText('Showing 1–10 of 23')).toBeTruthy();
    const done = screen.getByRole('region', { name: 'Work Completed' });
    expect(within(done).queryByRole('button', { name: /page of/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next page of Work Not Started' }));
    expect(await within(notStarted).findByText('Job 11')).toBeTruthy();
    expect(within(notStarted).getByText('Showing 11–20 of 23')).toBeTruthy();
    expect(within(done).getAllByRole('link')).toHaveLength(2);
    expect(within(done).queryByText('No Quotes')).toBeNull();
  });
});
