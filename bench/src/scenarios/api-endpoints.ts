import { addDays, mondayOf, todayJustDate } from '@signshop/domain';

/**
 * The API reads the bench measures, by group (`npm run bench -- --only <group>`); `unpaged` runs
 * only the unpaged forms (UNPAGED_ENDPOINTS), at 16 clients.
 */
export const ENDPOINT_GROUPS = ['me', 'quotes', 'reports', 'billing', 'time', 'capacity', 'unpaged'];
/** Groups a named group takes in: the reports include the billing job query (itself a report). */
export const GROUP_INCLUDES: Record<string, string[]> = { reports: ['billing'] };

export interface Endpoint {
  group: (typeof ENDPOINT_GROUPS)[number];
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  as: 'staff' | 'customer' | 'admin';
}

/** The quote opened: one far from either end of 100,000 (its path names it; a smaller shop opens its middle one). */
const QUOTE_OPEN = '/api/quote/54321';

/** The path an endpoint asks on a shop of `quotes` generated quotes. */
export function pathOn(endpoint: Endpoint, quotes: number): string {
  if (endpoint.path !== QUOTE_OPEN || quotes >= 54_321) return endpoint.path;
  return `/api/quote/${Math.ceil(quotes / 2)}`;
}

/** A report's first page as the web asks for it (10 rows, the default page size). */
const FIRST_PAGE = { page: 0, page_count: 10 };
export const FIRST_PAGE_QUERY = 'page=0&page_count=10';

/** The quoted-vs-actual report's period: the last seven days. */
const LAST_WEEK = new URLSearchParams({ from: addDays(todayJustDate(), -6), to: todayJustDate() }).toString();

/** The reads measured, on 100,000 generated quotes. */
export const ENDPOINTS: Endpoint[] = [
  { group: 'me', name: 'authenticated read: GET /api/account/me', path: '/api/account/me', as: 'staff' },
  { group: 'quotes', name: 'quote list, page 1 newest first (staff)', path: '/api/quote', as: 'staff' },
  {
    group: 'quotes',
    name: 'quote search by customer name (staff)',
    path: '/api/quote?customer_name=harbor',
    as: 'staff',
  },
  {
    group: 'quotes',
    name: 'quote search by job name and date range, sorted by total (staff)',
    path: '/api/quote/query',
    method: 'POST',
    body: {
      search: {
        job_name: 'lobby',
        quote_date: { min: '2023-01-01', max: '2024-12-31' },
        order_by: 'total_price',
      },
    },
    as: 'staff',
  },
  {
    group: 'quotes',
    name: 'quote search by job name in one month, newest first (staff)',
    path: '/api/quote/query',
    method: 'POST',
    body: { search: { job_name: 'lobby', quote_date: { min: '2024-03-01', max: '2024-03-31' } } },
    as: 'staff',
  },
  { group: 'quotes', name: "quote list of one customer's company", path: '/api/quote', as: 'customer' },
  { group: 'quotes', name: 'quote open: GET /api/quote/{id}', path: QUOTE_OPEN, as: 'staff' },
  {
    group: 'reports',
    name: 'report: production board, first page of every column',
    path: '/api/board',
    as: 'staff',
  },
  {
    group: 'reports',
    name: "report: owner's dashboard, every chart's figures",
    path: '/api/dashboard',
    as: 'staff',
  },
  {
    group: 'reports',
    name: 'report: daily schedule, first page',
    path: '/api/dailyschedule',
    method: 'POST',
    body: FIRST_PAGE,
    as: 'staff',
  },
  {
    group: 'reports',
    name: 'report: ready for production, first page',
    path: `/api/production/ready?${FIRST_PAGE_QUERY}`,
    as: 'staff',
  },
  {
    group: 'reports',
    name: 'report: in production, first page',
    path: `/api/production/released?${FIRST_PAGE_QUERY}`,
    as: 'staff',
  },
  {
    group: 'reports',
    name: 'report: backlog report (In Production), first page',
    path: `/api/backlog/report/In%20Production?${FIRST_PAGE_QUERY}`,
    as: 'staff',
  },
  {
    group: 'reports',
    name: 'report: backlog search (thermoformed), first page',
    path: '/api/backlog/search',
    method: 'POST',
    body: { search: {}, ...FIRST_PAGE },
    as: 'staff',
  },
  {
    group: 'reports',
    name: 'report export: ready for production CSV, every row (streamed)',
    path: '/api/csv/production.csv',
    as: 'staff',
  },
  {
    group: 'reports',
    name: 'report: project manager schedule, first page of each section',
    path: `/api/projectmanagerschedule?${FIRST_PAGE_QUERY}`,
    as: 'staff',
  },
  {
    group: 'reports',
    name: 'report: customer report, one company, first page',
    path: `/api/customerreport?company=harbor&${FIRST_PAGE_QUERY}`,
    as: 'staff',
  },
  {
    group: 'billing',
    name: "report: billing job query, unpaged API form (every shipped, unpaid job of one customer's company)",
    path: '/api/job/query',
    method: 'POST',
    body: { is_shipped: true, admin_paid: false },
    as: 'customer',
  },
  {
    group: 'billing',
    name: "report: billing job query as Make Payment asks (one customer's company's shipped invoices, first page of 10, the saved default, with the whole result's totals)",
    path: '/api/job/query',
    method: 'POST',
    body: { is_shipped: true, ...FIRST_PAGE },
    as: 'customer',
  },
  {
    group: 'billing',
    name: "report: billing job query as Admin Payments asks (shipped, not confirmed, with payments, every company), first page with the whole result's totals",
    path: '/api/job/query',
    method: 'POST',
    body: { is_shipped: true, admin_paid: false, has_payments: true, ...FIRST_PAGE },
    as: 'admin',
  },
  {
    group: 'billing',
    name: 'report: receivables aging as the page opens it (every company as of today, first page of 10, with the total of all)',
    path: `/api/aging?${FIRST_PAGE_QUERY}`,
    as: 'staff',
  },
  {
    group: 'billing',
    name: "report: a customer's own aging line on Make Payment (one company as of today)",
    path: '/api/aging/mine',
    as: 'customer',
  },
  {
    group: 'time',
    name: 'report: quoted vs actual, the last week of timers (staff)',
    path: `/api/time-tracking/report?${LAST_WEEK}`,
    as: 'staff',
  },
  {
    group: 'capacity',
    name: 'capacity week: GET /api/capacity/week (every resource, this week, after Plan)',
    path: `/api/capacity/week?start=${mondayOf(todayJustDate())}`,
    as: 'staff',
  },
];

/**
 * The unpaged forms (every row in one reply), measured by time to first byte and the server's
 * memory: the job lists stream their rows batch by batch, so neither should grow with the result.
 */
export const UNPAGED_ENDPOINTS: Endpoint[] = [
  {
    group: 'reports',
    name: 'unpaged: ready for production, every job',
    path: '/api/production/ready',
    as: 'staff',
  },
  {
    group: 'reports',
    name: 'unpaged: in production, every job',
    path: '/api/production/released',
    as: 'staff',
  },
  {
    group: 'reports',
    name: 'unpaged: backlog report (In Production), every job',
    path: '/api/backlog/report/In%20Production',
    as: 'staff',
  },
  {
    group: 'reports',
    name: 'unpaged: backlog search (thermoformed), every job',
    path: '/api/backlog/search',
    method: 'POST',
    body: { search: {} },
    as: 'staff',
  },
  {
    group: 'reports',
    name: 'unpaged: customer report, every job (the newest 2,000)',
    path: '/api/customerreport',
    as: 'staff',
  },
  {
    group: 'reports',
    name: "unpaged: ready for production, a customer's company",
    path: '/api/production/ready',
    as: 'customer',
  },
  {
    group: 'billing',
    name: 'unpaged: billing job query, every job (at most 2,000), admin',
    path: '/api/job/query',
    method: 'POST',
    body: {},
    as: 'admin',
  },
];
