import Fastify from 'fastify';
import { addDays, mondayOf, Role, todayJustDate } from '@signshop/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@signshop/server/db/client.ts';
import { ApiClient } from '@signshop/server/test/support/api-client.ts';
import { insertAccount, signIn } from '@signshop/server/test/support/factories.ts';
import type { BenchRow } from '../bench-row.ts';
import { startBenchServer } from '../bench-server.ts';
import { generateBacklog } from '../generate-backlog.ts';
import { generateQuotes, unshippedQuoteIds } from '../generate-quotes.ts';
import { generateTimers } from '../generate-timers.ts';
import { load } from '../load.ts';
import {
  percentile,
  runSimulatedUsers,
  type ActionType,
} from '@signshop/server/test/proof/simulated-users.ts';

// BENCH_QUOTES makes a quick run (to see that a scenario works); the figures are for 100,000.
const QUOTES = Number(process.env.BENCH_QUOTES ?? 100_000);
const SECONDS = 4;
const CONCURRENCY = [1, 16];

export const ENDPOINT_GROUPS = ['me', 'quotes', 'reports', 'billing', 'time', 'capacity'];
/** Groups a named group takes in: the reports include the billing job query (itself a report). */
const GROUP_INCLUDES: Record<string, string[]> = { reports: ['billing'] };

interface Endpoint {
  group: (typeof ENDPOINT_GROUPS)[number];
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  as: 'staff' | 'customer' | 'admin';
}

/** A report's first page as the web asks for it (10 rows, the default page size). */
const FIRST_PAGE = { page: 0, page_count: 10 };
const FIRST_PAGE_QUERY = 'page=0&page_count=10';

/** The quoted-vs-actual report's period: the last seven days. */
const LAST_WEEK = new URLSearchParams({ from: addDays(todayJustDate(), -6), to: todayJustDate() }).toString();

/** The reads measured, on 100,000 generated quotes. */
const ENDPOINTS: Endpoint[] = [
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
  { group: 'quotes', name: 'quote open: GET /api/quote/{id}', path: '/api/quote/54321', as: 'staff' },
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
 * The capacity week measured on a planned shop: every generated line takes 30 minutes (its process
 * estimate), and Plan places the open ones (timed once) from this week's Monday.
 */
async function planCapacity(db: Parameters<typeof generateBacklog>[0], baseUrl: string, cookie: string) {
  await db.execute(sql`
    INSERT INTO process_estimates (equip, process, setup_minutes, minutes_per_sqft)
    SELECT equip, 'Cut', 30, 0 FROM unnest(ARRAY['Laser','Router','Printer','Engraver']) AS equip
    ON CONFLICT DO NOTHING`);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/capacity/plan`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ start: mondayOf(todayJustDate()) }),
  });
  if (!response.ok) throw new Error(`Plan answered ${response.status}: ${await response.text()}`);
  const { placed, unplaced } = (await response.json()) as { placed: unknown[]; unplaced: unknown[] };
  await db.execute(sql`VACUUM ANALYZE schedule_lines`);
  return {
    scenario: `capacity: Plan over every open line (${placed.length.toLocaleString('en-US')} placed, ${unplaced.length.toLocaleString('en-US')} left), one run`,
    metric: 'seconds',
    value: ((performance.now() - started) / 1000).toFixed(2),
  };
}

/** One timed read of the aging page's first page; its count of open invoices summed. */
async function timedAgingRead(baseUrl: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/aging?${FIRST_PAGE_QUERY}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`the aging answered ${response.status}: ${await response.text()}`);
  const { total } = (await response.json()) as { total: { invoices: number } };
  return { ms: (performance.now() - started).toFixed(0), invoices: total.invoices.toLocaleString('en-US') };
}

/**
 * The aging page's first read of the day, before anything is kept: every open invoice summed as of
 * today; then the first read after one job changed (its company alone is summed again). The load
 * runs after, reading the lines kept.
 */
async function firstAgingReads(db: Db, baseUrl: string, cookie: string): Promise<BenchRow[]> {
  const first = await timedAgingRead(baseUrl, cookie);
  await db.execute(sql`UPDATE quotes SET total_price = total_price + 0.01
    WHERE id = (SELECT id FROM job_rows WHERE is_shipped AND left_to_pay > 0 ORDER BY id LIMIT 1)`);
  const changed = await timedAgingRead(baseUrl, cookie);
  return [
    {
      scenario: `report: receivables aging, first read of the day (${first.invoices} open invoices summed), one request`,
      metric: 'ms',
      value: first.ms,
    },
    {
      scenario:
        'report: receivables aging, first read after a change of one job (its company summed again), one request',
      metric: 'ms',
      value: changed.ms,
      goal: 'under 50 ms',
    },
  ];
}

/** The goals at 16 clients: quote search, every paged report page and the capacity week p95 under 50 ms. */
function goalOf(endpoint: Endpoint, connections: number) {
  if (connections !== 16) return undefined;
  if (endpoint.group === 'capacity') return 'p95 under 50 ms';
  if (endpoint.group === 'quotes' && endpoint.name.includes('search')) return 'p95 under 50 ms';
  const reportPage = endpoint.name.startsWith('report:') && !endpoint.name.includes('unpaged');
  return reportPage ? 'p95 under 50 ms' : undefined;
}

/**
 * Median and p95 latency and requests/s of the API's reads at 1 and 16 concurrent clients, each
 * as a ratio to a bare Fastify JSON route measured in the same run.
 */
export async function benchApiLoad(groups: string[] = []): Promise<BenchRow[]> {
  const chosen = groups.flatMap((group) => [group, ...(GROUP_INCLUDES[group] ?? [])]);
  const endpoints = ENDPOINTS.filter((e) => chosen.length === 0 || chosen.includes(e.group));
  const bare = Fastify();
  bare.get('/json', async () => ({ hello: 'world' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/json`;
  const server = await startBenchServer();
  try {
    const started = performance.now();
    await generateQuotes(server.db, QUOTES);
    await generateBacklog(server.db);
    await generateTimers(server.db);
    const savable = await unshippedQuoteIds(server.db);
    const rows: BenchRow[] = [
      {
        scenario: `generate ${QUOTES.toLocaleString('en-US')} quotes with backlog, schedule and a year of timers`,
        metric: 'seconds',
        value: ((performance.now() - started) / 1000).toFixed(1),
      },
    ];
    const cookieOf = async (account: Parameters<typeof insertAccount>[1]) =>
      (await signIn(new ApiClient(server.baseUrl), (await insertAccount(server.db, account)).email)).cookie!;
    const cookies = {
      staff: await cookieOf({ role: Role.Asante }),
      customer: await cookieOf({ company: 'Harbor Dental' }),
      admin: await cookieOf({ role: Role.Admin | Role.Asante, verified: true }),
    };
    if (endpoints.some((e) => e.group === 'capacity'))
      rows.push(await planCapacity(server.db, server.baseUrl, cookies.staff));
    if (endpoints.some((e) => e.path.startsWith('/api/aging')))
      rows.push(...(await firstAgingReads(server.db, server.baseUrl, cookies.staff)));
    for (const connections of CONCURRENCY) {
      const baseline = await load(bareUrl, { connections, seconds: SECONDS });
      const clients = `${connections} client${connections > 1 ? 's' : ''}`;
      rows.push({
        scenario: `bare Fastify JSON route, ${clients}`,
        metric: 'requests/s',
        value: baseline.requestsPerSecond.toFixed(0),
      });
      for (const endpoint of endpoints) {
        const result = await load(`${server.baseUrl}${endpoint.path}`, {
          connections,
          seconds: SECONDS,
          // A long timeout, so a slow report (the whole-CSV export) is measured, not dropped.
          ...(endpoint.group === 'reports' || endpoint.group === 'billing' ? { timeoutSeconds: 120 } : {}),
          method: endpoint.method,
          body: endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body),
          headers: { cookie: cookies[endpoint.as], 'content-type': 'application/json' },
        });
        if (result.non2xx > 0)
          throw new Error(`${endpoint.name} answered ${result.non2xx} non-2xx responses`);
        const scenario = `${endpoint.name}, ${clients}`;
        if (result.requestsPerSecond === 0) {
          rows.push({
            scenario,
            metric: 'median / p95 latency (ms)',
            value:
              endpoint.group === 'reports' || endpoint.group === 'billing'
                ? 'no reply within 120 s'
                : `no reply within the ${SECONDS} s run`,
          });
          continue;
        }
        rows.push(
          {
            scenario,
            metric: 'median / p95 latency (ms)',
            value: `${result.medianMs} / ${result.p95Ms}`,
            goal: goalOf(endpoint, connections),
          },
          {
            scenario,
            metric: 'requests/s (ratio to bare)',
            value: `${result.requestsPerSecond.toFixed(1)} (${(result.requestsPerSecond / baseline.requestsPerSecond).toFixed(4)})`,
          },
        );
      }
      if (groups.length === 0 || groups.includes('quotes'))
        for (const action of WRITES_AND_PDFS)
          rows.push(
            ...(await benchAction(action, connections, server.baseUrl, cookies.staff, baseline, savable)),
          );
    }
    return rows;
  } finally {
    await server.stop();
    await bare.close();
  }
}

/** Saves and PDFs vary per request (each client saves its own quotes), so simulated users measure them. */
const WRITES_AND_PDFS: ActionType[] = ['quote save', 'quote PDF'];

/**
 * Saves and PDFs are measured after WARM_UP_SECONDS of the same requests, unmeasured: the first
 * seconds after a start time V8 compiling the save and render paths and PostgreSQL reading the
 * pages those quotes live on (what a shop's server, running for days, has done long before), and
 * over 4 s those seconds were most of the p95. The first seconds are printed too, as cold figures.
 */
const WARM_UP_SECONDS = 3;
const ACTION_SECONDS = 6;

/** Median and p95 latency and requests/s of one action, `connections` clients repeating it without pause. */
async function benchAction(
  action: ActionType,
  connections: number,
  baseUrl: string,
  cookie: string,
  baseline: { requestsPerSecond: number },
  savableQuoteIds: number[],
): Promise<BenchRow[]> {
  const run = async (seconds: number) => {
    const output = await runSimulatedUsers({
      savableQuoteIds,
      baseUrl,
      cookie,
      users: connections,
      seconds,
      quoteCount: QUOTES,
      thinkMs: 0,
      only: [action],
    });
    if (output.errors.length > 0) throw new Error(`${action}: ${output.errors.slice(0, 3).join('; ')}`);
    return [...output.latencies[action]].sort((a, b) => a - b);
  };
  const cold = await run(WARM_UP_SECONDS);
  const sorted = await run(ACTION_SECONDS);
  const perSecond = sorted.length / ACTION_SECONDS;
  const name =
    action === 'quote save'
      ? 'quote save: PUT /api/quote/{id} (staff, own quotes, after opening)'
      : 'quote PDF: GET /api/pdf/id/quote.pdf (1-6 signs)';
  const scenario = `${name}, ${connections} client${connections > 1 ? 's' : ''}`;
  const latency = (values: number[]) =>
    `${Math.round(percentile(values, 50))} / ${Math.round(percentile(values, 95))}`;
  return [
    {
      scenario,
      metric: `median / p95 latency (ms), ${ACTION_SECONDS} s after ${WARM_UP_SECONDS} s of the same`,
      value: latency(sorted),
      goal: action === 'quote save' && connections === 16 ? 'p95 under 40 ms' : undefined,
    },
    {
      scenario,
      metric: `median / p95 latency (ms) of the ${WARM_UP_SECONDS} s before (cold: after the start)`,
      value: latency(cold),
    },
    {
      scenario,
      metric: 'requests/s (ratio to bare)',
      value: `${perSecond.toFixed(1)} (${(perSecond / baseline.requestsPerSecond).toFixed(4)})`,
    },
  ];
}
