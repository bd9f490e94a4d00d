import { describe, expect, it } from 'vitest';
import { companiesOf, infoByCompany, paymentEntries } from './admin-rows.ts';
import { invoiceRow } from '../../../test/fixtures/billing.ts';

const entry = (payment: number, date: string) => ({ payment, date, nick_name: 'Main', admin_paid: false });

describe('admin rows', () => {
  it('makes one row per payment, newest first, keeping each entry index', () => {
    const a = invoiceRow({ id: 1, payment_history: [entry(10, '2026-05-01'), entry(20, '2026-05-03')] });
    const b = invoiceRow({ id: 2, payment_history: [entry(30, '2026-05-02')] });
    const c = invoiceRow({ id: 3 });
    expect(paymentEntries([a, b, c]).map((row) => [row.job.id, row.index, row.entry.payment])).toEqual([
      [1, 1, 20],
      [2, 0, 30],
      [1, 0, 10],
    ]);
  });

  it('lists each company once and finds its info whatever the case or spacing', () => {
    const rows = [{ customer_name: 'Zed' }, { customer_name: 'Ann Signs' }, { customer_name: 'Zed' }];
    expect(companiesOf(rows)).toEqual(['Ann Signs', 'Zed']);
    const find = infoByCompany([
      {
        company: 'ann signs ',
        billing_info: '',
        website: 'ann.test',
        address: '',
        contact_person: '',
        payment_terms_text: 'Net 10',
        payment_days: 10,
      },
    ]);
    expect(find('Ann Signs')?.website).toBe('ann.test');
    expect(find('Ann  SIGNS')?.website).toBe('ann.test');
    expect(find('Zed')).toBeUndefined();
    expect(infoByCompany(undefined)('Zed')).toBeUndefined();
  });
});
