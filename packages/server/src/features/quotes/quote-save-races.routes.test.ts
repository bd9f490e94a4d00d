import { backlogStageId, HISTORY_EVENTS } from '@signshop/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { approvalRequests, jobHistory, quotes } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exampleQuoteBody, insertExampleProcess } from '../../../test/fixtures/quote-fixtures.ts';

// A save reads the quote, then writes it in one statement without holding a lock in between
// (quote-save-writer.ts). These tests change the job between the two, as another request would,
// and check the save neither overwrites the change nor misses the rule it brings.
// When that write finds the job changed, the save runs again under the row lock; `whileLocked`
// runs between that read and its write.
const between = vi.hoisted(() => ({
  change: null as null | (() => Promise<void>),
  whileLocked: null as null | (() => Promise<void>),
}));
vi.mock('./quote-statements.ts', async (original) => {
  const module = await original<typeof import('./quote-statements.ts')>();
  /** `read`, then the change waiting in `between[hook]`, once. */
  const thenChange =
    <A extends unknown[], R>(read: (...args: A) => Promise<R>, hook: keyof typeof between) =>
    async (...args: A) => {
      const result = await read(...args);
      const change = between[hook];
      between[hook] = null;
      await change?.();
      return result;
    };
  return {
    ...module,
    readQuoteForSave: thenChange(module.readQuoteForSave, 'change'),
    readQuoteForLockedSave: thenChange(module.readQuoteForLockedSave, 'whileLocked'),
  };
});

let t: TestApp;
let processId: number;
let staff: ApiClient;
let customer: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  processId = await insertExampleProcess(t.db);
  staff = await signIn(
    t.client(),
    (await insertAccount(t.db, { ...PERSONAS.staff, company: 'SignShop' })).email,
  );
  customer = await signIn(
    t.client(),
    (await insertAccount(t.db, { ...PERSONAS.customer, company: 'Acme Signs' })).email,
  );
});
afterEach(() => {
  between.change = null;
  between.whileLocked = null;
});
afterAll(() => t.close());

const stored = async (id: number) => (await t.db.select().from(quotes).where(eq(quotes.id, id)))[0]!;
const newJob = async (by: ApiClient) =>
  (await by.post('/api/quote', { quote: exampleQuoteBody(processId) })).body.quote as {
    id: number;
    version: number;
    total_price: number;
  };

describe('a quote save whose job changes between its read and its write', () => {
  it('keeps the other change (a field written by someone else) and applies its own', async () => {
    const job = await newJob(staff);
    between.change = async () => {
      await t.db.update(quotes).set({ job_name: 'Renamed meanwhile' }).where(eq(quotes.id, job.id));
    };
    const saved = await staff.put(`/api/quote/${job.id}`, { comments: 'Mine' });
    expect(saved.status).toBe(200);
    expect(saved.body.quote).toMatchObject({ job_name: 'Renamed meanwhile', comments: 'Mine' });
    expect(await stored(job.id)).toMatchObject({ job_name: 'Renamed meanwhile', comments: 'Mine' });
  });

  it('takes a payment recorded meanwhile into what is left to pay', async () => {
    const job = await newJob(staff);
    await t.db
      .update(quotes)
      .set({ is_shipped: true, shipped_date: '2026-04-01', left_to_pay: job.total_price })
      .where(eq(quotes.id, job.id));
    between.change = async () => {
      const payment = { date: '2026-04-02', payment: 100, nick_name: 'Operating', admin_paid: false };
      await t.db
        .update(quotes)
        .set({ payment_history: [payment], left_to_pay: job.total_price - 100 })
        .where(eq(quotes.id, job.id));
    };
    const saved = await staff.put(`/api/quote/${job.id}`, { shipping_cost: 0, save_as: 'revision' });
    expect(saved.status).toBe(200);
    const row = await stored(job.id);
    expect(row.payment_history).toHaveLength(1);
    expect(row.left_to_pay).toBe(Math.round((row.total_price - 100) * 100) / 100);
  });

  it('refuses a customer’s price change when the job reached Ready For Production meanwhile (403, nothing written)', async () => {
    const job = await newJob(customer);
    between.change = async () => {
      const checked = await staff.put('/api/backlog', {
        backlogs: [
          {
            quote_id: job.id,
            type_id: backlogStageId('ready_for_production'),
            is_checked: true,
            date_given: '2026-03-20',
          },
        ],
      });
      expect(checked.status).toBe(200);
    };
    const saved = await customer.put(`/api/quote/${job.id}`, { shipping_cost: 0, version: job.version });
    expect(saved.status).toBe(403);
    expect(saved.body.err).toContain('Ready For Production');
    expect(await stored(job.id)).toMatchObject({ total_price: job.total_price, version: job.version });
  });

  it('supersedes an approval request sent meanwhile for the revision it changes, and says so in the history', async () => {
    const job = await newJob(staff);
    const { quoteContentHash } = await import('../../job-core/approval-content.ts');
    const hash = quoteContentHash(await stored(job.id));
    let requestId = 0;
    between.change = async () => {
      const [request] = await t.db
        .insert(approvalRequests)
        .values({
          kind: 'quote',
          quote_id: job.id,
          quote_sequence: 1,
          content_hash: hash,
          token_hash: `race-${job.id}`,
          sent_to: 'buyer@example.com',
          sent_by_name: 'Staff',
          expires_at: new Date(Date.now() + 86_400_000),
        })
        .returning();
      requestId = request!.id;
    };
    const saved = await staff.put(`/api/quote/${job.id}`, { shipping_cost: 0, save_as: 'revision' });
    expect(saved.status).toBe(200);
    const [request] = await t.db.select().from(approvalRequests).where(eq(approvalRequests.id, requestId));
    expect(request!.state).toBe('superseded');
    const entries = await t.db
      .select()
      .from(jobHistory)
      .where(and(eq(jobHistory.quote_id, job.id), eq(jobHistory.field, HISTORY_EVENTS.approval)))
      .orderBy(asc(jobHistory.id));
    expect(entries.map((entry) => [entry.after, entry.reason])).toEqual([
      [{ request: requestId, state: 'superseded' }, 'Approval superseded: quote saved as revision 2'],
    ]);
  });

  it('refuses with 409 when a save naming the version it opened meets another save (nothing of it written)', async () => {
    const job = await newJob(staff);
    between.change = async () => {
      expect((await staff.put(`/api/quote/${job.id}`, { comments: 'First' })).status).toBe(200);
    };
    const saved = await staff.put(`/api/quote/${job.id}`, { comments: 'Second', version: job.version });
    expect(saved.status).toBe(409);
    expect(await stored(job.id)).toMatchObject({ comments: 'First', version: job.version + 1 });
  });
});

describe('a quote save under the row lock', () => {
  it('holds the row from its read to its commit: a write made meanwhile waits, then keeps both changes', async () => {
    const job = await newJob(staff);
    between.change = async () => {
      await t.db.update(quotes).set({ job_name: 'Renamed meanwhile' }).where(eq(quotes.id, job.id));
    };
    let meanwhile: Promise<unknown> = Promise.resolve();
    between.whileLocked = async () => {
      meanwhile = t.db
        .update(quotes)
        .set({ materials: 'Written meanwhile' })
        .where(eq(quotes.id, job.id))
        .execute();
      // On until that write waits on a lock, or is done if nothing holds the row.
      await Promise.race([meanwhile, waitingOnLock(`update "quotes" set "materials"`)]);
    };
    const saved = await staff.put(`/api/quote/${job.id}`, { comments: 'Mine' });
    expect(saved.status).toBe(200);
    await meanwhile;
    expect(await stored(job.id)).toMatchObject({
      job_name: 'Renamed meanwhile',
      materials: 'Written meanwhile',
      comments: 'Mine',
    });
  });
});

/** Resolves once a statement starting with `statement` waits on a lock. */
async function waitingOnLock(statement: string) {
  for (;;) {
    const { rows } = await t.db.execute(
      sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and starts_with(query, ${statement})`,
    );
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a quote save with nothing changed between its read and its write', () => {
  it('records one history entry per changed field, none for a jsonb field sent in another key order', async () => {
    const job = await newJob(staff);
    const opened = (await staff.get(`/api/quote/${job.id}`)).body.quote;
    const reordered = opened.signs.map((sign: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(sign).reverse()),
    );
    const saved = await staff.put(`/api/quote/${job.id}`, {
      signs: reordered,
      shipping_cost: 12.5,
      version: opened.version,
    });
    expect(saved.status).toBe(200);
    const entries = await t.db
      .select()
      .from(jobHistory)
      .where(eq(jobHistory.quote_id, job.id))
      .orderBy(asc(jobHistory.id));
    expect(entries.map((entry) => entry.field)).toEqual([
      HISTORY_EVENTS.created,
      'shipping_cost',
      'total_price',
    ]);
    expect(entries[1]).toMatchObject({ before: opened.shipping_cost, after: 12.5, reason: '' });
  });
});

describe('the read a save starts from', () => {
  it('lists the open approval requests of that quote, whatever their ids', async () => {
    const job = await newJob(staff);
    const other = await newJob(staff);
    const request = (quoteId: number, id: number) => ({
      id,
      kind: 'quote',
      quote_id: quoteId,
      quote_sequence: 1,
      content_hash: `hash-${id}`,
      token_hash: `read-${id}`,
      sent_to: 'buyer@example.com',
      sent_by_name: 'Staff',
      expires_at: new Date(Date.now() + 86_400_000),
    });
    // Ids far from the quotes' own: one of the job, and one of another job whose id is its quote's.
    await t.db
      .insert(approvalRequests)
      .values([request(job.id, job.id + 100_000), request(other.id, other.id)]);
    const { readQuoteForSave } = await import('./quote-statements.ts');
    const read = await readQuoteForSave(t.db, { kind: 'all' }, job.id);
    expect(read!.openApprovals.map((open) => open.id)).toEqual([job.id + 100_000]);
  });
});
