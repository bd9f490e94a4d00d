import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shopToday } from '@signshop/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../db/embedded.ts';
import { insertAccount, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startMailbox, type Mailbox } from '../../../test/support/mailbox.ts';
import { collectOutput, spawnServerScript, waitUntilOk } from '../../../test/support/processes.ts';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import { startTestApp } from '../../../test/support/test-app.ts';
import { dueInvoice, waitForStatuses } from './messages-fixtures.ts';

const TIME_ZONE = 'America/Los_Angeles';
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The server as operations run it (main.ts), on the given database and mailbox. */
async function startServer(databaseUrl: string, mailbox: Mailbox) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signshop-messages-'));
  dirs.push(dataDir);
  const port = await findFreePort();
  const child = spawnServerScript('main.ts', [], {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SMTP_URL: mailbox.url,
    SHOP_TIME_ZONE: TIME_ZONE,
    ADMIN_EMAIL: 'owner@shop.test',
    ADMIN_PASSWORD: 'owner-password-123',
    SESSION_SECRET: 'one-secret-shared-by-every-instance-000000',
    MACHINE_INGEST_TOKEN: 'one-machine-token-for-every-instance',
  });
  children.push(child);
  const output = collectOutput(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output, exited, baseUrl: `http://127.0.0.1:${port}` };
}

/** Waits until `mailbox` holds `count` messages. */
async function mailCount(mailbox: Mailbox, count: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (mailbox.messages.length < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  // Anything sent twice would arrive right behind.
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

describe('reminders due while the server dies', () => {
  it('are each sent exactly once after a restart', { timeout: 180_000 }, async () => {
    const database = await createTestDatabase();
    const today = shopToday(TIME_ZONE);
    const invoices = [];
    for (let i = 0; i < 10; i++)
      invoices.push(await dueInvoice(database.db, today, { email: `ap${i}@restart.test` }));

    // The server dies while it hands the 4th reminder to SMTP: that one is not accepted.
    const first: { child?: ChildProcess } = {};
    let killed = false;
    const mailbox = await startMailbox({
      refuse: () => {
        if (mailbox.messages.length < 3 || killed) return false;
        killed = first.child!.kill('SIGKILL');
        return true;
      },
    });
    const server = await startServer(database.url, mailbox);
    first.child = server.child;
    expect(await server.exited).toBeNull(); // killed by the signal
    expect(mailbox.messages).toHaveLength(3);

    const restarted = await startServer(database.url, mailbox);
    await waitUntilOk(`${restarted.baseUrl}/api/ready`, restarted.child, 60_000);
    await mailCount(mailbox, 10);
    const rows = await waitForStatuses(database.db, 10, 60_000);
    expect(rows.map((row) => [row.status, row.last_error])).toEqual(Array(10).fill(['sent', '']));

    const recipients = mailbox.messages.flatMap((mail) => mailbox.deliveredTo(mail)).sort();
    expect(recipients).toEqual(invoices.map((_, i) => `ap${i}@restart.test`).sort());
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
    await mailbox.close();
    await database.close();
  });
});

describe('two instances running together', () => {
  it('send each due reminder once between them', { timeout: 60_000 }, async () => {
    const one = await startTestApp({ SHOP_TIME_ZONE: TIME_ZONE });
    const two = await startTestApp({ SHOP_TIME_ZONE: TIME_ZONE }, { database: one.database });
    const today = shopToday(TIME_ZONE);
    for (let i = 0; i < 12; i++) await dueInvoice(one.db, today, { email: `ap${i}@together.test` });
    const email = (await insertAccount(one.db, PERSONAS.admin)).email;
    const admins = await Promise.all([one, two].map((t) => signIn(t.client(), email)));

    const scans = await Promise.all(admins.map((admin) => admin.post('/api/admin/reminders/scan')));
    expect(scans.map((scan) => scan.status)).toEqual([200, 200]);
    const rows = await waitForStatuses(one.db, 12);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(Array(12).fill(['sent', 1]));

    const mails = [...one.mailbox.messages, ...two.mailbox.messages];
    await new Promise((resolve) => setTimeout(resolve, 500));
    const recipients = mails.flatMap((mail) => [one, two].flatMap((t) => t.mailbox.deliveredTo(mail))).sort();
    expect(recipients).toEqual(Array.from({ length: 12 }, (_, i) => `ap${i}@together.test`).sort());
    await two.close();
    await one.close();
  });
});

describe('a send the mail server refuses', () => {
  it('is kept failed with the reason, retried later with backoff, and sent by Resend', async () => {
    let refusing = true;
    const t = await startTestApp({ SHOP_TIME_ZONE: TIME_ZONE }, { mailbox: { refuse: () => refusing } });
    const invoice = await dueInvoice(t.db, shopToday(TIME_ZONE), { email: 'ap@refused.test' });
    const admin = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.admin)).email);
    expect((await admin.post('/api/admin/reminders/scan')).body.queued).toBe(1);

    const [failed] = await waitForStatuses(t.db, 1);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed!.last_error).toContain('refused by the test');
    // pg-boss holds the job for its next try: after 1 to 2 minutes (60 s doubled, with jitter).
    let retry: { state: string; wait: number } | undefined;
    for (let tries = 0; tries < 50 && retry?.state !== 'retry'; tries++) {
      const { rows } = await t.database.pool.query(
        `SELECT state, extract(epoch FROM start_after - now())::float AS wait FROM pgboss.job WHERE name = 'messages.send'`,
      );
      retry = rows[0] as typeof retry;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(retry!.state).toBe('retry');
    expect(retry!.wait).toBeGreaterThan(50);
    expect(retry!.wait).toBeLessThan(125);

    refusing = false;
    const resent = await admin.post(`/api/messages/${failed!.id}/resend`);
    expect(resent.body.message).toMatchObject({ status: 'sent', attempts: 2, last_error: '' });
    expect((await t.mailbox.waitFor('ap@refused.test')).subject).toBe(failed!.subject);
    const { rows: history } = await t.database.pool.query(
      `SELECT after->>'status' AS status FROM job_history WHERE quote_id = $1 ORDER BY id`,
      [invoice.id],
    );
    expect(history.map((row) => row.status)).toEqual(['failed', 'sent']);
    await t.close();
  });
});
