import { processLookup, quoteTotal } from '@signshop/domain';
import type { ApiClient } from '../support/api-client.ts';
import { exampleQuoteBody } from '../fixtures/quote-fixtures.ts';

/**
 * A stream of writes of one kind that records what the server acknowledged and, after a crash and
 * restart, checks that every acknowledged write is there and nothing is half written.
 */
export interface WriteStream {
  name: string;
  /** Writes until `stopped()` or until the server goes away; throws on any refusal while the server is up. */
  run(client: ApiClient, stopped: () => boolean): Promise<void>;
  acknowledged(): number;
  /** Problems found on the restarted server (empty when all is well). */
  verify(client: ApiClient): Promise<string[]>;
}

/** The network error of a request to a killed server (the stream then ends). */
const serverGone = (error: unknown) => error instanceof TypeError;

/** Saves of one quote, one after another, each naming the version it read (sign A's quantity and the comment change every time). */
export function quoteSaveStream(quoteId: number, startVersion: number, signType: number): WriteStream {
  let version = startVersion;
  const sent = new Map<number, string>(); // version a save was sent at → its comment
  let acked: { version: number; comments: string } | null = null;
  return {
    name: `saves of quote ${quoteId}`,
    acknowledged: () => (acked ? acked.version - startVersion : 0),
    async run(client, stopped) {
      for (let n = 1; !stopped(); n++) {
        const comments = `save ${n} of quote ${quoteId}`;
        const body = { ...exampleQuoteBody(signType), comments, version };
        body.signs[0]!.quantity = n;
        sent.set(version, comments);
        let response;
        try {
          response = await client.put(`/api/quote/${quoteId}`, body);
        } catch (error) {
          if (serverGone(error)) return;
          throw error;
        }
        if (response.status !== 200)
          throw new Error(
            `save ${n} of quote ${quoteId}: ${response.status} ${JSON.stringify(response.body)}`,
          );
        version = response.body.quote.version;
        acked = { version, comments };
      }
    },
    async verify(client) {
      const response = await client.get(`/api/quote/${quoteId}`);
      if (response.status !== 200) return [`quote ${quoteId} cannot be opened: ${response.status}`];
      const quote = response.body.quote;
      const problems: string[] = [];
      const lastAcked = acked?.version ?? startVersion;
      // The save in flight at the kill may have committed without its answer arriving: one more version.
      if (quote.version === lastAcked) {
        if (acked && quote.comments !== acked.comments)
          problems.push(
            `quote ${quoteId} at version ${quote.version} holds "${quote.comments}", acknowledged "${acked.comments}"`,
          );
      } else if (quote.version === lastAcked + 1) {
        if (quote.comments !== sent.get(lastAcked))
          problems.push(
            `quote ${quoteId} at version ${quote.version} holds "${quote.comments}", never sent at that version`,
          );
      } else {
        problems.push(
          `quote ${quoteId} is at version ${quote.version}; the last acknowledged save made ${lastAcked}`,
        );
      }
      const types = (await client.get('/api/quote/signtypes')).body.types;
      const expected = quoteTotal(quote, processLookup(types));
      if (quote.total_price !== expected)
        problems.push(`quote ${quoteId} total ${quote.total_price} does not match its signs (${expected})`);
      return problems;
    },
  };
}

/** PUT /api/backlog saves of one stage of one job, each with the next day as its date. */
export function backlogSaveStream(quoteId: number, stageId: number): WriteStream {
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  let ackedN = 0;
  return {
    name: `backlog saves of quote ${quoteId}`,
    acknowledged: () => ackedN,
    async run(client, stopped) {
      for (let n = 1; !stopped(); n++) {
        let response;
        try {
          response = await client.put('/api/backlog', {
            backlogs: [{ quote_id: quoteId, type_id: stageId, is_checked: true, date_given: day(n) }],
          });
        } catch (error) {
          if (serverGone(error)) return;
          throw error;
        }
        if (response.status !== 200)
          throw new Error(`backlog save ${n}: ${response.status} ${JSON.stringify(response.body)}`);
        ackedN = n;
      }
    },
    async verify(client) {
      const response = await client.get(`/api/backlog/${quoteId}`);
      if (response.status !== 200)
        return [`the backlog of quote ${quoteId} cannot be read: ${response.status}`];
      const entry = response.body.backlogs.find((e: { type_id: number }) => e.type_id === stageId);
      const allowed = ackedN === 0 ? [null, day(1)] : [day(ackedN), day(ackedN + 1)];
      return allowed.includes(entry?.date_given ?? null)
        ? []
        : [
            `backlog stage ${stageId} of quote ${quoteId} holds ${entry?.date_given}; acknowledged ${day(ackedN)}`,
          ];
    },
  };
}

/** What the job query says of a job's payments. */
interface PaidJob {
  id: number;
  total_price: number;
  left_to_pay: number;
  is_shipped: boolean;
  payment_history: { payment: number; nick_name: string }[];
}

/** Every job the admin's job query lists, by id. */
export async function jobsById(client: ApiClient): Promise<Map<number, PaidJob>> {
  const response = await client.post('/api/job/query', {});
  if (response.status !== 200)
    throw new Error(`the job query: ${response.status} ${JSON.stringify(response.body)}`);
  return new Map((response.body as PaidJob[]).map((job) => [job.id, job]));
}

/** Problems of a job whose payments and balance do not add up to its total (a half-written payment). */
export function unbalanced(job: PaidJob): string[] {
  const cents = (dollars: number) => Math.round(dollars * 100);
  const paid = job.payment_history.reduce((sum, entry) => sum + cents(entry.payment), 0);
  return cents(job.left_to_pay) + paid === cents(job.total_price)
    ? []
    : [`job ${job.id}: left to pay ${job.left_to_pay} + payments ${paid / 100} ≠ total ${job.total_price}`];
}

/**
 * POST /api/job/:id/payment on one shipped job, paying a different number of cents each time from
 * one bank, each payment with its own Idempotency-Key. The payment whose reply never came (the
 * server was killed) is sent again after the restart with the same key, as the browser retries
 * it: it must then be in the history exactly once, committed before the kill or not.
 */
export function paymentStream(jobId: number, nickName: string): WriteStream {
  const amount = (n: number) => (100 + (n % 7)) / 100;
  const key = (n: number) => `crash-proof-${jobId}-${n}`;
  const sent: number[] = []; // amounts in the order sent
  let ackedN = 0;
  let unacknowledged: number | null = null; // n of the payment in flight at the kill
  const send = (client: ApiClient, n: number) =>
    client.post(
      `/api/job/${jobId}/payment`,
      { payment: amount(n), nick_name: nickName },
      { 'Idempotency-Key': key(n) },
    );
  return {
    name: `payments of job ${jobId}`,
    acknowledged: () => ackedN,
    async run(client, stopped) {
      for (let n = 1; !stopped(); n++) {
        sent.push(amount(n));
        let response;
        try {
          response = await send(client, n);
        } catch (error) {
          if (serverGone(error)) {
            unacknowledged = n;
            return;
          }
          throw error;
        }
        if (response.status !== 200)
          throw new Error(
            `payment ${n} of job ${jobId}: ${response.status} ${JSON.stringify(response.body)}`,
          );
        ackedN = n;
      }
    },
    async verify(client) {
      const problems: string[] = [];
      if (unacknowledged !== null) {
        const retry = await send(client, unacknowledged);
        if (retry.status !== 200)
          problems.push(`the retry of payment ${unacknowledged} of job ${jobId} answered ${retry.status}`);
      }
      const job = (await jobsById(client)).get(jobId);
      if (!job) return [`job ${jobId} is not in the job query`];
      const history = job.payment_history;
      // Every acknowledged payment once, and the retried one once: no double payment.
      const expected = ackedN + (unacknowledged === null ? 0 : 1);
      if (history.length !== expected)
        problems.push(
          `job ${jobId} has ${history.length} payments; ${ackedN} were acknowledged and ${expected - ackedN} retried`,
        );
      history.forEach((entry, i) => {
        if (entry.payment !== sent[i] || entry.nick_name !== nickName)
          problems.push(`payment ${i + 1} of job ${jobId} is ${JSON.stringify(entry)}, sent ${sent[i]}`);
      });
      return [...problems, ...unbalanced(job)];
    },
  };
}
