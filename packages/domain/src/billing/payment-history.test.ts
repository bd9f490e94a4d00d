import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PAID_OFF_LABEL,
  applyPayment,
  canReceivePayment,
  isPaidOff,
  parsePaymentAmount,
  totalPaid,
} from './payment-history.ts';
import { jobInvoiceSchema } from './job-invoice.schema.ts';
import { paymentHistoryEntrySchema, type PaymentHistoryEntry } from './payment-history.schema.ts';

const job = { is_shipped: true, left_to_pay: 704.64, payment_history: [] as PaymentHistoryEntry[] };

describe('payments', () => {
  it('lets a shipped job with a balance receive payments', () => {
    expect(canReceivePayment(job)).toBe(true);
    expect(canReceivePayment({ ...job, is_shipped: false })).toBe(false);
    expect(canReceivePayment({ ...job, left_to_pay: 0 })).toBe(false);
    expect(isPaidOff({ left_to_pay: -0.001 })).toBe(true);
    expect(PAID_OFF_LABEL).toBe('Paid Off');
  });

  it('reads typed amounts as decimals', () => {
    expect(parsePaymentAmount('100.5')).toBe(100.5);
    expect(parsePaymentAmount(' $1,234.56 ')).toBe(1234.56);
    expect(parsePaymentAmount('0')).toBeNull();
    expect(parsePaymentAmount('-5')).toBeNull();
    expect(parsePaymentAmount('ten')).toBeNull();
  });

  it('records a payment', () => {
    expect(applyPayment(job, { amount: 200.32, nickName: 'Main', today: '2024-05-01' })).toEqual({
      last_date_paid: '2024-05-01',
      left_to_pay: 504.32,
      payment_history: [{ payment: 200.32, date: '2024-05-01', nick_name: 'Main', admin_paid: false }],
    });
  });

  it('keeps payments plus left_to_pay equal to what was billed', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100000 }), { maxLength: 10 }), (payments) => {
        let state = job;
        for (const cents of payments)
          state = {
            ...state,
            ...applyPayment(state, { amount: cents / 100, nickName: 'x', today: '2024-01-01' }),
          };
        expect(totalPaid(state.payment_history) + state.left_to_pay).toBeCloseTo(704.64, 9);
      }),
    );
  });

  it('parses history entries and jobs with defaults', () => {
    expect(paymentHistoryEntrySchema.parse({ payment: 5, date: '2024-01-01' })).toEqual({
      payment: 5,
      date: '2024-01-01',
      nick_name: '',
      admin_paid: false,
    });
    expect(jobInvoiceSchema.parse({ id: 1 })).toMatchObject({
      quote_sequence: 1,
      admin_paid: false,
      shipped_date: null,
    });
  });
});
