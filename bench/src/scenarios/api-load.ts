import Fastify from 'fastify';
import { mondayOf, todayJustDate } from '@signshop/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@signshop/server/db/client.ts';
import {
  percentile,
  runSimulatedUsers,
  type ActionType,
} from '@signshop/server/test/proof/simulated-users.ts';
import type { BenchRow } from '../bench-row.ts';
import { startBenchServer } from '../bench-server.ts';
import { prepareShop } from '../bench-shop.ts';
import type { generateBacklog } from '../generate-backlog.ts';
import { firstByteLoad } from '../first-byte.ts';
import { load } from '../load.ts';
import {
  ENDPOINTS,
  FIRST_PAGE_QUERY,
  GROUP_INCLUDES,
  pathOn,
  UNPAGED_ENDPOINTS,
  type Endpoint,
} from './api-endpoints.ts';

export { ENDPOINT_GROUPS } from './api-endpoints.ts';

// BENCH_QUOTES makes a quick run (to see that a scenario works); the figures are for 100,000.
const QUOTES = Number(process.env.BENCH_QUOTES ?? 100_000);
const SECONDS = 4;
const CONCURRENCY = [1, 16];

/**
 * The capacity week measured on a planned shop: every generated line takes 30 minutes (its process
 * estimate), and Plan places the open ones (timed once) from this week's Monday.
 */
export async function planCapacity(
  db: Parameters<typeof generateBacklog>[0],
  baseUrl: string,
  cookie: string,
) {
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
  const unpagedOnly = groups.includes('unpaged');
  const endpoints = unpagedOnly
    ? []
    : ENDPOINTS.filter((e) => chosen.length === 0 || chosen.includes(e.group));
  const bare = Fastify();
  bare.get('/json', async () => ({ hello: 'world' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/json`;
  const server = await startBenchServer();
  try {
    const { cookies, savable, seconds } = await prepareShop(server, QUOTES);
    const rows: BenchRow[] = [
      {
        scenario: `generate ${QUOTES.toLocaleString('en-US')} quotes with backlog, schedule and a year of timers`,
        metric: 'seconds',
        value: seconds.toFixed(1),
      },
    ];
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
        const result = await load(`${server.baseUrl}${pathOn(endpoint, QUOTES)}`, {
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
      // At 1 client too: the first byte's time without contention, beside the same at 16.
      for (const endpoint of UNPAGED_ENDPOINTS.filter(
        (e) => chosen.length === 0 || unpagedOnly || chosen.includes(e.group),
      ))
        rows.push(...(await unpagedRows(endpoint, connections, server.baseUrl, cookies[endpoint.as])));
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

/** An unpaged form's time to first byte and last byte at `connections` clients, and the process's RSS peak meanwhile. */
async function unpagedRows(endpoint: Endpoint, connections: number, baseUrl: string, cookie: string) {
  const result = await firstByteLoad(`${baseUrl}${endpoint.path}`, {
    connections,
    seconds: SECONDS,
    method: endpoint.method,
    body: endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body),
    headers: { cookie, 'content-type': 'application/json' },
  });
  const scenario = `${endpoint.name}, ${connections} client${connections > 1 ? 's' : ''} (${result.requests} replies read chunk by chunk)`;
  return [
    {
      scenario,
      metric: 'median / p95 time to first byte (ms)',
      value: `${result.firstByteMedianMs} / ${result.firstByteP95Ms}`,
      goal: connections === 16 ? 'p95 under 50 ms' : undefined,
    },
    { scenario, metric: 'p95 time to last byte (ms)', value: String(result.lastByteP95Ms) },
    {
      scenario,
      metric: 'RSS of the process (server and load clients) as the run began → its peak, MB',
      value: `${result.rssBeforeMb} → ${result.rssPeakMb}`,
      goal: connections === 16 ? 'under 600 MB' : undefined,
    },
  ];
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

/** Each request's latency (ms, sorted) of `connections` clients repeating one action without pause. */
export async function actionLatencies(
  action: ActionType,
  run: {
    connections: number;
    seconds: number;
    baseUrl: string;
    cookie: string;
    savableQuoteIds: number[];
    quoteCount: number;
  },
): Promise<number[]> {
  const output = await runSimulatedUsers({
    savableQuoteIds: run.savableQuoteIds,
    baseUrl: run.baseUrl,
    cookie: run.cookie,
    users: run.connections,
    seconds: run.seconds,
    quoteCount: run.quoteCount,
    thinkMs: 0,
    only: [action],
  });
  if (output.errors.length > 0) throw new Error(`${action}: ${output.errors.slice(0, 3).join('; ')}`);
  return [...output.latencies[action]].sort((a, b) => a - b);
}

/** Median and p95 latency and requests/s of one action, `connections` clients repeating it without pause. */
async function benchAction(
  action: ActionType,
  connections: number,
  baseUrl: string,
  cookie: string,
  baseline: { requestsPerSecond: number },
  savableQuoteIds: number[],
): Promise<BenchRow[]> {
  const run = (seconds: number) =>
    actionLatencies(action, { connections, seconds, baseUrl, cookie, savableQuoteIds, quoteCount: QUOTES });
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
