import { processLookup, quoteTotal } from '@signshop/domain';
import type { ApiClient } from '../test/api-client.ts';
import { exampleQuoteBody } from '../features/quotes/quote-fixtures.ts';

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
