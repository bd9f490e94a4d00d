import { Role, shopToday } from '@signshop/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, insertQuote, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  companyInfos,
  jobHistory,
  outgoingMessages,
  quotes,
  reminderSettings,
} from '../../db/schema/index.ts';
import { deliverMessage } from './message-delivery.ts';
import { scanDueMessages } from './message-scan.ts';
import { messageJobsContext } from './messages.jobs.ts';
import { dueInvoice, insertWaitingApproval, waitForStatuses } from './messages-fixtures.ts';

let t: TestApp;
let admin: ApiClient;
let today: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(
    t.client(),
    (await insertAccount(t.db, { ...PERSONAS.admin, firstName: 'Ada' })).email,
  );
  today = shopToday(t.config.shopTimeZone);
});
afterAll(() => t.close());

const settings = (over: Record<string, unknown> = {}) => ({
  days_before_due: [7],
  on_due_date: true,
  every_days_overdue: 7,
  monthly_statements: true,
  approval_expiry_reminders: true,
  ...over,
});
const messages = () => t.db.select().from(outgoingMessages).orderBy(outgoingMessages.id);

describe('access', () => {
  const routes = [
    ['GET', '/api/admin/reminders'],
    ['PUT', '/api/admin/reminders', settings({ on_due_date: false })],
    ['POST', '/api/admin/reminders/scan'],
    ['GET', '/api/messages'],
    ['POST', '/api/messages/1/resend'],
  ] as const;

  it('requires authentication', async () => {
    for (const [method, path, body] of routes)
      expect((await t.client().request(method, path, body)).status).toBe(401);
  });

  it.each([
    ['staff', PERSONAS.staff],
    ['a customer', PERSONAS.customer],
    ['a machine-room account', PERSONAS.machine],
    ['an unverified admin', { role: Role.Admin, verified: false }],
  ])('refuses %s with 403 and changes or sends nothing', async (_, persona) => {
    await dueInvoice(t.db, today, { email: 'refused@example.com' });
    const client = await signIn(t.client(), (await insertAccount(t.db, persona)).email);
    for (const [method, path, body] of routes)
      expect((await client.request(method, path, body)).status).toBe(403);
    expect(await messages()).toEqual([]);
    const [row] = await t.db.select().from(reminderSettings);
    expect(row!.on_due_date).toBe(true);
    await t.db.delete(quotes);
  });
});

describe('reminder settings', () => {
  it('answers the seeded defaults, then saves what the admin sets (days longest first)', async () => {
    const before = await admin.get('/api/admin/reminders');
    expect(before.status).toBe(200);
    expect(before.body.settings).toEqual(settings());

    const saved = await admin.put(
      '/api/admin/reminders',
      settings({ days_before_due: [3, 10], every_days_overdue: 14 }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toEqual(settings({ days_before_due: [10, 3], every_days_overdue: 14 }));
    expect((await admin.get('/api/admin/reminders')).body.settings.days_before_due).toEqual([10, 3]);
    await admin.put('/api/admin/reminders', settings());
  });

  it.each([
    ['a day before the due date that is 0', { days_before_due: [0] }, 'Days before the due date'],
    ['the same day twice', { days_before_due: [7, 7] }, 'Days before the due date'],
    [
      'six reminders before the due date',
      { days_before_due: [1, 2, 3, 4, 5, 6] },
      'Days before the due date',
    ],
    ['every 366 days overdue', { every_days_overdue: 366 }, 'Every N days overdue'],
    ['every 1.5 days overdue', { every_days_overdue: 1.5 }, 'Every N days overdue'],
    ['a word for on the due date', { on_due_date: 'yes' }, 'On the due date'],
  ])('refuses %s with 400 naming it and changes nothing', async (_, over, label) => {
    const reply = await admin.put('/api/admin/reminders', settings({ every_days_overdue: 30, ...over }));
    expect(reply.status).toBe(400);
    expect(reply.body.err).toContain(label);
    expect((await admin.get('/api/admin/reminders')).body.settings).toEqual(settings());
  });
});

describe('the scan and the send', () => {
  it('mails each due reminder once, to the billing email or else the invoicing contact, and logs it on the job', async () => {
    const billed = await dueInvoice(t.db, today, {
      company: 'Billed Co',
      billingEmail: 'ap@billed.test',
      email: 'pm@billed.test',
    });
    const contact = await dueInvoice(t.db, today, {
      company: 'Contact Co',
      email: 'pat@contact.test',
      dueInDays: 7,
    });
    await dueInvoice(t.db, today, { company: 'Quiet Co', email: 'no@quiet.test', optOut: true });
    await dueInvoice(t.db, today, { company: 'Paid Co', email: 'no@paid.test', paid: true });
    await dueInvoice(t.db, today, { company: 'Nobody Co', email: '' });
    await dueInvoice(t.db, today, { company: 'Later Co', email: 'no@later.test', dueInDays: 11 });
    const approval = await insertWaitingApproval(t.db, 'art@approver.test', 2);
    await insertWaitingApproval(t.db, 'no@far.test', 10);

    const scan = await admin.post('/api/admin/reminders/scan');
    expect(scan.status).toBe(200);
    expect(scan.body.queued).toBe(3);
    const sent = await waitForStatuses(t.db, 3);
    expect(sent.map((m) => [m.kind, m.to_address, m.status, m.attempts])).toEqual([
      ['payment_reminder', 'ap@billed.test', 'sent', 1],
      ['payment_reminder', 'pat@contact.test', 'sent', 1],
      ['approval_expiry', 'art@approver.test', 'sent', 1],
    ]);
    expect(sent[0]!.occasion).toBe(`payment_reminder:${billed.id}:due:${today}`);
    expect(sent[1]!.occasion).toBe(`payment_reminder:${contact.id}:before-7:${today}`);
    expect(sent[2]!.occasion).toBe(`approval_expiry:${approval.id}`);

    const mail = await t.mailbox.waitFor('ap@billed.test');
    expect(mail.subject).toBe(sent[0]!.subject);
    expect(mail.text).toContain('Left to pay: $1,234.50');
    expect((await t.mailbox.waitFor('art@approver.test')).text).toContain('works until');

    const history = await t.db.select().from(jobHistory).where(eq(jobHistory.quote_id, billed.id));
    expect(history.map((h) => [h.field, h.user_name, (h.after as { status: string }).status])).toEqual([
      ['message', 'SignShop (automatic)', 'sent'],
    ]);

    // The same day's scan again: every occasion is recorded, nothing more goes out.
    expect((await admin.post('/api/admin/reminders/scan')).body.queued).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.mailbox.messages).toHaveLength(3);
  });
});

describe('the Messages page', () => {
  it('lists newest first, filters by kind, status and company, and pages', async () => {
    const all = await admin.get('/api/messages');
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(3);
    expect(all.body.messages.map((m: { to_address: string }) => m.to_address)).toEqual([
      'art@approver.test',
      'pat@contact.test',
      'ap@billed.test',
    ]);
    expect(all.body.messages[2]).toMatchObject({
      kind: 'payment_reminder',
      status: 'sent',
      attempts: 1,
      last_error: '',
    });
    expect(all.body.messages[2].given_id).toEqual(expect.any(String));

    const kind = await admin.get('/api/messages?kind=approval_expiry');
    expect(kind.body.messages.map((m: { kind: string }) => m.kind)).toEqual(['approval_expiry']);
    expect((await admin.get('/api/messages?status=failed')).body.count).toBe(0);
    const company = await admin.get('/api/messages?company=%20billed%20co');
    expect(company.body.messages.map((m: { company: string }) => m.company)).toEqual(['Billed Co']);
    const page = await admin.get('/api/messages?page=1&page_count=2');
    expect(page.body).toMatchObject({ count: 3, page: 1, page_count: 2 });
    expect(page.body.messages).toHaveLength(1);
  });

  it.each([
    ['a kind it does not have', '?kind=fax', 'Kind'],
    ['a status it does not have', '?status=lost', 'Status'],
    ['a company name too long', `?company=${'x'.repeat(201)}`, 'Company'],
  ])('refuses %s with 400 naming it', async (_, query, label) => {
    const reply = await admin.get(`/api/messages${query}`);
    expect(reply.status).toBe(400);
    expect(reply.body.err).toContain(label);
  });

  it('resends a message now, recording who asked, and says why one fails', async () => {
    const [first] = await messages();
    const reply = await admin.post(`/api/messages/${first!.id}/resend`);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toMatchObject({ status: 'sent', attempts: 2, resent_by_name: 'Ada Tester' });
    expect(t.mailbox.messages.filter((m) => m.subject === first!.subject)).toHaveLength(2);
    const history = await t.db.select().from(jobHistory).where(eq(jobHistory.quote_id, first!.quote_id!));
    expect(history.map((h) => h.user_name)).toEqual(['SignShop (automatic)', 'Ada Tester']);

    // Its invoice deleted: the resend fails, with the reason kept for the page.
    await t.db.delete(quotes).where(eq(quotes.id, first!.quote_id!));
    const failed = await admin.post(`/api/messages/${first!.id}/resend`);
    expect(failed.body.message).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: 'the invoice no longer exists',
    });
  });

  it('answers 404 for a message it does not have and 400 naming a bad id, sending nothing', async () => {
    const before = t.mailbox.messages.length;
    expect((await admin.post('/api/messages/999999/resend')).status).toBe(404);
    const bad = await admin.post('/api/messages/abc/resend');
    expect(bad.status).toBe(400);
    expect(bad.body.err).toContain('Message');
    expect(t.mailbox.messages).toHaveLength(before);
  });
});

describe('monthly statements', () => {
  it('go out on the 1st to each billing email, with last month’s statement PDF, once per company and month', async () => {
    const first = '2026-12-01';
    await t.db
      .insert(companyInfos)
      .values({ company: 'Statement Co', billing_email: 'books@statement.test' });
    await insertQuote(t.db, {
      customer_name: 'Statement Co',
      is_shipped: true,
      shipped_date: '2026-11-10',
      total_price: 500,
    });
    const context = messageJobsContext(t.app);
    // Not on another day.
    await scanDueMessages(t.db, '2026-12-02');
    expect(await t.db.select().from(outgoingMessages).where(eq(outgoingMessages.kind, 'statement'))).toEqual(
      [],
    );
    const ids = await scanDueMessages(t.db, first);
    const rows = await t.db.select().from(outgoingMessages).where(inArray(outgoingMessages.id, ids));
    const statement = rows.find((row) => row.company === 'Statement Co')!;
    expect(statement).toMatchObject({
      occasion: 'statement:statement co:2026-11',
      to_address: 'books@statement.test',
      subject: 'Your statement for November 2026',
    });
    expect(await deliverMessage(context, statement.id)).toEqual({ outcome: 'sent' });
    const mail = await t.mailbox.waitFor('books@statement.test');
    expect(mail.text).toContain('Closing balance: $500.00');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['statement-statement-co-2026-11-01-2026-11-30.pdf', 'application/pdf'],
    ]);
    expect(await scanDueMessages(t.db, first)).not.toContain(statement.id);
  });
});
