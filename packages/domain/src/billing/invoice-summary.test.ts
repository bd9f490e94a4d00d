import { describe, expect, it } from 'vitest';
import { invoiceSummary } from './invoice-summary.ts';

describe('invoiceSummary', () => {
  it('adds interest from the due date on what is left', () => {
    const job = { total_price: 1500, tax_amount: 0, left_to_pay: 1000, shipped_date: '2024-01-01' };
    expect(invoiceSummary(job, 30, '2024-03-01')).toEqual({
      invoiceAmount: 1500,
      dueDate: '2024-01-31',
      interest: 16.44,
      totalDue: 1016.44,
      amountLeft: 1000,
      paidOff: false,
    });
  });

  it('asks for the billed amount, total_price + tax', () => {
    const job = { total_price: 1000, tax_amount: 82.5, left_to_pay: 1082.5, shipped_date: '2024-01-01' };
    expect(invoiceSummary(job, 30, '2024-01-20')).toMatchObject({ invoiceAmount: 1082.5, totalDue: 1082.5 });
  });

  it('charges no interest before the due date, nor on an unshipped job', () => {
    expect(
      invoiceSummary(
        { total_price: 10, tax_amount: 0, left_to_pay: 10, shipped_date: '2024-01-01' },
        30,
        '2024-01-20',
      ).interest,
    ).toBe(0);
    expect(
      invoiceSummary(
        { total_price: 10, tax_amount: 0, left_to_pay: 10, shipped_date: null },
        30,
        '2025-01-01',
      ),
    ).toMatchObject({
      dueDate: null,
      interest: 0,
    });
  });
});
