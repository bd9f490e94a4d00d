import { backlogStageId, shopToday } from '@signshop/domain';
import { setTimeout as delay } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { jobHistory, outgoingMessages, quotes } from '../../db/schema/index.ts';
import { NOTIFICATION_SCAN_JOB } from './notifications.jobs.ts';
import {
  headerLine,
  notifiedJob,
  oneClick,
  scan,
  settledNotifications,
  turnOn,
  unsubscribePath,
} from './notifications-fixtures.ts';

let t: TestApp;
let admin: ApiClient;
let staff: ApiClient;
let today: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.admin)).email);
  staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
  today = shopToday(t.config.shopTimeZone);
});
afterAll(() => t.close());

/** Checks a stage on the backlog screen. */
async function checkStage(quoteId: number, stage: Parameters<typeof backlogStageId>[0]) {
  const reply = await staff.put('/api/backlog', {
    backlogs: [{ quote_id: quoteId, type_id: backlogStageId(stage), is_checked: true, date_given: today }],
  });
  expect(reply.status).toBe(200);
}

/** Marks a job shipped on the shipping page. */
async function ship(quoteId: number, method: string, tracking: string[]) {
  const [row] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
  const reply = await staff.put(`/api/quote/${quoteId}`, {
    is_shipped: true,
    shipped_date: today,
    shipping_method: method,
    tracking_number: tracking,
    version: row!.version,
  });
  expect(reply.status).toBe(200);
}

const mailsTo = (address: string) =>
  t.mailbox.messages.filter((mail) => t.mailbox.deliveredTo(mail).includes(address));

describe('a moved job mails the chosen event once to its opted-in contacts', () => {
  it('leaves out what happened before the event was turned on', async () => {
    const early = await notifiedJob(t.db, { contact: 'early@client.test' });
    await checkStage(early.id, 'drawing_approved');
    await turnOn(admin, 'work_approved');
    await turnOn(admin, 'ready_for_production');
    await turnOn(admin, 'shipped');
    await turnOn(admin, 'invoice_issued');
    expect(await scan(admin)).toBe(0);
  });

  it('backlog save: the contact and the billing email each get one mail, with both parts and the unsubscribe headers; a second scan sends nothing', async () => {
    const job = await notifiedJob(t.db, {
      contact: 'pat@backlog.test',
      billing: 'AP@backlog.test',
      job: 'Front <desk>',
    });
    await checkStage(job.id, 'drawing_approved');
    expect(await scan(admin)).toBe(2);
    const sent = await settledNotifications(t.db);
    expect(sent.map((row) => [row.kind, row.to_address, row.status])).toEqual([
      ['notify_work_approved', 'ap@backlog.test', 'sent'],
      ['notify_work_approved', 'pat@backlog.test', 'sent'],
    ]);
    expect(await scan(admin)).toBe(0);
    expect((await settledNotifications(t.db)).length).toBe(2);

    const mail = await t.mailbox.waitFor('pat@backlog.test');
    expect(mailsTo('pat@backlog.test')).toHaveLength(1);
    expect(mailsTo('ap@backlog.test')).toHaveLength(1);
    expect(mail.subject).toBe('Your drawing for Front <desk> is approved and in production');
    expect(mail.text).toContain('Hello Pat,');
    expect(mail.text).toContain('Thank you for approving the drawing for Front <desk>');
    expect(mail.html).toContain('<strong>Front &#60;desk&#62;</strong>');
    expect(headerLine(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // The text and HTML link to the page that asks before it unsubscribes (the header's link is the one-click one).
    const pageLink = `http://signshop.test${unsubscribePath(mail).replace('/api/notifications', '')}`;
    expect(mail.text).toContain(`unsubscribe: ${pageLink}`);
    expect(mail.html).toContain(`href="${pageLink}"`);

    // The job's history and the Messages page tell what was sent.
    const history = await t.db
      .select()
      .from(jobHistory)
      .where(and(eq(jobHistory.quote_id, job.id), eq(jobHistory.field, 'message')));
    expect(history.map((entry) => entry.after)).toContainEqual(
      expect.objectContaining({ kind: 'notify_work_approved', to: 'pat@backlog.test', status: 'sent' }),
    );
    const page = await admin.get('/api/messages?kind=notify_work_approved');
    expect(page.status).toBe(200);
    expect(page.body.count).toBe(2);
  });

  it('board move: Ready for production mails the contact once', async () => {
    const job = await notifiedJob(t.db, { contact: 'lee@board.test' });
    const move = await staff.post('/api/board/move', { quote_id: job.id, to: 'ready_for_production' });
    expect(move.status).toBe(200);
    expect(await scan(admin)).toBe(1);
    await settledNotifications(t.db);
    const mail = await t.mailbox.waitFor('lee@board.test');
    expect(mail.subject).toBe('Lobby signs is ready for production');
    expect(await scan(admin)).toBe(0);
    expect(mailsTo('lee@board.test')).toHaveLength(1);
  });

  it('shipping page: Shipped by UPS mails the tracking links, and the invoice is mailed too', async () => {
    const job = await notifiedJob(t.db, { contact: 'kim@ship.test' });
    await ship(job.id, 'UPS', ['1Z999AA10123456784']);
    expect(await scan(admin)).toBe(2);
    await settledNotifications(t.db);
    const mails = mailsTo('kim@ship.test');
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Invoice for Lobby signs (' + job.given_id + ')',
      'Lobby signs has shipped',
    ]);
    const shipped = mails.find((mail) => mail.subject === 'Lobby signs has shipped')!;
    const url = 'https://www.ups.com/track?tracknum=1Z999AA10123456784';
    expect(shipped.html).toContain(`<a href="${url}">1Z999AA10123456784</a>`);
    expect(shipped.text).toContain(`1Z999AA10123456784: ${url}`);
    expect(await scan(admin)).toBe(0);
  });

  it('sends nothing to a company that opted out of the event', async () => {
    const job = await notifiedJob(t.db, { contact: 'no@optout.test', billing: 'ap@optout.test' });
    const optOut = await staff.put('/api/notifications/opt_ins', {
      company: job.customer_name,
      opt_ins: { work_approved: false },
    });
    expect(optOut.status).toBe(200);
    await checkStage(job.id, 'drawing_approved');
    expect(await scan(admin)).toBe(0);
    const recorded = await t.db.select().from(outgoingMessages).where(eq(outgoingMessages.quote_id, job.id));
    expect(recorded).toEqual([]);
  });

  it('sends nothing more to a contact who unsubscribed from the event; the company billing email still gets it', async () => {
    const first = await notifiedJob(t.db, {
      contact: 'sam@unsub.test',
      billing: 'ap@unsub.test',
      company: 'Unsub Co',
    });
    await checkStage(first.id, 'ready_for_production');
    expect(await scan(admin)).toBe(2);
    await settledNotifications(t.db);
    const mail = await t.mailbox.waitFor('sam@unsub.test');
    expect((await oneClick(t.baseUrl, unsubscribePath(mail))).status).toBe(200);

    const second = await notifiedJob(t.db, { contact: 'sam@unsub.test', company: 'Unsub Co' });
    await checkStage(second.id, 'ready_for_production');
    expect(await scan(admin)).toBe(1);
    const rows = await settledNotifications(t.db);
    expect(rows.filter((row) => row.quote_id === second.id).map((row) => row.to_address)).toEqual([
      'ap@unsub.test',
    ]);
    expect(mailsTo('sam@unsub.test')).toHaveLength(1);
  });
});

describe('the scan by itself', () => {
  /** The scans pg-boss holds for the notifications (queued, run or done). */
  const scansQueued = async (app: TestApp) => {
    const { rows } = await app.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${NOTIFICATION_SCAN_JOB}`,
    );
    return rows[0]!.n;
  };

  it(
    'mails a stage change promptly, heard on the floor changes, without anyone asking; queues no scan while every event is off, and one a second at most for a busy floor',
    { timeout: 30_000 },
    async () => {
      const own = await startTestApp({ NOTIFICATION_SCAN_CRON: '0 0 1 1 *' });
      try {
        const ownAdmin = await signIn(own.client(), (await insertAccount(own.db, PERSONAS.admin)).email);
        const ownStaff = await signIn(own.client(), (await insertAccount(own.db, PERSONAS.staff)).email);
        const moveTo = async (quoteId: number, to: string) =>
          expect(
            (await ownStaff.post('/api/board/move', { quote_id: quoteId, to, confirm: true })).status,
          ).toBe(200);

        const idle = await notifiedJob(own.db, { contact: 'idle@live.test' });
        const atStart = await scansQueued(own);
        await moveTo(idle.id, 'ready_for_production');
        await moveTo(idle.id, 'in_production');
        await delay(1_500);
        expect(await scansQueued(own)).toBe(atStart);

        await turnOn(ownAdmin, 'ready_for_production');
        await delay(2_100); // the "every event off" answer is trusted for 2 s
        const job = await notifiedJob(own.db, { contact: 'quick@live.test' });
        await moveTo(job.id, 'ready_for_production');
        const mail = await own.mailbox.waitFor('quick@live.test', 20_000);
        expect(mail.subject).toBe('Lobby signs is ready for production');

        const busy = await scansQueued(own);
        const burst = await Promise.all(
          [1, 2, 3, 4].map(() => notifiedJob(own.db, { contact: 'burst@live.test' })),
        );
        for (const each of burst) await moveTo(each.id, 'ready_for_production');
        await delay(1_500);
        expect(await scansQueued(own)).toBeLessThanOrEqual(busy + 2);
      } finally {
        await own.close();
      }
    },
  );
});
