/**
 * CPU per quote save at 16 clients, the way bench/RESULTS.md's hot-path sections measure it: the
 * server process's CPU (its worker threads, the load thread included) and the bench cluster's
 * PostgreSQL processes over the saves of a fixed-length run. Latency is printed too, but on a
 * shared machine only the CPU figures compare. `tsx src/save-cpu.ts [rounds]`; BENCH_QUOTES sets
 * the generated quotes (20,000 by default); SAVE_SETTINGS='commit_delay=1000,commit_siblings=5'
 * alternates those cluster settings with their defaults round by round (an A/B in one sitting).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Role } from '@signshop/domain';
import { ApiClient } from '@signshop/server/test/support/api-client.ts';
import { insertAccount, signIn } from '@signshop/server/test/support/factories.ts';
import { percentile, runSimulatedUsers } from '@signshop/server/test/proof/simulated-users.ts';
import { startBenchServer } from './bench-server.ts';
import { generateQuotes, unshippedQuoteIds } from './generate-quotes.ts';
import { generateBacklog } from './generate-backlog.ts';

const QUOTES = Number(process.env.BENCH_QUOTES ?? 20_000);
const ROUNDS = Number(process.argv[2] ?? 3);
const SECONDS = 6;
const CLIENTS = 16;
const SETTINGS = (process.env.SAVE_SETTINGS ?? '').split(',').filter(Boolean);
// Or any A/B: SQL run before the even rounds (SAVE_B_SQL) and before the odd ones (SAVE_A_SQL).
const AB_SQL = process.env.SAVE_B_SQL ? [process.env.SAVE_A_SQL ?? '', process.env.SAVE_B_SQL] : null;

const server = await startBenchServer();
try {
  await generateQuotes(server.db, QUOTES);
  await generateBacklog(server.db);
  const savableQuoteIds = await unshippedQuoteIds(server.db);
  const email = (await insertAccount(server.db, { role: Role.Asante })).email;
  const cookie = (await signIn(new ApiClient(server.baseUrl), email)).cookie!;
  const pgDir = path.resolve(import.meta.dirname, '../../.test-data/bench/postgres');
  for (let round = 1; round <= ROUNDS * (SETTINGS.length || AB_SQL ? 2 : 1); round++) {
    const withSettings = SETTINGS.length > 0 && round % 2 === 0;
    if (SETTINGS.length) await applySettings(withSettings);
    if (AB_SQL) await server.db.execute(sql.raw(AB_SQL[round % 2 === 0 ? 1 : 0]!));
    const load = (await fs.readFile('/proc/loadavg', 'utf8')).split(' ')[0];
    const nodeBefore = process.cpuUsage();
    const pgBefore = await postgresTicks(pgDir);
    const output = await runSimulatedUsers({
      savableQuoteIds,
      baseUrl: server.baseUrl,
      cookie,
      users: CLIENTS,
      seconds: SECONDS,
      quoteCount: QUOTES,
      thinkMs: 0,
      only: ['quote save'],
    });
    const node = process.cpuUsage(nodeBefore);
    const pgMs = ((await postgresTicks(pgDir)) - pgBefore) * 10;
    const saves = output.latencies['quote save'].sort((a, b) => a - b);
    const perSave = (ms: number) => ((ms / saves.length) * 1000).toFixed(0);
    console.log(
      `round ${round}${AB_SQL ? ` [${round % 2 === 0 ? 'B' : 'A'}]` : ''}${SETTINGS.length ? (withSettings ? ' [' + SETTINGS.join(' ') + ']' : ' [defaults]') : ''}: load ${load}, ` +
        `${saves.length} saves (${output.errors.length} errors), Node ${perSave((node.user + node.system) / 1000)} µs/save, ` +
        `PostgreSQL ${perSave(pgMs)} µs/save, median ${Math.round(percentile(saves, 50))} / p95 ${Math.round(percentile(saves, 95))} ms`,
    );
    if (output.errors.length) console.log(output.errors.slice(0, 3).join('\n'));
  }
} finally {
  await server.stop();
}

async function applySettings(on: boolean) {
  for (const setting of SETTINGS) {
    const [name, value] = setting.split('=');
    if (on) await server.db.execute(sql.raw(`ALTER SYSTEM SET ${name} = ${value}`));
    else await server.db.execute(sql.raw(`ALTER SYSTEM RESET ${name}`));
  }
  await server.db.execute(sql`SELECT pg_reload_conf()`);
  await new Promise((resolve) => setTimeout(resolve, 200));
}

/** User + system clock ticks (1/100 s) of the cluster's postmaster and its children. */
async function postgresTicks(dir: string): Promise<number> {
  const postmaster = Number((await fs.readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  let ticks = 0;
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await fs.readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(entry) === postmaster || Number(fields[1]) === postmaster)
      ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks;
}
