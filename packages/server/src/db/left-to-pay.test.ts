import { applyPayment, fromCents, leftToPay, toCents, type PaymentHistoryEntry } from '@signshop/domain';
import { inArray, sql, TransactionRollbackError } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Executor } from './client.ts';
import { jobRows, quotes } from './schema/index.ts';
import { createTestDatabase } from '../../test/support/test-database.ts';
import { leftToPaySql } from '../job-core/left-to-pay.ts';

// What is left to pay on a job is written three times: leftToPay of the domain (what the billing
// pages, invoices and payments use), job_rows_from_quotes in SQL (job_rows.left_to_pay, which the
// billing queries filter and total on) and leftToPaySql (queries over quotes, e.g. the open
// invoices document). They must agree on every job, to the cent.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

interface BilledJob {
  is_shipped: boolean;
  total_price: number;
  tax_amount: number;
  left_to_pay: number;
  payment_history: PaymentHistoryEntry[];
}

/** Dollars, whole cents from `min` to `max` cents (the quotes' CHECK range is −1,000,000 to 100,000,000). */
const dollars = (min: number, max: number) => fc.integer({ min, max }).map(fromCents);
const DAYS = ['2026-01-05', '2026-02-10', '2026-03-15'] as const;

const entry: fc.Arbitrary<PaymentHistoryEntry> = fc.record(
  {
    payment: dollars(1, 2_000_000_00),
    interest: dollars(0, 50_000_00),
    date: fc.constantFrom(...DAYS),
    nick_name: fc.constantFrom('Main', 'Savings'),
    admin_paid: fc.boolean(),
  },
  { requiredKeys: ['payment', 'date', 'nick_name', 'admin_paid'] },
);

/** Any stored state, whether or not the app could reach it (a restore, an old row, a repair). */
const anyJob: fc.Arbitrary<BilledJob> = fc.record({
  is_shipped: fc.boolean(),
  total_price: dollars(-1_000_000_00, 100_000_000_00),
  tax_amount: fc.oneof(fc.constant(0), dollars(-100_000_00, 10_000_000_00)),
  left_to_pay: fc.oneof(dollars(-1_000_000_00, 100_000_000_00), fc.constant(0)),
  payment_history: fc.array(entry, { maxLength: 3 }),
});

/**
 * A job as the app leaves it: shipped with a stale stored balance, then paid in turn as the
 * payment route does (what is left, then the payment; a payment above the balance pays interest).
 */
const paidJob: fc.Arbitrary<BilledJob> = fc
  .record({
    total_price: dollars(0, 1_000_000_00),
    tax_amount: fc.oneof(fc.constant(0), dollars(0, 100_000_00)),
    stale: fc.oneof(fc.constant(0), dollars(0, 1_000_000_00)),
    payments: fc.array(fc.record({ amount: dollars(1, 1_200_000_00), day: fc.constantFrom(...DAYS) }), {
      maxLength: 4,
    }),
  })
  .map(({ total_price, tax_amount, stale, payments }) =>
    payments.reduce<BilledJob>(
      (job, payment) => ({
        ...job,
        ...applyPayment(
          { ...job, left_to_pay: leftToPay(job) },
          { amount: payment.amount, nickName: 'Main', today: payment.day },
        ),
      }),
      { is_shipped: true, total_price, tax_amount, left_to_pay: stale, payment_history: [] },
    ),
  );

const job = fc.oneof(anyJob, paidJob);

/** job_rows.left_to_pay of each quote, in cents, by quote id. */
async function readModelCents(ids: number[], db: Executor = database.db) {
  const rows = await db
    .select({ id: jobRows.id, left: sql<string>`${jobRows.left_to_pay}::text` })
    .from(jobRows)
    .where(inArray(jobRows.id, ids));
  return new Map(rows.map((row) => [row.id, toCents(Number(row.left))]));
}

/** leftToPaySql over each quote, in cents, by quote id. */
async function queryCents(ids: number[]) {
  const rows = await database.db
    .select({ id: quotes.id, left: sql<string>`${leftToPaySql}::text` })
    .from(quotes)
    .where(inArray(quotes.id, ids));
  return new Map(rows.map((row) => [row.id, toCents(Number(row.left))]));
}

/** Each job whose job_rows.left_to_pay (or leftToPaySql, `from: 'query'`) is not leftToPay's, with both. */
async function disagreements(
  ids: number[],
  jobs: BilledJob[],
  db: Executor = database.db,
  from: 'read model' | 'query' = 'read model',
) {
  const stored = from === 'query' ? await queryCents(ids) : await readModelCents(ids, db);
  return jobs
    .map((j, i) => ({ job: j, sql: stored.get(ids[i]!), domain: toCents(leftToPay(j)) }))
    .filter((found) => found.sql !== found.domain);
}

const columns = (j: BilledJob) => ({
  is_shipped: j.is_shipped,
  total_price: j.total_price,
  tax_amount: j.tax_amount,
  left_to_pay: j.left_to_pay,
  payment_history: j.payment_history,
});

describe('what is left to pay', () => {
  it('is the same in job_rows (job_rows_from_quotes) and in leftToPaySql as leftToPay of the domain, to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(job, job), { minLength: 1, maxLength: 8 }), async (pairs) => {
        const inserted = await database.db
          .insert(quotes)
          .values(
            pairs.map(([first]) => ({
              job_name: 'Lobby signs',
              customer_name: 'Acme Signs',
              quote_date: '2026-03-15',
              ...columns(first),
            })),
          )
          .returning({ id: quotes.id });
        const ids = inserted.map((row) => row.id);
        // Written by the insert trigger, then rewritten by an update (the function's ON CONFLICT branch).
        expect(
          await disagreements(
            ids,
            pairs.map(([first]) => first),
          ),
        ).toEqual([]);
        for (const [i, [, second]] of pairs.entries()) {
          await database.db
            .update(quotes)
            .set(columns(second))
            .where(inArray(quotes.id, [ids[i]!]));
        }
        expect(
          await disagreements(
            ids,
            pairs.map(([, second]) => second),
          ),
        ).toEqual([]);
        expect(
          await disagreements(
            ids,
            pairs.map(([, second]) => second),
            database.db,
            'query',
          ),
        ).toEqual([]);
        // And run on its own over rows it last wrote: nothing changes.
        await database.db.execute(
          sql`SELECT job_rows_from_quotes(${sql.raw(`ARRAY[${ids.join(',')}]::int[]`)})`,
        );
        expect(
          await disagreements(
            ids,
            pairs.map(([, second]) => second),
          ),
        ).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('finds the jobs where a SQL rule differs (a rule planted in a rolled-back transaction)', async () => {
    const [{ definition }] = (
      await database.db.execute<{ definition: string }>(
        sql`SELECT pg_get_functiondef('job_rows_from_quotes(int[])'::regprocedure) AS definition`,
      )
    ).rows as [{ definition: string }];
    // The rule without its first-payment case: the stored balance alone.
    const rule =
      /CASE WHEN q\."is_shipped" AND jsonb_array_length\(q\."payment_history"\) = 0 THEN q\."total_price" \+ q\."tax_amount" ELSE q\."left_to_pay" END/;
    expect(definition).toMatch(rule);
    const shippedUnpaid: BilledJob = {
      is_shipped: true,
      total_price: 704.64,
      tax_amount: 0,
      left_to_pay: 0,
      payment_history: [],
    };
    let found: Awaited<ReturnType<typeof disagreements>> = [];
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(definition.replace(rule, 'q."left_to_pay"')));
        const [row] = await tx
          .insert(quotes)
          .values({
            job_name: 'Lobby signs',
            customer_name: 'Acme Signs',
            quote_date: '2026-03-15',
            ...columns(shippedUnpaid),
          })
          .returning({ id: quotes.id });
        found = await disagreements([row!.id], [shippedUnpaid], tx);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(found).toEqual([{ job: shippedUnpaid, sql: 0, domain: 70464 }]);
  });
});
