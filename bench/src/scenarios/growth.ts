import type { BenchRow } from '../bench-row.ts';
import { startBenchServer } from '../bench-server.ts';
import { prepareShop } from '../bench-shop.ts';
import { load } from '../load.ts';
import { ENDPOINTS, pathOn } from './api-endpoints.ts';
import { actionLatencies, planCapacity } from './api-load.ts';
import { percentile } from '@signshop/server/test/proof/simulated-users.ts';

/** The shop sizes compared (BENCH_GROWTH_SIZES for a quick run); the ratio is of the last two. */
const SIZES = (process.env.BENCH_GROWTH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const CLIENTS = 16;
const SECONDS = 4;
const SAVE = 'quote save: PUT /api/quote/{id} (staff, own quotes, after opening)';

/** p95 (ms) of every measured read and of the quote save at 16 clients, on one generated shop. */
async function p95sAt(quotes: number): Promise<{ p95: Map<string, number>; row: BenchRow }> {
  const server = await startBenchServer();
  try {
    const { cookies, savable, seconds } = await prepareShop(server, quotes);
    await planCapacity(server.db, server.baseUrl, cookies.staff);
    const p95 = new Map<string, number>();
    for (const endpoint of ENDPOINTS) {
      const result = await load(`${server.baseUrl}${pathOn(endpoint, quotes)}`, {
        connections: CLIENTS,
        seconds: SECONDS,
        timeoutSeconds: 120,
        method: endpoint.method,
        body: endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body),
        headers: { cookie: cookies[endpoint.as], 'content-type': 'application/json' },
      });
      if (result.non2xx > 0) throw new Error(`${endpoint.name} answered ${result.non2xx} non-2xx responses`);
      // No reply finished within the run (an export of every row at a million quotes): no p95.
      p95.set(endpoint.name, result.p95Ms > 0 ? result.p95Ms : Number.NaN);
    }
    const save = {
      connections: CLIENTS,
      baseUrl: server.baseUrl,
      cookie: cookies.staff,
      savableQuoteIds: savable,
    };
    await actionLatencies('quote save', { ...save, seconds: 3, quoteCount: quotes }); // warm-up, unmeasured
    const saves = await actionLatencies('quote save', { ...save, seconds: 6, quoteCount: quotes });
    p95.set(SAVE, Math.round(percentile(saves, 95)));
    const row = {
      scenario: `growth: generate ${quotes.toLocaleString('en-US')} quotes with backlog, schedule and timers`,
      metric: 'seconds',
      value: seconds.toFixed(1),
    };
    return { p95, row };
  } finally {
    await server.stop();
  }
}

/**
 * How the cost grows with the shop: the same reads and the quote save at 16 clients on shops of
 * each size (10,000, 100,000 and 1,000,000 quotes), p95 at each and the ratio of the largest to
 * the one before it.
 */
export async function benchGrowth(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const bySize: Map<string, number>[] = [];
  for (const quotes of SIZES) {
    const { p95, row } = await p95sAt(quotes);
    rows.push(row);
    bySize.push(p95);
  }
  const sizes = SIZES.map((quotes) => quotes.toLocaleString('en-US')).join(' / ');
  for (const name of [...ENDPOINTS.map((endpoint) => endpoint.name), SAVE]) {
    const values = bySize.map((p95) => p95.get(name)!);
    const [before, last] = values.slice(-2);
    const ratio = before && last ? (last / before).toFixed(2) : '–';
    const shown = values.map((value) => (Number.isNaN(value) ? `none within ${SECONDS} s` : String(value)));
    rows.push({
      scenario: `growth: ${name}`,
      metric: `p95 (ms) at ${sizes} quotes, ${CLIENTS} clients; ratio of the last two`,
      value: `${shown.join(' / ')} (${ratio})`,
      goal:
        name === SAVE
          ? 'p95 under 25 ms at 1M, ratio ≤ 1.5'
          : name.includes('every row')
            ? 'an export of every row grows with the data (its first byte is measured with the unpaged forms)'
            : 'p95 under 50 ms at 1M, ratio ≤ 1.5',
    });
  }
  return rows;
}
