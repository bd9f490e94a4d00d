import { backlogStageId } from '@signshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleLines, taskTimers } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, insertQuote, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let staff: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
});
afterAll(() => t.close());

/** An open event stream over real HTTP: the events it has sent so far, and a wait for the next ones. */
async function openStream(baseUrl: string, client: ApiClient, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/live`, {
    headers: { cookie: client.cookie!, accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let ended = false;
  const reading = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  const events = () =>
    [...text.matchAll(/^data: (.*)$/gm)].map(
      (match) => JSON.parse(match[1]!) as { kind: string; quote_id: number },
    );
  return {
    response,
    events,
    text: () => text,
    ended: () => ended,
    /** Waits (2 s at most: the promise to every open page) until an event matches. */
    async waitFor(match: (event: { kind: string; quote_id: number | null }) => boolean, ms = 2_000) {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        const found = events().find(match);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no matching event within ${ms} ms; got ${text}`);
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

describe('GET /api/live', () => {
  it('streams server-sent events, uncompressed, even when the browser accepts compression', async () => {
    const stream = await openStream(t.baseUrl, staff, { 'accept-encoding': 'gzip, br' });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    await expect.poll(() => stream.text()).toContain('retry: 2000');
    await stream.close();
  });

  it('sends a backlog stage saved in another request to the open stream within 2 s', async () => {
    const stream = await openStream(t.baseUrl, staff);
    const quote = await insertQuote(t.db);
    const saved = await staff.put('/api/backlog', {
      backlogs: [
        {
          quote_id: quote.id,
          type_id: backlogStageId('in_production'),
          is_checked: true,
          date_given: '2026-03-02',
        },
      ],
    });
    expect(saved.status).toBe(200);
    expect(await stream.waitFor((e) => e.kind === 'board' && e.quote_id === quote.id)).toBeTruthy();
    await stream.close();
  });

  it('sends schedule line changes and task timers starting and stopping', async () => {
    const stream = await openStream(t.baseUrl, staff);
    const quote = await insertQuote(t.db);
    const [line] = await t.db.insert(scheduleLines).values({ quote_id: quote.id }).returning();
    await stream.waitFor((e) => e.kind === 'schedule' && e.quote_id === quote.id);
    const worker = await insertAccount(t.db, PERSONAS.staff);
    await t.db.insert(taskTimers).values({ schedule_line_id: line!.id, account_id: worker.id });
    await stream.waitFor((e) => e.kind === 'timer' && e.quote_id === quote.id);
    await stream.close();
  });

  it('reaches a stream on another instance of the same database (through its LISTEN connection)', async () => {
    const other = await startTestApp({}, { database: t.database });
    try {
      const stream = await openStream(other.baseUrl, staff);
      const quote = await insertQuote(t.db);
      await staff.post('/api/board/move', { quote_id: quote.id, to: 'drawing_started' });
      await stream.waitFor((e) => e.kind === 'board' && e.quote_id === quote.id);
      await stream.close();
    } finally {
      await other.close();
    }
  });

  it('does not hold up closing the app: open streams end and close finishes', async () => {
    const other = await startTestApp({}, { database: t.database });
    const stream = await openStream(other.baseUrl, staff);
    await expect.poll(() => stream.text()).toContain('retry');
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect.poll(() => stream.ended()).toBe(true);
  });
});
