import { QUOTE_MAIL_LABELS } from '@signshop/domain';
import { count, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSends } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn, type Persona } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { pdfPages } from '../../../test/support/pdf-test-helpers.ts';
import { exampleQuoteBody, insertExampleProcess } from '../../../test/fixtures/quote-fixtures.ts';

let t: TestApp;
let quoteId: number;
let processId: number;
const as = {} as Record<'staff' | 'customerA' | 'customerB', ApiClient>;

const signInAs = async (persona: Persona, company: string) =>
  signIn(t.client(), (await insertAccount(t.db, { ...PERSONAS[persona], company })).email);

const email = (overrides: Record<string, unknown> = {}) => ({
  fromEmail: 'dana@acme.test',
  toEmail: 'pat@northside.test',
  ccEmail: 'dana@acme.test',
  subject: 'Quote for the clinic',
  body: 'Hello Pat,\nhere is our quote.',
  ...overrides,
});

beforeAll(async () => {
  t = await startTestApp({
    SHOP_NAME: 'Northside Sign Co.',
    SHOP_ADDRESS: '1200 Industrial Parkway\\nSpringfield, IL 62701',
    SHOP_PHONE: '(217) 555-0142',
    SHOP_EMAIL: 'office@northside.test',
  });
  processId = await insertExampleProcess(t.db);
  as.staff = await signInAs('staff', 'Northside Sign Co.');
  as.customerA = await signInAs('customer', 'Acme Signs');
  as.customerB = await signInAs('customer', 'Bolt Dental');
  quoteId = (await as.customerA.post('/api/quote', { quote: exampleQuoteBody(processId) })).body.quote.id;
});
afterAll(() => t.close());

describe('POST /api/email', () => {
  it('requires authentication', async () => {
    const response = await t.client().post('/api/email', { quote: { id: quoteId }, email: email() });
    expect(response.status).toBe(401);
  });

  it("mails the quote's PDF, priced from the database, to the SMTP server and answers 'Email Sent'", async () => {
    const response = await as.staff.post('/api/email', {
      quote: { id: quoteId, total_price: 1, job_name: 'Posted name' },
      email: email(),
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Email Sent' });

    const mail = await t.mailbox.waitFor('pat@northside.test');
    expect(mail.subject).toBe('Quote for the clinic');
    expect(mail.text).toContain('here is our quote.');
    expect(mail.cc && [mail.cc].flat()[0]?.text).toBe('dana@acme.test');
    expect(mail.replyTo?.text).toBe('dana@acme.test');
    expect(mail.from?.text).toContain(t.config.mailFrom.match(/<(.*)>/)![1]);
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment!.filename).toBe('Clinic wayfinding-PAT-03152026ACM.pdf');
    expect(attachment!.contentType).toBe('application/pdf');
    const text = (await pdfPages(new Uint8Array(attachment!.content))).join(' ');
    expect(text).toContain('Northside Sign Co.');
    expect(text).toContain('Clinic wayfinding');
    expect(text).toContain('Total $704.64');
  });

  it("is HTML plus text, each with the shop's name and contact and the quote's job, number and total, the PDF attached", async () => {
    const response = await as.staff.post('/api/email', {
      quote: { id: quoteId },
      email: email({ toEmail: 'html@northside.test', body: 'Hi <Pat> & team,\n\nsee below.' }),
    });
    expect(response.status).toBe(200);
    const mail = await t.mailbox.waitFor('html@northside.test');
    for (const part of [mail.text!, mail.html as string]) {
      for (const expected of [
        'Northside Sign Co.',
        '1200 Industrial Parkway',
        '(217) 555-0142',
        'Clinic wayfinding',
        'PAT-03152026ACM',
        '$704.64',
      ]) {
        expect(part, expected).toContain(expected);
      }
    }
    expect(mail.text).toContain('Hi <Pat> & team,');
    expect(mail.text).toContain('Total: $704.64');
    expect(mail.html).toContain('Hi &#60;Pat&#62; &#38; team,');
    expect(mail.html).not.toContain('<Pat>');
    const [attachment] = mail.attachments;
    expect(attachment!.contentType).toBe('application/pdf');
    expect(Buffer.from(attachment!.content).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pdfPages(new Uint8Array(attachment!.content))).join(' ')).toContain('PAT-03152026ACM');
  });

  it('sends to several addresses and fills in a subject when none is given', async () => {
    const response = await as.staff.post('/api/email', {
      quote: { id: quoteId },
      email: email({ toEmail: 'a@acme.test; b@acme.test', ccEmail: '', subject: '', fromEmail: '' }),
    });
    expect(response.status).toBe(200);
    const mail = await t.mailbox.waitFor('b@acme.test');
    expect([mail.to].flat()[0]?.value.map((v) => v.address)).toEqual(['a@acme.test', 'b@acme.test']);
    expect(mail.subject).toBe('Quote PAT-03152026ACM: Clinic wayfinding');
    expect(mail.cc).toBeUndefined();
  });

  it("answers 404 for another company's quote and sends nothing", async () => {
    const before = t.mailbox.messages.length;
    const response = await as.customerB.post('/api/email', {
      quote: { id: quoteId },
      email: { note: 'Please call me.' },
    });
    expect(response.status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.mailbox.messages.length).toBe(before);
  });

  it.each([
    ['an unsaved quote', { quote: {}, email: email() }, 'save the quote first'],
    [
      'a bad address',
      { quote: { id: 1 }, email: email({ toEmail: 'not-an-address' }) },
      'To is not a valid email.',
    ],
    ['no address', { quote: { id: 1 }, email: email({ toEmail: ' ' }) }, 'at least one address'],
    [
      'a bad copy address',
      { quote: { id: 1 }, email: email({ ccEmail: 'a@b.test, nope' }) },
      'Cc is not a valid email.',
    ],
    ['a two-line subject', { quote: { id: 1 }, email: email({ subject: 'a\r\nBcc: x@y.test' }) }, 'one line'],
    ['no email block', { quote: { id: 1 } }, 'Email is required.'],
    [
      'a note from staff',
      { quote: { id: 1 }, email: email({ note: 'hi' }) },
      'Note: A note is for customers',
    ],
  ])('refuses %s with 400', async (_, body, message) => {
    const response = await as.staff.post('/api/email', body);
    expect(response.status).toBe(400);
    expect(response.body.err).toContain(message);
  });
});

describe('POST /api/email send limit (EMAIL_SENDS_PER_HOUR, 30 by default)', () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const sendsOf = async (accountId: number) =>
    (
      await t.db
        .select({ n: count() })
        .from(emailSends)
        .where(eq(emailSends.sender, String(accountId)))
    )[0]!.n;
  const mailsTo = (address: string) =>
    t.mailbox.messages.filter((m) => [m.to].flat().some((to) => to?.text.includes(address))).length;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('refuses the 31st mail of the hour with 429 and when to retry, sends nothing, spares other accounts, and allows it again once the hour has passed', async () => {
    expect(t.config.emailSendsPerHour).toBe(30);
    const heavy = await insertAccount(t.db, { ...PERSONAS.staff, company: 'Northside Sign Co.' });
    const heavyClient = await signIn(t.client(), heavy.email);
    await t.db.insert(emailSends).values(
      Array.from({ length: 29 }, () => ({
        kind: 'quote',
        sender: String(heavy.id),
        ip: '10.0.0.9',
        at: minutesAgo(50),
      })),
    );
    const send = (client: ApiClient, to: string) =>
      client.post('/api/email', { quote: { id: quoteId }, email: email({ toEmail: to }) });

    expect((await send(heavyClient, 'thirtieth@acme.test')).status).toBe(200);
    await t.mailbox.waitFor('thirtieth@acme.test');

    const refused = await send(heavyClient, 'thirty-first@acme.test');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      err: 'You have sent 30 emails in the last hour, the most allowed. You can send again in 10 minutes.',
      code: 'TOO_MANY_REQUESTS',
    });
    await settle();
    expect(mailsTo('thirty-first@acme.test')).toBe(0);
    expect(await sendsOf(heavy.id)).toBe(30);

    expect((await send(as.staff, 'colleague@acme.test')).status).toBe(200);
    await t.mailbox.waitFor('colleague@acme.test');

    await t.db
      .update(emailSends)
      .set({ at: minutesAgo(61) })
      .where(eq(emailSends.sender, String(heavy.id)));
    expect((await send(heavyClient, 'next-hour@acme.test')).status).toBe(200);
    await t.mailbox.waitFor('next-hour@acme.test');
  });

  it("does not count a mail refused for another company's quote", async () => {
    const allSends = async () => (await t.db.select({ n: count() }).from(emailSends))[0]!.n;
    const before = await allSends();
    const response = await as.customerB.post('/api/email', {
      quote: { id: quoteId },
      email: { note: 'Please call me.' },
    });
    expect(response.status).toBe(404);
    expect(await allSends()).toBe(before);
  });
});

describe('POST /api/email from a customer (the server addresses and writes it)', () => {
  const addressesOf = (mail: ParsedMail) => ({
    to: [mail.to].flat().flatMap((a) => a?.value.map((v) => v.address) ?? []),
    cc: [mail.cc].flat().flatMap((a) => a?.value.map((v) => v.address) ?? []),
    delivered: [...t.mailbox.deliveredTo(mail)].sort(),
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  it("sends an unverified customer's own new quote (no staff contact) to the shop with a copy to the quote's contact, with its note", async () => {
    const account = await insertAccount(t.db, { ...PERSONAS.unverified, company: 'Cedar Dental' });
    const client = await signIn(t.client(), account.email);
    const contact = { first_name: 'Lee', last_name: 'Park', email: 'lee@cedar.test', phonenumber: '' };
    const created = await client.post('/api/quote', {
      quote: exampleQuoteBody(processId, { customer_name: 'Cedar Dental', contact_info: contact }),
    });
    expect(created.status).toBe(201);
    const response = await client.post('/api/email', {
      quote: { id: created.body.quote.id },
      email: { note: 'Can we have it by Friday?' },
    });
    expect(response.status).toBe(200);
    const mail = await t.mailbox.waitFor('office@northside.test');
    expect(addressesOf(mail)).toEqual({
      to: ['office@northside.test'],
      cc: ['lee@cedar.test'],
      delivered: ['lee@cedar.test', 'office@northside.test'],
    });
    expect(mail.replyTo?.text).toBe(account.email);
    expect(mail.subject).toBe(`Quote ${created.body.quote.given_id}: Clinic wayfinding`);
    expect(mail.text).toContain(`${account.email} (Cedar Dental) sent quote ${created.body.quote.given_id}`);
    expect(mail.text).toContain('Their note:\nCan we have it by Friday?');
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
  });

  it("sends a verified customer's quote to its staff contact with a copy to the quote's contact", async () => {
    const staffContact = { first_name: 'Sam', last_name: 'Ortiz', email: 'sam@northside.test' };
    await as.staff.put(`/api/quote/${quoteId}`, {
      asante_contact_info: staffContact,
      contact_info: { first_name: 'Dana', last_name: 'Cole', email: 'dana@acme.test', phonenumber: '' },
      version: (await as.staff.get(`/api/quote/${quoteId}`)).body.quote.version,
    });
    const response = await as.customerA.post('/api/email', { quote: { id: quoteId }, email: {} });
    expect(response.status).toBe(200);
    const mail = await t.mailbox.waitFor('sam@northside.test');
    expect(addressesOf(mail)).toEqual({
      to: ['sam@northside.test'],
      cc: ['dana@acme.test'],
      delivered: ['dana@acme.test', 'sam@northside.test'],
    });
    expect(mail.subject).toBe('Quote PAT-03152026ACM: Clinic wayfinding');
  });

  it.each([
    ['toEmail', { toEmail: 'victim@elsewhere.test' }],
    ['ccEmail', { ccEmail: 'victim@elsewhere.test' }],
    ['subject', { subject: 'Your account is locked' }],
    ['body', { body: 'Click http://evil.test to unlock your account' }],
    ['fromEmail', { fromEmail: 'ceo@northside.test' }],
  ])(
    'refuses a customer naming %s with 400 naming the field; nothing is sent or counted',
    async (field, given) => {
      const sendsBefore = (await t.db.select({ n: count() }).from(emailSends))[0]!.n;
      const mailsBefore = t.mailbox.messages.length;
      const response = await as.customerA.post('/api/email', {
        quote: { id: quoteId },
        email: { note: 'hello', ...given },
      });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
      expect(response.body.err).toContain(`${QUOTE_MAIL_LABELS[field as keyof typeof QUOTE_MAIL_LABELS]}: `);
      await settle();
      expect(t.mailbox.messages.length).toBe(mailsBefore);
      expect(t.mailbox.messages.some((m) => t.mailbox.deliveredTo(m).includes('victim@elsewhere.test'))).toBe(
        false,
      );
      expect((await t.db.select({ n: count() }).from(emailSends))[0]!.n).toBe(sendsBefore);
    },
  );

  it('refuses a note over 2,000 characters with 400 naming it', async () => {
    const response = await as.customerA.post('/api/email', {
      quote: { id: quoteId },
      email: { note: 'x'.repeat(2001) },
    });
    expect(response.status).toBe(400);
    expect(response.body.err).toBe('Note can be at most 2000 characters long.');
  });
});
