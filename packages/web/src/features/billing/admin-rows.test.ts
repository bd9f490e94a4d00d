import { companyInfoSchema } from '@signshop/domain';
import { describe, expect, it } from 'vitest';
import { companiesOf, infoByCompany } from './admin-rows.ts';

describe('admin rows', () => {
  it('lists each company once and finds its info whatever the case or spacing', () => {
    const rows = [{ customer_name: 'Zed' }, { customer_name: 'Ann Signs' }, { customer_name: 'Zed' }];
    expect(companiesOf(rows)).toEqual(['Ann Signs', 'Zed']);
    const find = infoByCompany([
      companyInfoSchema.parse({
        company: 'ann signs ',
        website: 'ann.test',
        payment_terms_text: 'Net 10',
        payment_days: 10,
      }),
    ]);
    expect(find('Ann Signs')?.website).toBe('ann.test');
    expect(find('Ann  SIGNS')?.website).toBe('ann.test');
    expect(find('Zed')).toBeUndefined();
    expect(infoByCompany(undefined)('Zed')).toBeUndefined();
  });
});
