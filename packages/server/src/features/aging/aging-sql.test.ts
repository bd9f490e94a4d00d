import fc from 'fast-check';
import { addDays, agingOf, companyKey, fromCents, type AgingInvoice } from '@signshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInfos } from '../../db/schema/index.ts';
import { insertQuote } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { agingLinesSql } from './aging-sql.ts';

let t: TestApp;
const BASE = '2025-01-01';
const NAMES = ['Acme Signs', 'acme  SIGNS ', 'Bolt Dental', 'Cedar Labs', 'Ｄune Supply'];
const PAYMENT_DAYS: Record<string, number> = { 'bolt dental': 10, 'cedar labs': 45 };

/** Generated invoices, each with its payments (never more than billed), some without a shipped date. */
const invoices = fc.sample(
  fc.record({
    name: fc.constantFrom(...NAMES),
    shipped: fc.option(fc.integer({ min: 0, max: 500 }), { freq: 10 }),
    billedCents: fc.integer({ min: 1, max: 2_000_000 }),
    payments: fc.array(
      fc.record({
        share: fc.double({ min: 0, max: 1, noNaN: true }),
        after: fc.nat(300),
        interestCents: fc.nat(900),
      }),
      { maxLength: 3 },
    ),
  }),
  { numRuns: 150, seed: 42 },
);

const domainInvoices: AgingInvoice[] = [];

beforeAll(async () => {
  t = await startTestApp();
  await t.db
    .insert(companyInfos)
    .values(Object.entries(PAYMENT_DAYS).map(([company, payment_days]) => ({ company, payment_days })));
  for (const [index, { name, shipped, billedCents, payments }] of invoices.entries()) {
    const shippedDate = shipped === null ? null : addDays(BASE, shipped);
    let left = billedCents;
    const history = payments.map(({ share, after, interestCents }) => {
      const principal = Math.floor(left * share);
      left -= principal;
      return {
        payment: fromCents(principal + interestCents),
        interest: fromCents(interestCents),
        date: addDays(shippedDate ?? BASE, after),
        nick_name: 'Operating',
        admin_paid: false,
      };
    });
    const lastPaid =
      history
        .map((entry) => entry.date)
        .sort()
        .at(-1) ?? null;
    await insertQuote(t.db, {
      customer_name: name,
      given_id: `GEN-${index}`,
      total_price: fromCents(billedCents),
      is_shipped: true,
      shipped_date: shippedDate,
      left_to_pay: fromCents(left),
      payment_history: history,
      last_date_paid: lastPaid,
    });
    domainInvoices.push({
      customer_name: name,
      shipped_date: shippedDate,
      payment_days: PAYMENT_DAYS[companyKey(name)] ?? 30,
      // What job_rows holds: a shipped job without payments owes its whole total.
      left_to_pay: history.length === 0 ? fromCents(billedCents) : fromCents(left),
      payment_history: history,
    });
  }
});
afterAll(() => t.close());

describe('the aging summed in SQL', () => {
  it.each([-5, 0, 40, 130, 300, 520, 900])(
    'equals the domain agingOf to the cent, %i days after the first shipment',
    async (day) => {
      const asOf = addDays(BASE, day);
      const inSql = await agingLinesSql(t.db, asOf, null);
      const inDomain = agingOf(domainInvoices, asOf).companies;
      const figures = (line: (typeof inDomain)[number] | (typeof inSql)[number]) => [
        companyKey(line.company),
        line.current,
        line.days_1_30,
        line.days_31_60,
        line.days_61_90,
        line.over_90,
        line.interest,
        line.invoices,
      ];
      expect(inDomain.reduce((sum, line) => sum + line.invoices, 0)).toBeGreaterThan(0);
      expect(inSql.map(figures)).toEqual(inDomain.map(figures));
    },
  );

  it('reads the companies asked for alone, each line as in the whole read', async () => {
    const asOf = addDays(BASE, 130);
    const whole = await agingLinesSql(t.db, asOf, null);
    const keys = ['acme signs', 'cedar labs', 'nobody owes'];
    expect(whole.map((line) => line.key)).toContain('acme signs');
    expect(await agingLinesSql(t.db, asOf, keys)).toEqual(whole.filter((line) => keys.includes(line.key)));
  });
});
