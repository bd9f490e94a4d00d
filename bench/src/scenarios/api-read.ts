import Fastify from 'fastify';
import { insertAccount, signIn } from '@signshop/server/test/factories.ts';
import { ApiClient } from '@signshop/server/test/api-client.ts';
import type { BenchRow } from '../bench-row.ts';
import { startBenchServer } from '../bench-server.ts';
import { load } from '../load.ts';

const SECONDS = 5;

/**
 * Requests per second of an authenticated read (GET /api/account/me: token check, session row,
 * account row) as a ratio to a bare Fastify JSON route measured in the same run.
 */
export async function benchApiRead(): Promise<BenchRow[]> {
  const bare = Fastify();
  bare.get('/json', async () => ({ hello: 'world' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const barePort = (bare.server.address() as { port: number }).port;
  const server = await startBenchServer();
  try {
    const account = await insertAccount(server.db, { email: 'bench@example.com' });
    const client = await signIn(new ApiClient(server.baseUrl), account.email);
    const rows: BenchRow[] = [];
    for (const connections of [1, 16]) {
      const baseline = await load(`http://127.0.0.1:${barePort}/json`, { connections, seconds: SECONDS });
      const read = await load(`${server.baseUrl}/api/account/me`, {
        connections,
        seconds: SECONDS,
        headers: { cookie: client.cookie! },
      });
      if (read.non2xx > 0) throw new Error(`authenticated read answered ${read.non2xx} non-2xx responses`);
      const scenario = `GET /api/account/me, ${connections} client${connections > 1 ? 's' : ''}`;
      rows.push(
        { scenario, metric: 'requests/s', value: read.requestsPerSecond.toFixed(0) },
        {
          scenario,
          metric: 'ratio to bare Fastify JSON route',
          value: (read.requestsPerSecond / baseline.requestsPerSecond).toFixed(3),
        },
        { scenario, metric: 'median latency (ms)', value: String(read.medianMs) },
        { scenario, metric: 'p97.5 latency (ms)', value: String(read.p95Ms) },
        {
          scenario: `bare Fastify JSON route, ${connections} client${connections > 1 ? 's' : ''}`,
          metric: 'requests/s',
          value: baseline.requestsPerSecond.toFixed(0),
        },
      );
    }
    return rows;
  } finally {
    await server.stop();
    await bare.close();
  }
}
