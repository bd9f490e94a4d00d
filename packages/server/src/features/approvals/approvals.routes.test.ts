import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalAnswers, approvalRequests, jobHistory, quotes } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { approvalLink } from '../../../test/support/approval-links.ts';
import { insertAccount, PERSONAS, signIn, type Persona } from '../../../test/support/factories.ts';
import { fetchBinary, pdfPages } from '../../../test/support/pdf-test-helpers.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exampleQuoteBody, insertExampleProcess } from '../../../test/fixtures/quote-fixtures.ts';
import { APPROVAL_ANSWER_KEPT } from '@signshop/domain';
import { INVALID_LINK } from './approval-answers.service.ts';

let t: TestApp;
let processId: number;
let staffEmail: string;
const as = {} as Record<Persona | 'customerB', ApiClient>;

const signInAs = async (persona: Persona, company: string) => {
  const account = await insertAccount(t.db, { ...PERSONAS[persona], company });
  return { client: await signIn(t.client(), account.email), email: account.email };
};

let mailCount = 0;
/** A saved quote of Acme Signs whose contact has its own address. */
async function newQuote(by: ApiClient = as.staff, overrides: Record<string, unknown> = {}) {
  const email = `pat${++mailCount}@acme.test`;
  const body = exampleQuoteBody(processId, {
    contact_info: { first_name: 'Pat', last_name: 'Lee', email, phonenumber: '' },
    ...overrides,
  });
  const response = await by.post('/api/quote', { quote: body });
  expect(response.status).toBe(201);
  return { id: response.body.quote.id as number, email, version: response.body.quote.version as number };
}

/** Sends a quote for approval and reads the link from the customer's mail. */
async function sent(by: ApiClient = as.staff) {
  const quote = await newQuote(by);
  const response = await by.post(`/api/approval/quote/${quote.id}`, {});
  expect(response.status).toBe(201);
  const mail = await t.mailbox.waitFor(quote.email);
  return { ...quote, mail, requestId: response.body.id as number, ...approvalLink(mail) };
}

const answers = async (requestId: number) =>
  (
    await t.db.select({ n: count() }).from(approvalAnswers).where(eq(approvalAnswers.request_id, requestId))
  )[0]!.n;
const requestRow = async (id: number) =>
  (await t.db.select().from(approvalRequests).where(eq(approvalRequests.id, id)))[0]!;
const approve = (token: string, client = t.client(), name = 'Pat Lee') =>
  client.request(
    'POST',
    `/api/approve/${token}`,
    { decision: 'approve', name, confirm: true },
    {
      'user-agent': 'PhoneBrowser/1.0',
    },
  );

beforeAll(async () => {
  t = await startTestApp({ SHOP_NAME: 'Northside Sign Co.', SHOP_PHONE: '(217) 555-0142' });
  processId = await insertExampleProcess(t.db);
  const staff = await signInAs('staff', 'Northside Sign Co.');
  as.staff = staff.client;
  staffEmail = staff.email;
  as.customer = (await signInAs('customer', 'Acme Signs')).client;
  as.customerB = (await signInAs('customer', 'Bolt Dental')).client;
  as.unverified = (await signInAs('unverified', 'Acme Signs')).client;
  as.machine = (await signInAs('machine', 'Northside Sign Co.')).client;
  as.admin = (await signInAs('admin', 'Northside Sign Co.')).client;
});
afterAll(() => t.close());

describe('POST /api/approval/quote/:id (send for approval)', () => {
  it("freezes the revision (hash, PDF) and mails the contact an HTML + text link with the shop's name", async () => {
    const { id, mail, requestId, token, url } = await sent();
    expect(url).toBe(`http://signshop.test/approve/${token}`);
    for (const part of [mail.text!, mail.html as string]) {
      expect(part).toContain('Northside Sign Co.');
      expect(part).toContain(url);
      expect(part).toContain('Clinic wayfinding');
    }
    expect(mail.subject).toBe('Please approve quote PAT-03152026ACM: Clinic wayfinding');
    const row = await requestRow(requestId);
    expect(row).toMatchObject({ quote_id: id, kind: 'quote', state: 'waiting', quote_sequence: 1 });
    expect(row.token_hash).not.toContain(token.split('.')[1]);
    expect(row.content_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await pdfPages(new Uint8Array(row.pdf!))).join(' ')).toContain('Total $704.64');
    const days = (row.expires_at.getTime() - row.sent_at.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    const [history] = await t.db.select().from(jobHistory).where(eq(jobHistory.field, 'approval'));
    expect(history!.after).toMatchObject({ state: 'waiting', sent_to: mail.to && [mail.to].flat()[0]!.text });
  });

  it('lets the customer send its own quote, refuses another company (404) and unverified or machine accounts (403)', async () => {
    const quote = await newQuote(as.customer);
    expect((await t.client().post(`/api/approval/quote/${quote.id}`, {})).status).toBe(401);
    expect((await as.customerB.post(`/api/approval/quote/${quote.id}`, {})).status).toBe(404);
    const unverified = await as.unverified.post(`/api/approval/quote/${quote.id}`, {});
    expect(unverified.status).toBe(403);
    expect(unverified.body.err).toBeTruthy();
    expect((await as.machine.post(`/api/approval/quote/${quote.id}`, {})).status).toBe(403);
    const requests = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(approvalRequests)
          .where(eq(approvalRequests.quote_id, quote.id))
      )[0]!.n;
    expect(await requests()).toBe(0);
    expect((await as.customer.post(`/api/approval/quote/${quote.id}`, {})).status).toBe(201);
    expect((await as.admin.post(`/api/approval/quote/${quote.id}`, {})).status).toBe(201);
    expect(await requests()).toBe(2);
  });

  it('refuses a quote whose contact has no email (400 naming the Contact Information email) and writes nothing', async () => {
    const quote = await newQuote(as.staff, {
      contact_info: { first_name: 'Pat', last_name: '', email: '', phonenumber: '' },
    });
    const response = await as.staff.post(`/api/approval/quote/${quote.id}`, {});
    expect(response.status).toBe(400);
    expect(response.body.err).toContain('Contact Information: Email is not a valid email address.');
    expect(
      (await t.db.select().from(approvalRequests).where(eq(approvalRequests.quote_id, quote.id))).length,
    ).toBe(0);
    expect((await as.staff.post('/api/approval/quote/999999', {})).status).toBe(404);
  });
});

describe('the approval link', () => {
  it('opens the quote as the PDF shows it, signed out, and its stored PDF', async () => {
    const { token } = await sent();
    const page = await t.client().get(`/api/approve/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ kind: 'quote', shop_name: 'Northside Sign Co.', notice: null });
    expect(page.body.statement).toBe('I approve this quote as shown');
    expect(page.body.quote.lines.map((line: { label: string }) => line.label)).toEqual([
      'A',
      'B',
      'C',
      'C-A',
    ]);
    expect(page.body.quote.totals.at(-1)).toEqual({ label: 'Total', value: '$704.64', strong: true });
    const pdf = await fetchBinary(t.client(), `/api/approve/${token}/pdf`);
    expect(pdf.status).toBe(200);
    expect((await pdfPages(pdf.bytes)).join(' ')).toContain('Clinic wayfinding');
  });

  it('approves once: records name, account, time, address, user agent and hash; history; staff mail; list and PDF say so', async () => {
    const { id, token, requestId } = await sent();
    const response = await approve(token, as.customer);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ state: 'approved' });
    const [answer] = await t.db
      .select()
      .from(approvalAnswers)
      .where(eq(approvalAnswers.request_id, requestId));
    const request = await requestRow(requestId);
    expect(answer).toMatchObject({ decision: 'approve', name: 'Pat Lee', user_agent: 'PhoneBrowser/1.0' });
    expect(answer!.ip).toMatch(/127\.0\.0\.1/);
    expect(answer!.account_id).not.toBeNull();
    expect(answer!.content_hash).toBe(request.content_hash);
    expect(request.state).toBe('approved');

    const history = await as.customer.get(`/api/quote/${id}/history`);
    expect(history.body.history).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'approval', user_name: 'Pat Lee' })]),
    );
    const staffMail = await t.mailbox.waitFor(staffEmail);
    const givenId = (await t.db.select({ n: quotes.given_id }).from(quotes).where(eq(quotes.id, id)))[0]!.n;
    expect(staffMail.subject).toBe(`Quote ${givenId} (Clinic wayfinding): approved`);
    expect(staffMail.text).toContain('Pat Lee approved');

    const list = await as.staff.get('/api/quote?approval_state=approved');
    const row = list.body.quotes.find((quote: { id: number }) => quote.id === id);
    expect(row.approval).toMatchObject({ state: 'approved', name: 'Pat Lee' });
    expect(
      list.body.quotes.every((quote: { approval: { state: string } }) => quote.approval.state === 'approved'),
    ).toBe(true);
    const notSent = await as.staff.get('/api/quote?approval_state=not_sent');
    expect(notSent.body.quotes.some((quote: { id: number }) => quote.id === id)).toBe(false);

    const pdf = await fetchBinary(as.staff, `/api/pdf/id/quote.pdf?id=${id}`);
    expect(pdf.status).toBe(200);
    expect((await pdfPages(pdf.bytes)).join(' ')).toMatch(/Approved by Pat Lee on [A-Z][a-z]+ \d+, \d{4}/);

    const again = await approve(token);
    expect(again.status).toBe(404);
    expect(again.body.err).toMatch(/^This approval link was already answered on /);
    expect(await answers(requestId)).toBe(1);
    expect((await t.client().get(`/api/approve/${token}`)).status).toBe(404);
  });

  it('takes a change request with its comment, and refuses one without (400, nothing written)', async () => {
    const { token, requestId } = await sent();
    const empty = await t
      .client()
      .post(`/api/approve/${token}`, { decision: 'request_changes', comment: ' ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Say what should change.');
    const unticked = await t
      .client()
      .post(`/api/approve/${token}`, { decision: 'approve', name: 'Pat Lee', confirm: false });
    expect(unticked.status).toBe(400);
    expect(await answers(requestId)).toBe(0);
    const response = await t.client().post(`/api/approve/${token}`, {
      decision: 'request_changes',
      comment: 'Make sign B blue.',
    });
    expect(response.status).toBe(200);
    expect((await requestRow(requestId)).state).toBe('changes_requested');
    const [answer] = await t.db
      .select()
      .from(approvalAnswers)
      .where(eq(approvalAnswers.request_id, requestId));
    expect(answer).toMatchObject({
      decision: 'request_changes',
      comment: 'Make sign B blue.',
      account_id: null,
    });
  });

  it('answers 404 with a plain reason to wrong, tampered, foreign and expired tokens, writing nothing', async () => {
    const first = await sent();
    const second = await sent();
    const secret = (token: string) => token.split('.')[1]!;
    const last = first.token.at(-1) === 'A' ? 'B' : 'A';
    const tokens = [
      'not-a-token',
      `${first.token.slice(0, -1)}${last}`,
      `${first.requestId}.${secret(second.token)}`,
      `999999.${secret(first.token)}`,
    ];
    for (const token of tokens) {
      const page = await t.client().get(`/api/approve/${encodeURIComponent(token)}`);
      expect(page.status).toBe(404);
      expect(page.body.err).toBe(INVALID_LINK);
      expect((await approve(encodeURIComponent(token))).status).toBe(404);
    }
    await t.db
      .update(approvalRequests)
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where(eq(approvalRequests.id, first.requestId));
    const expired = await approve(first.token);
    expect(expired.status).toBe(404);
    expect(expired.body.err).toMatch(/^This approval link expired on .*Ask the shop to send a new one\.$/);
    expect(await answers(first.requestId)).toBe(0);
    expect(await answers(second.requestId)).toBe(0);
    expect((await requestRow(first.requestId)).state).toBe('waiting');
  });

  it('says the quote changed when it was edited after sending, and refuses the answer (409)', async () => {
    const { id, token, requestId } = await sent();
    const quote = (await as.staff.get(`/api/quote/${id}`)).body.quote;
    const saved = await as.staff.put(`/api/quote/${id}`, {
      ...quote,
      shipping_cost: 40,
      save_as: 'revision',
    });
    expect(saved.status).toBe(200);
    const page = await t.client().get(`/api/approve/${token}`);
    expect(page.status).toBe(200);
    expect(page.body.notice).toMatch(/^The quote was changed after this link was sent/);
    expect(page.body.quote.totals.at(-1).value).toBe('$704.64');
    const response = await approve(token);
    expect(response.status).toBe(409);
    expect(await answers(requestId)).toBe(0);
    expect((await requestRow(requestId)).state).toBe('superseded');
  });

  it('marks an approved quote superseded when saved with other prices, keeping the answer', async () => {
    const { id, token, requestId } = await sent();
    expect((await approve(token)).status).toBe(200);
    const quote = (await as.staff.get(`/api/quote/${id}`)).body.quote;
    expect((await as.staff.put(`/api/quote/${id}`, { ...quote, comments: 'only a comment' })).status).toBe(
      200,
    );
    expect((await requestRow(requestId)).state).toBe('approved');
    const changed = (await as.staff.get(`/api/quote/${id}`)).body.quote;
    expect((await as.staff.put(`/api/quote/${id}`, { ...changed, shipping_cost: 99 })).status).toBe(200);
    expect((await requestRow(requestId)).state).toBe('superseded');
    expect(await answers(requestId)).toBe(1);
    const list = await as.staff.get('/api/quote?approval_state=superseded');
    expect(list.body.quotes.map((row: { id: number }) => row.id)).toContain(id);
    const history = await t.db.select().from(jobHistory).where(eq(jobHistory.quote_id, id));
    expect(history.map((entry) => entry.after)).toContainEqual({ request: requestId, state: 'superseded' });
  });

  it('keeps the stored PDF and hash as sent: the database refuses to replace them', async () => {
    const { requestId } = await sent();
    await expect(
      t.db
        .update(approvalRequests)
        .set({ pdf: Buffer.from('%PDF-forged') })
        .where(eq(approvalRequests.id, requestId)),
    ).rejects.toThrow();
    await expect(
      t.db
        .update(approvalRequests)
        .set({ content_hash: 'f'.repeat(64) })
        .where(eq(approvalRequests.id, requestId)),
    ).rejects.toThrow();
    expect((await requestRow(requestId)).pdf!.subarray(0, 4).toString()).toBe('%PDF');
  });
});

describe('GET /api/approval/quote/:id (the records)', () => {
  it('shows staff and the quote company its requests with answers; others are refused', async () => {
    const { id, token } = await sent();
    await approve(token);
    const staff = await as.staff.get(`/api/approval/quote/${id}`);
    expect(staff.status).toBe(200);
    expect(staff.body.approvals[0]).toMatchObject({ state: 'approved', answer: { name: 'Pat Lee' } });
    expect(staff.body.approvals[0].answer.fingerprint).toBe(staff.body.approvals[0].fingerprint);
    expect(staff.body.approvals[0]).toMatchObject({
      sent_by: expect.stringContaining('@'),
      answer: { ip: expect.stringMatching(/127\.0\.0\.1/), user_agent: expect.any(String) },
    });
    expect(staff.body.approvals[0].answer).toHaveProperty('account_id');
    expect((await as.customer.get(`/api/approval/quote/${id}`)).status).toBe(200);
    expect((await as.customerB.get(`/api/approval/quote/${id}`)).status).toBe(404);
    expect((await as.unverified.get(`/api/approval/quote/${id}`)).status).toBe(403);
    expect((await as.machine.get(`/api/approval/quote/${id}`)).status).toBe(403);
    expect((await t.client().get(`/api/approval/quote/${id}`)).status).toBe(401);
  });
});

describe("GET /api/approval/quote/:id as the quote's customer", () => {
  it("shows who answered, how and when, without the sender's email or the answer's address, browser and account", async () => {
    const { id, token } = await sent();
    await approve(token, as.customer);
    const staffView = (await as.staff.get(`/api/approval/quote/${id}`)).body.approvals[0];
    const response = await as.customer.get(`/api/approval/quote/${id}`);
    expect(response.status).toBe(200);
    const [record] = response.body.approvals;
    expect(record).toMatchObject({ id: staffView.id, state: 'approved', sent_at: staffView.sent_at });
    expect(record.answer).toEqual({
      decision: 'approve',
      name: 'Pat Lee',
      comment: staffView.answer.comment,
      at: staffView.answer.at,
      fingerprint: staffView.answer.fingerprint,
    });
    expect(record).not.toHaveProperty('sent_by');
    const text = JSON.stringify(response.body);
    for (const secret of [staffView.sent_by, staffView.answer.ip, staffView.answer.user_agent])
      expect(text).not.toContain(secret);
  });
});

describe('POST /api/approval/quote/:id/answer (a signed-in customer answers from the quote)', () => {
  it("records the company customer's answer with its account, and refuses others", async () => {
    const { id, requestId } = await sent();
    const answer = { decision: 'approve', name: 'Pat Lee', confirm: true };
    expect((await as.customerB.post(`/api/approval/quote/${id}/answer`, answer)).status).toBe(404);
    expect((await as.staff.post(`/api/approval/quote/${id}/answer`, answer)).status).toBe(403);
    expect((await as.unverified.post(`/api/approval/quote/${id}/answer`, answer)).status).toBe(403);
    expect((await t.client().post(`/api/approval/quote/${id}/answer`, answer)).status).toBe(401);
    expect(await answers(requestId)).toBe(0);
    const response = await as.customer.post(`/api/approval/quote/${id}/answer`, answer);
    expect(response.status).toBe(200);
    const [recorded] = await t.db
      .select()
      .from(approvalAnswers)
      .where(eq(approvalAnswers.request_id, requestId));
    expect(recorded).toMatchObject({ decision: 'approve', name: 'Pat Lee' });
    expect(recorded!.account_id).not.toBeNull();
    const again = await as.customer.post(`/api/approval/quote/${id}/answer`, answer);
    expect(again.status).toBe(404);
    expect(again.body.err).toBe('This quote has no approval waiting for an answer.');
  });
});

describe('DELETE /api/quote/:id keeps approval answers for good', () => {
  const quoteRows = async (id: number) =>
    (await t.db.select({ n: count() }).from(quotes).where(eq(quotes.id, id)))[0]!.n;
  const requestCount = async (id: number) =>
    (await t.db.select({ n: count() }).from(approvalRequests).where(eq(approvalRequests.quote_id, id)))[0]!.n;

  it('refuses (409 with the reason) to delete a quote with an answer, for every role, and keeps it all', async () => {
    const { id, requestId } = await sent();
    const answer = { decision: 'request_changes', comment: 'Bigger letters please' };
    expect((await as.customer.post(`/api/approval/quote/${id}/answer`, answer)).status).toBe(200);
    for (const client of [as.staff, as.admin, as.customer]) {
      const refused = await client.delete(`/api/quote/${id}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ err: APPROVAL_ANSWER_KEPT, code: 'CONFLICT' });
    }
    expect((await as.customerB.delete(`/api/quote/${id}`)).status).toBe(404);
    expect((await as.unverified.delete(`/api/quote/${id}`)).status).toBe(404);
    expect((await as.machine.delete(`/api/quote/${id}`)).status).toBe(404);
    expect((await t.client().delete(`/api/quote/${id}`)).status).toBe(401);
    expect(await quoteRows(id)).toBe(1);
    expect(await requestCount(id)).toBe(1);
    expect(await answers(requestId)).toBe(1);
  });

  it('has the database itself refuse the cascade from a quote to an answered request', async () => {
    const { id, requestId } = await sent();
    expect(
      (
        await as.customer.post(`/api/approval/quote/${id}/answer`, {
          decision: 'approve',
          name: 'Pat Lee',
          confirm: true,
        })
      ).status,
    ).toBe(200);
    await expect(t.db.execute(sql`DELETE FROM ${quotes} WHERE ${quotes.id} = ${id}`)).rejects.toThrow();
    await expect(
      t.db.execute(sql`DELETE FROM ${approvalRequests} WHERE ${approvalRequests.id} = ${requestId}`),
    ).rejects.toThrow();
    expect(await quoteRows(id)).toBe(1);
    expect(await answers(requestId)).toBe(1);
  });

  it('deletes a quote whose requests nobody answered, with those requests', async () => {
    const { id } = await sent();
    expect(await requestCount(id)).toBe(1);
    expect((await as.staff.delete(`/api/quote/${id}`)).status).toBe(200);
    expect(await quoteRows(id)).toBe(0);
    expect(await requestCount(id)).toBe(0);
  });
});

describe('rate limit of answers', () => {
  it('refuses answers past the limit from one address (429) and writes nothing', async () => {
    const { token, requestId } = await sent();
    let status = 0;
    for (let attempt = 0; attempt < 25 && status !== 429; attempt++) {
      status = (
        await t.client().post('/api/approve/1.wrongwrongwrongwrongwrongwrongwrongwrongwro', {
          decision: 'request_changes',
          comment: 'x',
        })
      ).status;
    }
    expect(status).toBe(429);
    const refused = await approve(token);
    expect(refused.status).toBe(429);
    expect(await answers(requestId)).toBe(0);
  });
});
