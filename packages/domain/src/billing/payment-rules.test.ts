import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromCents, toCents } from '../pricing/money.ts';
import { applyPayment, totalPaid } from './payment-history.ts';
import { amountToInvoice, leftToPay, paymentRefusal } from './payment-rules.ts';
import type { PaymentHistoryEntry } from './payment-history.schema.ts';

const shipped = (total: number) => ({
  is_shipped: true,
  total_price: total,
  tax_amount: 0,
  left_to_pay: 0,
  payment_history: [] as PaymentHistoryEntry[],
});

describe('what is left to pay', () => {
  it('is the whole invoice until the first payment, then the stored balance', () => {
    expect(leftToPay(shipped(704.64))).toBe(704.64);
    const paid = {
      ...shipped(704.64),
      ...applyPayment(
        { ...shipped(704.64), left_to_pay: 704.64 },
        { amount: 4.64, nickName: 'Main', today: '2024-01-01' },
      ),
    };
    expect(leftToPay(paid)).toBe(700);
    expect(leftToPay({ ...shipped(50), is_shipped: false, left_to_pay: 0 })).toBe(0);
  });
});

describe('a taxed job', () => {
  it('owes and is invoiced its billed amount, total_price + tax', () => {
    const taxed = { ...shipped(1000), tax_amount: 82.5 };
    expect(leftToPay(taxed)).toBe(1082.5);
    expect(amountToInvoice({ ...taxed, is_shipped: false })).toBe(1082.5);
    expect(paymentRefusal(taxed, 1082.5)).toBeNull();
    expect(paymentRefusal(taxed, 1082.51)).toBe('That is more than the $1,082.50 total amount due.');
  });
});

describe('paying the total amount due (balance + interest)', () => {
  const overdue = shipped(4780.6);
  it('allows up to the total amount due and refuses more, naming it in dollars', () => {
    expect(paymentRefusal(overdue, 4974.44, 193.84)).toBeNull();
    expect(paymentRefusal(overdue, 4974.45, 193.84)).toBe(
      'That is more than the $4,974.44 total amount due.',
    );
  });

  it('records the part above the balance as interest on the entry, and the job is paid off', () => {
    const paid = applyPayment(
      { ...overdue, left_to_pay: 4780.6 },
      { amount: 4974.44, nickName: 'Main', today: '2026-11-25' },
    );
    expect(paid.left_to_pay).toBe(0);
    expect(paid.payment_history).toEqual([
      { payment: 4974.44, interest: 193.84, date: '2026-11-25', nick_name: 'Main', admin_paid: false },
    ]);
    expect(totalPaid(paid.payment_history)).toBe(4780.6);
  });
});

describe('what an invoice asks for', () => {
  it('is what is left to pay once shipped, and total − payments before shipping (never $0)', () => {
    expect(amountToInvoice(shipped(704.64))).toBe(704.64);
    expect(
      amountToInvoice({
        ...shipped(704.64),
        left_to_pay: 504.64,
        payment_history: [{ date: '2024-01-01', payment: 200, nick_name: 'Main', admin_paid: false }],
      }),
    ).toBe(504.64);
    expect(amountToInvoice({ ...shipped(704.64), is_shipped: false })).toBe(704.64);
    expect(
      amountToInvoice({
        ...shipped(704.64),
        is_shipped: false,
        payment_history: [
          { date: '2024-01-01', payment: 0.1, nick_name: 'Main', admin_paid: false },
          { date: '2024-01-02', payment: 0.2, nick_name: 'Main', admin_paid: false },
        ],
      }),
    ).toBe(704.34);
  });
});

describe('refused payments', () => {
  it('says why, with the amount left', () => {
    const job = shipped(1234.5);
    expect(paymentRefusal(job, 0)).toBe('Enter a payment above 0.00.');
    expect(paymentRefusal(job, -5)).toBe('Enter a payment above 0.00.');
    expect(paymentRefusal(job, 0.004)).toBe('Enter a payment above 0.00.');
    expect(paymentRefusal(job, Number.NaN)).toBe('Enter a payment above 0.00.');
    expect(paymentRefusal(job, 1234.51)).toBe('That is more than the $1,234.50 total amount due.');
    expect(paymentRefusal({ ...job, is_shipped: false }, 5)).toBe(
      'This job has not shipped yet, so there is no invoice to pay.',
    );
    expect(paymentRefusal(job, 1234.5)).toBeNull();
    expect(paymentRefusal(job, 0.01)).toBeNull();
  });

  it('refuses anything once paid off', () => {
    const job = {
      ...shipped(10),
      left_to_pay: 0,
      payment_history: [{ payment: 10, date: '2024-01-01', nick_name: 'M', admin_paid: false }],
    };
    expect(paymentRefusal(job, 0.01)).toBe('This invoice is already paid off.');
  });

  it('keeps Σ payments + left_to_pay = the billed amount exactly, for any attempts, and refuses every overpayment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: -1000, max: 3_000_000 }), { maxLength: 25 }),
        (billedCents, attempts) => {
          const billed = fromCents(billedCents);
          let job = shipped(billed);
          for (const cents of attempts) {
            const before = toCents(leftToPay(job));
            const refusal = paymentRefusal(job, fromCents(cents));
            if (cents > before || cents <= 0) {
              expect(refusal).not.toBeNull();
              continue;
            }
            expect(refusal).toBeNull();
            const paid = applyPayment(
              { ...job, left_to_pay: leftToPay(job) },
              { amount: fromCents(cents), nickName: 'Main', today: '2024-01-01' },
            );
            job = { ...job, ...paid };
            // Exactly, in cents and in dollars: no float drift however many payments.
            expect(toCents(totalPaid(job.payment_history)) + toCents(job.left_to_pay)).toBe(billedCents);
            expect(fromCents(toCents(totalPaid(job.payment_history)) + toCents(job.left_to_pay))).toBe(
              billed,
            );
            expect(job.left_to_pay).toBe(fromCents(before - cents));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
