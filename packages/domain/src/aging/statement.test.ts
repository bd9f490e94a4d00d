import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../dates/just-date.ts';
import { toCents } from '../pricing/money.ts';
import { agingOf } from './aging.ts';
import { statementOf, type StatementInvoice } from './statement.ts';

const invoice = (over: Partial<StatementInvoice>): StatementInvoice => ({
  customer_name: 'Harbor Dental',
  given_id: 'Q1',
  job_name: 'Lobby',
  shipped_date: '2026-01-10',
  payment_days: 30,
  billed: 100,
  left_to_pay: 100,
  payment_history: [],
  ...over,
});

describe('statement', () => {
  it('opens with what was owed before the period, lists its invoices and payments, closes with the aging', () => {
    const older = invoice({
      given_id: 'Q0',
      shipped_date: '2025-12-01',
      billed: 250,
      left_to_pay: 0,
      payment_history: [
        { payment: 50, date: '2025-12-20' },
        { payment: 201, interest: 1, date: '2026-01-20' },
      ],
    });
    const inPeriod = invoice({
      given_id: 'Q2',
      shipped_date: '2026-01-15',
      billed: 80.25,
      left_to_pay: 80.25,
    });
    const later = invoice({ given_id: 'Q3', shipped_date: '2026-02-03', billed: 999, left_to_pay: 999 });
    const statement = statementOf('Harbor Dental', [later, inPeriod, older], '2026-01-01', '2026-01-31');
    expect(statement.opening_balance).toBe(200);
    expect(statement.invoices).toEqual([
      {
        given_id: 'Q2',
        job_name: 'Lobby',
        shipped_date: '2026-01-15',
        due_date: '2026-02-14',
        amount: 80.25,
      },
    ]);
    expect(statement.invoiced).toBe(80.25);
    expect(statement.payments).toEqual([{ date: '2026-01-20', given_id: 'Q0', payment: 201, interest: 1 }]);
    expect(statement.paid).toBe(200);
    expect(statement.closing_balance).toBe(80.25);
    expect(statement.aging).toMatchObject({ company: 'Harbor Dental', current: 80.25, balance: 80.25 });
  });

  it('closes at opening + invoiced − paid, the aging balance as of its last day, on generated invoices', () => {
    const generated = fc.array(
      fc.record({
        shipped: fc.integer({ min: 0, max: 200 }),
        billedCents: fc.integer({ min: 1, max: 1_000_000 }),
        paid: fc.array(fc.record({ cents: fc.nat(400_000), after: fc.nat(120) }), { maxLength: 3 }),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(generated, fc.nat(200), fc.nat(90), (rows, start, length) => {
        const invoices = rows.map(({ shipped, billedCents, paid }, index): StatementInvoice => {
          const shippedDate = addDays('2025-06-01', shipped);
          let left = billedCents;
          const history = paid.map(({ cents, after }) => {
            const principal = Math.min(left, cents);
            left -= principal;
            return { payment: principal / 100, date: addDays(shippedDate, after) };
          });
          return invoice({
            given_id: `Q${index}`,
            shipped_date: shippedDate,
            billed: billedCents / 100,
            left_to_pay: left / 100,
            payment_history: history,
          });
        });
        const from = addDays('2025-06-01', start);
        const to = addDays(from, length);
        const statement = statementOf('Harbor Dental', invoices, from, to);
        expect(toCents(statement.closing_balance)).toBe(
          toCents(statement.opening_balance) + toCents(statement.invoiced) - toCents(statement.paid),
        );
        expect(statement.closing_balance).toBe(agingOf(invoices, to).total.balance);
      }),
      { numRuns: 300 },
    );
  });
});
