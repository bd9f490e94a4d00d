import os from 'node:os';
import { Role } from '@signshop/domain';
import { ApiClient } from '@signshop/server/test/support/api-client.ts';
import { insertAccount, signIn } from '@signshop/server/test/support/factories.ts';
import type { BenchRow } from '../bench-row.ts';
import { startBenchServer } from '../bench-server.ts';
import { generateBacklog } from '../generate-backlog.ts';
import { generateQuotes, unshippedQuoteIds } from '../generate-quotes.ts';
import {
  ACTIONS,
  percentile,
  runSimulatedUsers,
  type UserLoadInput,
} from '@signshop/server/test/proof/simulated-users.ts';

// BENCH_QUOTES makes a quick run (to see that a scenario works); the figures are for 100,000.
const QUOTES = Number(process.env.BENCH_QUOTES ?? 100_000);
const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 1000);

/**
 * 200 simulated staff users for 60 s on 100,000 generated quotes, each repeating a mix of quote
 * search, open, save, a report and a quote PDF with a think time between actions: the errors
 * (goal zero) and the median and p95 of each request type.
 */
export async function benchUserLoad(): Promise<BenchRow[]> {
  const server = await startBenchServer();
  try {
    await generateQuotes(server.db, QUOTES);
    await generateBacklog(server.db);
    const loadAverage = os.loadavg()[0]!.toFixed(1);
    const staff = await insertAccount(server.db, { role: Role.Asante });
    const cookie = (await signIn(new ApiClient(server.baseUrl), staff.email)).cookie!;
    const input: UserLoadInput = {
      baseUrl: server.baseUrl,
      cookie,
      users: USERS,
      seconds: SECONDS,
      quoteCount: QUOTES,
      savableQuoteIds: await unshippedQuoteIds(server.db),
      thinkMs: THINK_MS,
    };
    const output = await runSimulatedUsers(input);
    const scenario = `${USERS} users for ${SECONDS} s (think ${THINK_MS} ms mean), 100,000 quotes`;
    const total = Object.values(output.latencies).reduce((sum, l) => sum + l.length, 0);
    for (const error of output.errors.slice(0, 10)) console.error(`  load error: ${error}`);
    const rows: BenchRow[] = [
      {
        scenario,
        metric: `machine load average at the start (${os.cpus().length} cores)`,
        value: loadAverage,
      },
      { scenario, metric: 'requests (requests/s)', value: `${total} (${(total / SECONDS).toFixed(1)})` },
      {
        scenario,
        metric: 'errors: any non-2xx or failed request',
        value: output.errors.length === 0 ? '0' : `${output.errors.length} FAILED`,
        goal: 'zero 5xx',
      },
    ];
    for (const { type } of ACTIONS) {
      const sorted = [...output.latencies[type]].sort((a, b) => a - b);
      rows.push({
        scenario: `${scenario}: ${type}`,
        metric: 'count, median / p95 latency (ms)',
        value: `${sorted.length}, ${percentile(sorted, 50).toFixed(0)} / ${percentile(sorted, 95).toFixed(0)}`,
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}
