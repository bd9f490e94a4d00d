import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSends } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn, type Persona } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { pdfPages } from '../../../test/support/pdf-test-helpers.ts';
import { exampleQuoteBody, insertExampleProcess } from '../../../test/fixtures/quote-fixtures.ts';

let t: TestApp;
let quoteId: number;
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
  });
  const processId = await insertExampleProcess(t.db);
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
    const response = await as.customerA.post('/api/email', {
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
    const response = await as.customerA.post('/api/email', {
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
      email: email({ toEmail: 'nobody@bolt.test' }),
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
      'Not a valid email.',
    ],
    ['no address', { quote: { id: 1 }, email: email({ toEmail: ' ' }) }, 'at least one address'],
    [
      'a bad copy address',
      { quote: { id: 1 }, email: email({ ccEmail: 'a@b.test, nope' }) },
      'Not a valid email.',
    ],
    ['a two-line subject', { quote: { id: 1 }, email: email({ subject: 'a\r\nBcc: x@y.test' }) }, 'one line'],
    ['no email block', { quote: { id: 1 } }, 'email'],
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
    const response = await as.customerB.post('/api/email', { quote: { id: quoteId }, email: email() });
    expect(response.status).toBe(404);
    expect(await allSends()).toBe(before);
  });
});
