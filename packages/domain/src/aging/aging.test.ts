import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, daysBetween } from '../dates/just-date.ts';
import { lateInterest } from '../billing/interest.ts';
import { companyKey } from '../company-info/company-key.ts';
import { agingBucket, agingOf, exemptionExpired, openBalanceAsOf, type AgingInvoice } from './aging.ts';

const invoice = (over: Partial<AgingInvoice> = {}): AgingInvoice => ({
  customer_name: 'Harbor Dental',
  shipped_date: '2026-01-01',
  payment_days: 30,
  left_to_pay: 100,
  payment_history: [],
  ...over,
});

describe('aging buckets', () => {
  it('puts an invoice due today or later in current, and each edge day in its bucket', () => {
    expect(agingBucket(-5)).toBe('current');
    expect(agingBucket(0)).toBe('current');
    expect(agingBucket(1)).toBe('days_1_30');
    expect(agingBucket(30)).toBe('days_1_30');
    expect(agingBucket(31)).toBe('days_31_60');
    expect(agingBucket(60)).toBe('days_31_60');
    expect(agingBucket(61)).toBe('days_61_90');
    expect(agingBucket(90)).toBe('days_61_90');
    expect(agingBucket(91)).toBe('over_90');
  });

  it('ages by the due date (shipped + payment days) as of the day asked', () => {
    // Shipped 2026-01-01, Net 30: due 2026-01-31.
    const at = (asOf: string) => agingOf([invoice()], asOf).total;
    expect(at('2026-01-31')).toMatchObject({ current: 100, days_1_30: 0, interest: 0 });
    expect(at('2026-02-01')).toMatchObject({ current: 0, days_1_30: 100, interest: 0.05 }); // 100×0.2/365
    expect(at('2026-03-02')).toMatchObject({ days_1_30: 100, days_31_60: 0 }); // 30 days
    expect(at('2026-03-03')).toMatchObject({ days_1_30: 0, days_31_60: 100 }); // 31 days
    expect(at('2026-04-01')).toMatchObject({ days_31_60: 100 }); // 60 days
    expect(at('2026-04-02')).toMatchObject({ days_61_90: 100 }); // 61 days
    expect(at('2026-05-01')).toMatchObject({ days_61_90: 100 }); // 90 days
    expect(at('2026-05-02')).toMatchObject({ over_90: 100, balance: 100, interest: 4.99, total_due: 104.99 }); // 91 days
  });

  it("uses each company's payment days", () => {
    const net10 = invoice({ payment_days: 10 });
    expect(agingOf([net10], '2026-01-12').total.days_1_30).toBe(100);
    expect(agingOf([net10], '2026-01-11').total.current).toBe(100);
  });

  it('counts an invoice marked shipped without a date as current, without interest, whatever the day', () => {
    const undated = invoice({ shipped_date: null, left_to_pay: 75 });
    expect(agingOf([undated], '2030-01-01').total).toMatchObject({ current: 75, interest: 0, invoices: 1 });
  });

  it('leaves out an invoice not shipped by the as-of date, and one paid off by then', () => {
    expect(agingOf([invoice()], '2025-12-31').total.invoices).toBe(0);
    const paid = invoice({
      left_to_pay: 0,
      payment_history: [{ payment: 100, date: '2026-02-10' }],
    });
    expect(agingOf([paid], '2026-02-10').total.invoices).toBe(0);
    // The day before the payment it was open, 10 days past due.
    expect(agingOf([paid], '2026-02-09').total).toMatchObject({ days_1_30: 100, invoices: 1 });
  });

  it('adds back only what a later payment paid toward the invoice, not its interest part', () => {
    const paid = invoice({
      left_to_pay: 0,
      payment_history: [
        { payment: 40, date: '2026-01-05' },
        { payment: 60.5, interest: 0.5, date: '2026-03-01' },
      ],
    });
    expect(openBalanceAsOf(paid, '2026-01-04')).toBe(100);
    expect(openBalanceAsOf(paid, '2026-01-05')).toBe(60);
    expect(openBalanceAsOf(paid, '2026-03-01')).toBe(0);
  });

  it('lines up companies by company key, named as their first invoice, with a total', () => {
    const aging = agingOf(
      [
        invoice({ customer_name: 'Zeta Labs', left_to_pay: 10.1 }),
        invoice({ customer_name: 'harbor  dental ', left_to_pay: 0.2 }),
        invoice({ customer_name: 'Harbor Dental', left_to_pay: 0.1 }),
      ],
      '2026-01-15',
    );
    expect(aging.companies.map((line) => [line.company, line.current, line.invoices])).toEqual([
      ['harbor  dental', 0.3, 2],
      ['Zeta Labs', 10.1, 1],
    ]);
    expect(aging.total).toMatchObject({ company: 'Total', current: 10.4, balance: 10.4, invoices: 3 });
  });
});

/** Generated invoices ship within about a year of this day, so every bucket is reached. */
const BASE_DAY = '2025-01-01';
describe('expired tax exemption', () => {
  it('flags an exempt company whose exemption ended before the as-of day', () => {
    const exempt = { tax_exempt: true, exemption_expires: '2026-03-31' };
    expect(exemptionExpired(exempt, '2026-03-31')).toBe(false);
    expect(exemptionExpired(exempt, '2026-04-01')).toBe(true);
    expect(exemptionExpired({ ...exempt, tax_exempt: false }, '2026-04-01')).toBe(false);
    expect(exemptionExpired({ ...exempt, exemption_expires: null }, '2026-04-01')).toBe(false);
  });
});

const cents = fc.integer({ min: 0, max: 5_000_000 });
const invoiceArbitrary = fc
  .record({
    customer_name: fc.constantFrom('Acme', 'acme ', 'Bolt Labs', 'Cedar', 'CEDAR'),
    shipped_date: fc.option(
      fc.integer({ min: 0, max: 400 }).map((day) => addDays(BASE_DAY, day)),
      { freq: 8 },
    ),
    payment_days: fc.integer({ min: 0, max: 120 }),
    billedCents: cents,
    payments: fc.array(
      fc.record({
        share: fc.double({ min: 0, max: 1, noNaN: true }),
        after: fc.nat(400),
        interestCents: fc.nat(500),
      }),
      { maxLength: 4 },
    ),
  })
  .map(({ billedCents, payments, ...rest }): AgingInvoice => {
    // Payments never pay more than was billed, so left to pay = billed − paid stays ≥ 0.
    let left = billedCents;
    const history = payments.map(({ share, after, interestCents }) => {
      const principal = Math.floor(left * share);
      left -= principal;
      return {
        payment: (principal + interestCents) / 100,
        interest: interestCents / 100,
        date: addDays(rest.shipped_date ?? BASE_DAY, after),
      };
    });
    return { ...rest, left_to_pay: left / 100, payment_history: history };
  });

/** The aging of one company computed from scratch: billed less what was paid by the day, bucketed by days past due. */
function fromScratch(invoices: AgingInvoice[], asOf: string) {
  const buckets = [0, 0, 0, 0, 0];
  let interest = 0;
  for (const inv of invoices) {
    if (inv.shipped_date !== null && inv.shipped_date > asOf) continue;
    const paidCents = (entries: AgingInvoice['payment_history']) =>
      entries.reduce((s, e) => s + Math.round(e.payment * 100) - Math.round((e.interest ?? 0) * 100), 0);
    const billed = Math.round(inv.left_to_pay * 100) + paidCents(inv.payment_history);
    const open = billed - paidCents(inv.payment_history.filter((e) => e.date <= asOf));
    if (open <= 0) continue;
    if (inv.shipped_date === null) {
      buckets[0]! += open; // never due
      continue;
    }
    const due = addDays(inv.shipped_date, inv.payment_days);
    const late = daysBetween(due, asOf);
    const index = late <= 0 ? 0 : late <= 30 ? 1 : late <= 60 ? 2 : late <= 90 ? 3 : 4;
    buckets[index]! += open;
    interest += Math.round(lateInterest(open / 100, due, asOf) * 100);
  }
  return { buckets, interest };
}

describe('aging on generated invoices', () => {
  it('equals a from-scratch computation per company and in total, and the buckets sum to the open balances', () => {
    fc.assert(
      fc.property(
        fc.array(invoiceArbitrary, { maxLength: 25 }),
        fc.integer({ min: -10, max: 700 }),
        (invoices, day) => {
          const asOf = addDays(BASE_DAY, day);
          const aging = agingOf(invoices, asOf);
          const toCentsAll = (line: (typeof aging)['total']) =>
            [line.current, line.days_1_30, line.days_31_60, line.days_61_90, line.over_90].map((d) =>
              Math.round(d * 100),
            );
          for (const line of aging.companies) {
            const own = invoices.filter((inv) => companyKey(inv.customer_name) === companyKey(line.company));
            const expected = fromScratch(own, asOf);
            expect(toCentsAll(line)).toEqual(expected.buckets);
            expect(Math.round(line.interest * 100)).toBe(expected.interest);
          }
          const all = fromScratch(invoices, asOf);
          expect(toCentsAll(aging.total)).toEqual(all.buckets);
          const open = invoices.reduce((s, inv) => s + Math.round(openBalanceAsOf(inv, asOf) * 100), 0);
          expect(Math.round(aging.total.balance * 100)).toBe(open);
          expect(toCentsAll(aging.total).reduce((s, c) => s + c, 0)).toBe(open);
          const companiesSum = aging.companies.reduce((s, line) => s + Math.round(line.balance * 100), 0);
          expect(companiesSum).toBe(open);
          expect(aging.companies.map((line) => companyKey(line.company))).toEqual(
            [...new Set(aging.companies.map((line) => companyKey(line.company)))].sort(),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
