import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encryptBankField, Role } from '@signshop/domain';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { exampleQuoteBody } from '../fixtures/quote-fixtures.ts';
import { generateBankKeys } from '../../src/features/billing/bank-keys.ts';
import { BANK_PUBLIC_KEY_FILE_NAME } from '../../src/platform/config.ts';
import { ApiClient } from '../support/api-client.ts';
import { signIn } from '../support/factories.ts';
import { NO_LOST_WRITES, reportFigure } from './proof-report.ts';
import {
  isAlive,
  postmasterPid,
  PROCESS_ADMIN,
  startServerProcess,
  type ServerProcess,
} from './server-process.ts';
import {
  backlogSaveStream,
  jobsById,
  paymentStream,
  quoteSaveStream,
  unbalanced,
  type WriteStream,
} from './write-streams.ts';

/** How long the saves stream before the kill: CRASH_STREAM_MS=10000 for a longer run. */
const STREAM_MS = Number(process.env.CRASH_STREAM_MS ?? 1500);
const QUOTES = 4;
const SHIPPED_JOBS = 2;
const BANK = 'Crash checking';

const dataDirs: string[] = [];
/** A fresh data dir with the shop's bank key where the server looks for it (`npm run keys:bank`). */
function newDataDir() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signshop-crash-'));
  fs.chmodSync(dataDir, 0o755); // as root, the embedded PostgreSQL runs as its own user and must enter it
  dataDirs.push(dataDir);
  const { publicKey } = generateBankKeys(path.join(dataDir, BANK_PUBLIC_KEY_FILE_NAME));
  return { dataDir, publicKey };
}
let server: ServerProcess | undefined;
// Each case ends with its restarted server running: stop it before the next case starts another.
afterEach(async () => {
  await server?.stop().catch(() => undefined);
  server = undefined;
});
afterAll(() => {
  for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function adminClient(baseUrl: string) {
  return signIn(new ApiClient(baseUrl), PROCESS_ADMIN.email, PROCESS_ADMIN.password);
}

/** The writes streamed at the server while it is killed: one save stream per quote plus backlog saves. */
async function prepareStreams(client: ApiClient, publicKey: string): Promise<WriteStream[]> {
  // As the browser encrypts bank details before sending them.
  const encrypt = (clear: string) => encryptBankField(publicKey, clear);
  const type = (await client.get('/api/quote/signtypes')).body.types[0].id as number;
  const stage = (await client.get('/api/backlog')).body.backlogs[0].id as number;
  const streams: WriteStream[] = [];
  for (let i = 0; i < QUOTES; i++) {
    const created = await client.post('/api/quote', { quote: exampleQuoteBody(type) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    streams.push(quoteSaveStream(created.body.quote.id, created.body.quote.version, type));
  }
  const firstQuote = (await client.get('/api/quote')).body.quotes[0].id as number;
  streams.push(backlogSaveStream(firstQuote, stage));
  // Payments: the admin's own company (SignShop) gets a bank and shipped jobs, as the pages make them.
  // Paying is for accounts with the Customer role, so the admin takes it beside its own.
  const me = (await client.get('/api/account/me')).body.account as { id: number; role: number };
  const customer = await client.put(`/api/admin/accounts/${me.id}`, {
    account: { role: me.role | Role.Customer },
  });
  expect(customer.status, JSON.stringify(customer.body)).toBe(200);
  const bank = await client.post('/api/bank/', {
    nick_name: BANK,
    ada_routing_number: await encrypt('021000021'),
    account_number: await encrypt('000123456789'),
    account_title: await encrypt('SignShop LLC'),
  });
  expect(bank.status, JSON.stringify(bank.body)).toBe(200);
  for (let i = 0; i < SHIPPED_JOBS; i++) {
    const shipped = { customer_name: 'SignShop', is_shipped: true, shipped_date: '2026-03-01' };
    // A large shipping cost, so a long run (CRASH_STREAM_MS) never pays a job off.
    const body = exampleQuoteBody(type, { ...shipped, shipping_cost: 1_000_000 });
    const created = await client.post('/api/quote', { quote: body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    streams.push(paymentStream(created.body.quote.id, BANK));
  }
  return streams;
}

const KILLS = [
  ['the server and its embedded PostgreSQL', (running: ServerProcess) => running.killHard(), false],
  // Its PostgreSQL lives on, holding the data dir: the next start stops it cleanly first.
  ['only the Node process', (running: ServerProcess) => running.killNodeOnly(), true],
] as const;

describe('a SIGKILL in the middle of saves and payments', () => {
  it.each(KILLS)(
    'of %s: restarts on the same data dir with every acknowledged write, no half-written quote or payment, and no payment doubled by its retry',
    async (killed_what, kill, leavesPostgres) => {
      const { dataDir, publicKey } = newDataDir();
      server = await startServerProcess(dataDir);
      const streams = await prepareStreams(await adminClient(server.baseUrl), publicKey);
      const writer = await adminClient(server.baseUrl);
      let killed = false;
      const running = streams.map((stream) => stream.run(writer, () => killed));
      // Kill mid-stream once every stream has had a few saves acknowledged (a slow machine needs longer).
      const started = Date.now();
      while (Date.now() - started < STREAM_MS || streams.some((s) => s.acknowledged() < 3)) {
        if (Date.now() - started > 120_000) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await kill(server);
      killed = true;
      await Promise.all(running);
      const acknowledged = streams.map((s) => s.acknowledged());
      expect(
        Math.min(...acknowledged),
        `acknowledged writes per stream: ${acknowledged}`,
      ).toBeGreaterThanOrEqual(3);

      const leftBehind = postmasterPid(dataDir);
      expect(isAlive(leftBehind), 'PostgreSQL still running after the kill').toBe(leavesPostgres);
      server = await startServerProcess(dataDir);
      expect(
        isAlive(leftBehind) && postmasterPid(dataDir) === leftBehind,
        'the old PostgreSQL replaced',
      ).toBe(false);
      const reader = await adminClient(server.baseUrl);
      const problems = (await Promise.all(streams.map((stream) => stream.verify(reader)))).flat();
      // Every unacknowledged payment was retried with its key (in verify). No job anywhere with a
      // half-written or doubled payment: a shipped job's balance + payments = its total.
      const shipped = [...(await jobsById(reader)).values()].filter((job) => job.is_shipped);
      const scenario = `SIGKILL of ${killed_what} after ${STREAM_MS} ms of quote, backlog and payment saves, then restart`;
      reportFigure({
        scenario,
        metric: 'writes acknowledged before the kill',
        value: acknowledged.reduce((a, b) => a + b),
      });
      reportFigure({
        scenario,
        metric: 'acknowledged writes missing or half-written after the restart',
        value: problems.length + shipped.flatMap(unbalanced).length,
        goal: NO_LOST_WRITES,
      });
      expect(problems).toEqual([]);
      expect(shipped.length).toBeGreaterThanOrEqual(SHIPPED_JOBS);
      expect(shipped.flatMap(unbalanced)).toEqual([]);
    },
    240_000,
  );
});
