import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { insertAccount, PERSONAS, signIn, type Persona } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { pdfPages } from '../documents/pdf-test-helpers.ts';
import { exampleQuoteBody, insertExampleProcess } from '../quotes/quote-fixtures.ts';

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
  t = await startTestApp({ SHOP_NAME: 'Northside Sign Co.' });
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
