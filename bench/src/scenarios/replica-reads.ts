import os from 'node:os';
import path from 'node:path';
import { Role } from '@signshop/domain';
import { buildApp } from '@signshop/server/app.ts';
import { connectDatabase, type Database } from '@signshop/server/db/client.ts';
import { loadConfig } from '@signshop/server/platform/config.ts';
import { createMailer } from '@signshop/server/platform/mail/mailer.ts';
import { ApiClient } from '@signshop/server/test/support/api-client.ts';
import { insertAccount, signIn } from '@signshop/server/test/support/factories.ts';
import { startStreamingPair, type StreamingPair } from '@signshop/server/test/support/streaming-replica.ts';
import { installTestSchema } from '@signshop/server/test/support/test-schema.ts';
import type { BenchRow } from '../bench-row.ts';
import { generateQuotes } from '../generate-quotes.ts';
import { load } from '../load.ts';

const QUOTES = Number(process.env.BENCH_QUOTES ?? 100_000);
const SECONDS = 4;
const CLIENTS = 16;

/**
 * The quote list at 16 clients on a primary and one streaming replica (both on this machine),
 * READ_DATABASE_URL unset and then set: the transactions each server ran per list request
 * (pg_stat_database), which show the reads leaving the primary, and the list's latency.
 */
export async function benchReplicaReads(): Promise<BenchRow[]> {
  const pair = await startStreamingPair();
  const database = connectDatabase(pair.primaryUrl('postgres'), 10);
  try {
    await installTestSchema(database);
    await generateQuotes(database.db, QUOTES);
    await database.pool.query('ANALYZE');
    await pair.caughtUp();
    const rows: BenchRow[] = [];
    for (const replicas of [false, true]) {
      const scenario = `quote list (staff), ${CLIENTS} clients, ${QUOTES.toLocaleString('en-US')} quotes, ${replicas ? 'READ_DATABASE_URL: one streaming replica' : 'no replica'}`;
      const app = await buildApp(
        loadConfig({
          DATA_DIR: path.join(os.tmpdir(), 'signshop-bench-replicas'),
          WEB_DIST: path.join(os.tmpdir(), 'no-web'),
          REMINDER_SCAN_CRON: 'off',
          ...(replicas ? { READ_DATABASE_URL: pair.replicaUrl('postgres') } : {}),
        }),
        {
          db: database.db,
          mailer: createMailer({ from: 'bench@signshop.local', outboxDir: '' }),
          sessionSecret: 'bench-session-secret-long-enough-0123456789',
          logger: false,
        },
      );
      try {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
        const staff = await insertAccount(database.db, { role: Role.Asante });
        const cookie = (await signIn(new ApiClient(baseUrl), staff.email)).cookie!;
        await pair.caughtUp();
        const before = await transactions(pair, database);
        const result = await load(`${baseUrl}/api/quote`, {
          connections: CLIENTS,
          seconds: SECONDS,
          headers: { cookie },
        });
        const after = await transactions(pair, database);
        const requests = result.requestsPerSecond * SECONDS;
        const perRequest = (key: 'primary' | 'replica') => ((after[key] - before[key]) / requests).toFixed(2);
        rows.push(
          { scenario, metric: 'median / p95 latency (ms)', value: `${result.medianMs} / ${result.p95Ms}` },
          { scenario, metric: 'requests/s', value: result.requestsPerSecond.toFixed(1) },
          {
            scenario,
            metric: 'transactions per request on the primary / the replica',
            value: `${perRequest('primary')} / ${perRequest('replica')}`,
          },
        );
        if (result.non2xx > 0)
          rows.push({ scenario, metric: 'non-2xx replies', value: String(result.non2xx) });
      } finally {
        await app.close();
      }
    }
    return rows;
  } finally {
    await database.close();
    await pair.stop();
  }
}

/** The transactions committed so far in the shop's database on each server. */
async function transactions(pair: StreamingPair, primary: Database) {
  const sql = `SELECT xact_commit::bigint::text AS n FROM pg_stat_database WHERE datname = 'postgres'`;
  // Statistics are flushed by each backend within a second of its work.
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  const [onPrimary, onReplica] = await Promise.all([primary.pool.query(sql), pair.onReplica(sql)]);
  return { primary: Number(onPrimary.rows[0].n), replica: Number(onReplica.rows[0].n) };
}
