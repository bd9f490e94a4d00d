import { DEFAULT_NOTIFICATION_TEMPLATES, NOTIFICATION_EVENT_KEYS, Role } from '@signshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  notificationOptOuts,
  notificationTemplates,
  notificationUnsubscribes,
  quotes,
} from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { unsubscribeToken } from '../../job-core/unsubscribe-token.ts';
import { headerLine, notifiedJob, oneClick, turnOn } from './notifications-fixtures.ts';
import { documentShop } from '../../job-core/shop-identity.ts';

let t: TestApp;
let admin: ApiClient;
let adminEmail: string;
beforeAll(async () => {
  t = await startTestApp();
  adminEmail = (await insertAccount(t.db, { ...PERSONAS.admin, firstName: 'Ada' })).email;
  admin = await signIn(t.client(), adminEmail);
});
afterAll(() => t.close());

const template = (over: Record<string, unknown> = {}) => ({
  enabled: false,
  ...DEFAULT_NOTIFICATION_TEMPLATES.shipped,
  ...over,
});
/** A template as the preview takes it (no on/off). */
const written = { ...DEFAULT_NOTIFICATION_TEMPLATES.shipped };
const savedTemplates = () => t.db.select().from(notificationTemplates);

describe('access', () => {
  const adminRoutes = [
    ['GET', '/api/admin/notifications'],
    ['PUT', '/api/admin/notifications/shipped', template({ enabled: true })],
    ['POST', '/api/admin/notifications/shipped/preview', { quote_id: 1, template: written }],
    ['POST', '/api/admin/notifications/shipped/test', { quote_id: 1, template: written }],
    ['POST', '/api/admin/notifications/scan'],
  ] as const;

  it('requires authentication (the unsubscribe link excepted)', async () => {
    for (const [method, path, body] of adminRoutes)
      expect((await t.client().request(method, path, body)).status).toBe(401);
    expect((await t.client().get('/api/notifications/opt_ins?company=Acme')).status).toBe(401);
    expect(
      (await t.client().put('/api/notifications/opt_ins', { company: 'Acme', opt_ins: {} })).status,
    ).toBe(401);
  });

  it.each([
    ['staff', PERSONAS.staff],
    ['a customer', PERSONAS.customer],
    ['a machine-room account', PERSONAS.machine],
    ['an unverified admin', { role: Role.Admin, verified: false }],
  ])('refuses %s the templates with 403, and nothing is saved or sent', async (_, persona) => {
    const client = await signIn(t.client(), (await insertAccount(t.db, persona)).email);
    const sent = t.mailbox.messages.length;
    for (const [method, path, body] of adminRoutes)
      expect((await client.request(method, path, body)).status).toBe(403);
    expect(await savedTemplates()).toEqual([]);
    expect(t.mailbox.messages.length).toBe(sent);
  });

  it('refuses opt-ins to a machine-room account and an unverified customer', async () => {
    for (const persona of [PERSONAS.machine, PERSONAS.unverified]) {
      const client = await signIn(
        t.client(),
        (await insertAccount(t.db, { ...persona, company: 'Acme' })).email,
      );
      expect((await client.get('/api/notifications/opt_ins?company=Acme')).status).toBe(403);
      const put = await client.put('/api/notifications/opt_ins', {
        company: 'Acme',
        opt_ins: { shipped: false },
      });
      expect(put.status).toBe(403);
    }
    expect(await t.db.select().from(notificationOptOuts)).toEqual([]);
  });
});

describe('templates', () => {
  it('answers every event with its default template, off, and the fields to use', async () => {
    const reply = await admin.get('/api/admin/notifications');
    expect(reply.status).toBe(200);
    expect(reply.body.templates.map((one: { event: string }) => one.event)).toEqual(NOTIFICATION_EVENT_KEYS);
    expect(reply.body.templates.every((one: { enabled: boolean }) => !one.enabled)).toBe(true);
    expect(reply.body.templates[3]).toMatchObject({
      label: 'Shipped',
      ...DEFAULT_NOTIFICATION_TEMPLATES.shipped,
    });
    expect(reply.body.fields.map((field: { name: string }) => field.name)).toContain('tracking_links');
  });

  it('saves a template; turning it on starts it now, and saving it again while on keeps that start', async () => {
    const on = await turnOn(admin, 'ready_for_pickup', { subject: 'Come and get {{job}}' });
    expect(on).toMatchObject({ enabled: true, subject: 'Come and get {{job}}' });
    expect(Date.now() - Date.parse(on.enabled_at)).toBeLessThan(60_000);
    const again = await turnOn(admin, 'ready_for_pickup', { subject: 'Ready: {{job}}' });
    expect(again.enabled_at).toBe(on.enabled_at);
    const off = await admin.put(
      '/api/admin/notifications/ready_for_pickup',
      template({ ...DEFAULT_NOTIFICATION_TEMPLATES.ready_for_pickup, subject: 'Ready: {{job}}' }),
    );
    expect(off.status).toBe(200);
    expect(off.body.template).toMatchObject({ enabled: false, enabled_at: null, subject: 'Ready: {{job}}' });
  });

  it.each([
    [
      'an unknown field in the text body',
      { text_body: 'Hi {{foo}}' },
      'Text body uses {{foo}}, which is not a field',
    ],
    [
      'an unknown field in the HTML body',
      { html_body: '<p>{{ shop }}</p>' },
      'HTML body uses {{shop}}, which is not a field',
    ],
    [
      'an unknown field in the subject',
      { subject: '{{job}} {{eta}}' },
      'Subject uses {{eta}}, which is not a field',
    ],
    ['a missing text body', { text_body: '  ' }, 'Text body is required.'],
    ['no text body at all', { text_body: undefined }, 'Text body is required.'],
    ['a missing subject', { subject: '' }, 'Subject is required.'],
    ['a subject too long', { subject: 'x'.repeat(201) }, 'Subject can be at most 200 characters long.'],
  ])('refuses %s with 400 naming the field, and saves nothing', async (_, over, message) => {
    const before = await savedTemplates();
    const reply = await admin.put('/api/admin/notifications/shipped', template({ enabled: true, ...over }));
    expect(reply.status).toBe(400);
    expect(reply.body.err).toContain(message);
    expect(await savedTemplates()).toEqual(before);
  });

  it('refuses an event that is not one with 400', async () => {
    const reply = await admin.put('/api/admin/notifications/delivered', template());
    expect(reply.status).toBe(400);
    expect(reply.body.err).toContain('Event');
  });
});

describe('preview and test send', () => {
  it('fills a template as written with a real job, escaping its values, with the tracking links and the recipients', async () => {
    const job = await notifiedJob(t.db, {
      contact: 'Pat@Client.test',
      billing: 'ap@client.test',
      job: 'Signs <b>& more</b>',
    });
    await t.db
      .update(quotes)
      .set({
        shipping_method: 'UPS',
        tracking_number: ['1Z999AA1', '1Z999AA2'],
        is_shipped: true,
        shipped_date: '2026-11-20',
      })
      .where(eq(quotes.id, job.id));
    const before = await savedTemplates();
    const reply = await admin.post('/api/admin/notifications/shipped/preview', {
      quote_id: job.id,
      template: written,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.subject).toBe('Signs <b>& more</b> has shipped');
    expect(reply.body.recipients).toEqual(['ap@client.test', 'pat@client.test']);
    expect(reply.body.html).toContain('<strong>Signs &#60;b&#62;&#38; more&#60;/b&#62;</strong>');
    expect(reply.body.html).toContain('<a href="https://www.ups.com/track?tracknum=1Z999AA1">1Z999AA1</a>');
    expect(reply.body.html).toContain('shipped on November 20, 2026 by UPS');
    expect(reply.body.text).toContain('1Z999AA2: https://www.ups.com/track?tracknum=1Z999AA2');
    expect(reply.body.text).toContain('Hello Pat,');
    expect(await savedTemplates()).toEqual(before);
  });

  it('answers 404 for a job that does not exist, and 400 for a template with an unknown field', async () => {
    const missing = await admin.post('/api/admin/notifications/shipped/preview', {
      quote_id: 999_999,
      template: written,
    });
    expect(missing.status).toBe(404);
    const job = await notifiedJob(t.db, { contact: 'x@client.test' });
    const bad = await admin.post('/api/admin/notifications/shipped/preview', {
      quote_id: job.id,
      template: { ...written, text_body: '{{nope}}' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.err).toContain('Text body uses {{nope}}');
  });

  it("sends the preview to the admin's own address only, with both parts and the unsubscribe headers", async () => {
    const job = await notifiedJob(t.db, { contact: 'never@client.test', job: 'Test job' });
    const reply = await admin.post('/api/admin/notifications/work_approved/test', {
      quote_id: job.id,
      template: { ...DEFAULT_NOTIFICATION_TEMPLATES.work_approved },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.sent_to).toBe(adminEmail);
    const mail = await t.mailbox.waitFor(adminEmail);
    expect(mail.subject).toBe('[Test] Your drawing for Test job is approved and in production');
    expect(mail.text).toContain('Thank you for approving the drawing for Test job');
    expect(mail.html).toContain('<strong>Test job</strong>');
    expect(headerLine(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(headerLine(mail, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/signshop\.test\/api\/notifications\/unsubscribe\/[\w.-]+>$/,
    );
    expect(t.mailbox.messages.some((one) => t.mailbox.deliveredTo(one).includes('never@client.test'))).toBe(
      false,
    );
  });
});

describe('opt-ins', () => {
  it('are all on by default; staff set any company; a customer its own only (404 for another, nothing changed)', async () => {
    const staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
    const customer = await signIn(
      t.client(),
      (await insertAccount(t.db, { ...PERSONAS.customer, company: 'Own Co' })).email,
    );

    const first = await customer.get('/api/notifications/opt_ins?company=own%20co');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      company: 'Own Co',
      opt_ins: Object.fromEntries(NOTIFICATION_EVENT_KEYS.map((key) => [key, true])),
    });

    const own = await customer.put('/api/notifications/opt_ins', {
      company: 'Own Co',
      opt_ins: { shipped: false, invoice_issued: false },
    });
    expect(own.status).toBe(200);
    expect(own.body.opt_ins).toMatchObject({ shipped: false, invoice_issued: false, work_approved: true });
    const back = await customer.put('/api/notifications/opt_ins', {
      company: 'Own Co',
      opt_ins: { invoice_issued: true },
    });
    expect(back.body.opt_ins).toMatchObject({ shipped: false, invoice_issued: true });

    const before = await t.db.select().from(notificationOptOuts);
    const other = await customer.put('/api/notifications/opt_ins', {
      company: 'Other Co',
      opt_ins: { shipped: false },
    });
    expect(other.status).toBe(404);
    expect((await customer.get('/api/notifications/opt_ins?company=Other%20Co')).status).toBe(404);
    expect(await t.db.select().from(notificationOptOuts)).toEqual(before);

    const byStaff = await staff.put('/api/notifications/opt_ins', {
      company: 'Other Co',
      opt_ins: { work_approved: false },
    });
    expect(byStaff.status).toBe(200);
    expect(byStaff.body.opt_ins.work_approved).toBe(false);
    expect(
      (await admin.get('/api/notifications/opt_ins?company=Other%20Co')).body.opt_ins.work_approved,
    ).toBe(false);
  });

  it('refuses an unknown event and a missing company with 400 naming them', async () => {
    const unknown = await admin.put('/api/notifications/opt_ins', {
      company: 'Acme',
      opt_ins: { delivered: false },
    });
    expect(unknown.status).toBe(400);
    const blank = await admin.put('/api/notifications/opt_ins', { company: ' ', opt_ins: {} });
    expect(blank.status).toBe(400);
    expect(blank.body.err).toContain('Company is required.');
  });
});

describe('one-click unsubscribe', () => {
  const token = unsubscribeToken;
  const link = (value: string) => `/api/notifications/unsubscribe/${value}`;
  const rows = () => t.db.select().from(notificationUnsubscribes);

  it('shows what it stops on GET without changing anything, records it once on POST, and keeps the first time', async () => {
    const value = token(t.app.mailLinkKey, {
      email: 'Pat@Once.test',
      company_key: 'once co',
      event: 'shipped',
    });
    const shown = await t.client().get(link(value));
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      shop_name: (await documentShop(t.db, t.app.config.shop)).name,
      email: 'pat@once.test',
      event: 'shipped',
      label: 'Shipped',
      unsubscribed_at: null,
    });
    expect(await rows()).toEqual([]);

    const first = await oneClick(t.baseUrl, link(value));
    expect(first.status).toBe(200);
    const recorded = await rows();
    expect(recorded).toMatchObject([{ email: 'pat@once.test', company_key: 'once co', event: 'shipped' }]);

    const again = await oneClick(t.baseUrl, link(value));
    expect(again.status).toBe(200);
    expect(((await again.json()) as { unsubscribed_at: string }).unsubscribed_at).toBe(
      recorded[0]!.created_at.toISOString(),
    );
    expect(await rows()).toEqual(recorded);
  });

  it('refuses a forged or changed link with 404 and records nothing', async () => {
    const before = await rows();
    const real = token(t.app.mailLinkKey, {
      email: 'a@forged.test',
      company_key: 'forged co',
      event: 'shipped',
    });
    const [payload, mac] = real.split('.') as [string, string];
    const otherEvent = Buffer.from(JSON.stringify(['invoice_issued', 'forged co', 'a@forged.test'])).toString(
      'base64url',
    );
    const forged = [
      `${otherEvent}.${mac}`,
      `${payload}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      token(Buffer.from('not the server key'), {
        email: 'a@forged.test',
        company_key: 'forged co',
        event: 'shipped',
      }),
      'nonsense',
    ];
    for (const value of forged) {
      expect((await oneClick(t.baseUrl, link(value))).status).toBe(404);
      expect((await t.client().get(link(value))).status).toBe(404);
    }
    expect(await rows()).toEqual(before);
  });
});
