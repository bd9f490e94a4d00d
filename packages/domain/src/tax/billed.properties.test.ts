import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billedAmount } from '../billing/billed-amount.ts';
import { applyPayment, totalPaid } from '../billing/payment-history.ts';
import { leftToPay, paymentRefusal } from '../billing/payment-rules.ts';
import { invoiceSummary } from '../billing/invoice-summary.ts';
import { formatMoney, fromCents, plainMoney, toCents } from '../pricing/money.ts';
import { quoteTax } from './quote-tax.ts';
import { taxLines } from './tax-lines.ts';

/** A saved quote with a random total, shipping, rate and exemption, its tax computed as a save does. */
const taxedQuote = fc
  .record({
    signsCents: fc.integer({ min: -100_000_000, max: 1_000_000_000 }),
    shippingCents: fc.integer({ min: 0, max: 10_000_000 }),
    tenThousandths: fc.integer({ min: 1, max: 1_000_000 }),
    taxes_shipping: fc.boolean(),
    exempt: fc.boolean(),
  })
  .map(({ signsCents, shippingCents, tenThousandths, taxes_shipping, exempt }) => {
    const quote = {
      total_price: fromCents(signsCents + shippingCents),
      shipping_cost: fromCents(shippingCents),
    };
    const percent = tenThousandths / 10_000;
    const tax_amount = quoteTax(quote, { percent, taxes_shipping, exempt });
    return { ...quote, tax_amount, tax_rate_name: 'County', tax_percent: percent, tax_exempt: exempt };
  });

/** Reads '$1,234.50' or '-$3.00' back as dollars. */
const readMoney = (text: string) => Number(text.replace(/[$,]/g, ''));

describe('the billed amount', () => {
  it('is the same number on the editor, the quote PDF and invoice (formatMoney), and the accounting export (plainMoney)', () => {
    fc.assert(
      fc.property(taxedQuote, (quote) => {
        const billed = billedAmount(quote);
        expect(toCents(billed)).toBe(toCents(quote.total_price) + toCents(quote.tax_amount));
        // The editor, quote PDF and invoice show taxLines(quote).billed with formatMoney.
        expect(taxLines(quote)!.billed).toBe(billed);
        expect(readMoney(formatMoney(taxLines(quote)!.billed))).toBe(billed);
        // The accounting export writes plainMoney of the line amounts: sales + tax.
        const written = (dollars: number) => toCents(Number(plainMoney(dollars)));
        expect(written(quote.total_price) + written(quote.tax_amount)).toBe(toCents(billed));
        // Make Payment's Invoice Amount.
        const shipped = { ...quote, is_shipped: true, left_to_pay: 0, payment_history: [] };
        expect(
          invoiceSummary(
            { ...shipped, left_to_pay: leftToPay(shipped), shipped_date: null },
            30,
            '2026-01-01',
          ).invoiceAmount,
        ).toBe(billed);
        if (quote.tax_exempt) expect(quote.tax_amount).toBe(0);
      }),
    );
  });

  it('is paid off exactly: payments + left_to_pay = billed after any sequence of payments', () => {
    fc.assert(
      fc.property(
        taxedQuote,
        fc.array(fc.integer({ min: 1, max: 200_000_000 }), { maxLength: 8 }),
        (quote, payments) => {
          const billed = billedAmount(quote);
          let job = {
            ...quote,
            is_shipped: true,
            left_to_pay: 0,
            payment_history: [] as ReturnType<typeof applyPayment>['payment_history'],
          };
          for (const cents of payments) {
            const amount = fromCents(cents);
            if (paymentRefusal(job, amount) !== null) continue;
            job = {
              ...job,
              ...applyPayment(
                { ...job, left_to_pay: leftToPay(job) },
                { amount, nickName: 'Bank', today: '2026-01-02' },
              ),
            };
            expect(toCents(totalPaid(job.payment_history)) + toCents(leftToPay(job))).toBe(toCents(billed));
          }
          expect(toCents(totalPaid(job.payment_history)) + toCents(leftToPay(job))).toBe(toCents(billed));
        },
      ),
    );
  });
});
