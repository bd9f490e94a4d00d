import { describe, expect, it } from 'vitest';
import { Role } from '../access/roles.ts';
import { companyInfoForSave, companyInfoSchema } from './company-info.schema.ts';

describe('company info', () => {
  it("defaults to 'Net 30' and 30 days", () => {
    expect(companyInfoSchema.parse({ company: 'Acme' })).toEqual({
      company: 'Acme',
      billing_info: '',
      website: '',
      address: '',
      contact_person: '',
      payment_terms_text: 'Net 30',
      payment_days: 30,
    });
    expect(companyInfoSchema.safeParse({ company: ' ' }).success).toBe(false);
  });

  it('removes payment terms when a customer saves', () => {
    const info = { company: 'Acme', website: 'acme.com', payment_terms_text: 'Net 5', payment_days: 5 };
    expect(companyInfoForSave(info, { role: Role.Customer })).toEqual({
      company: 'Acme',
      website: 'acme.com',
    });
    expect(companyInfoForSave(info, { role: Role.Admin })).toEqual(info);
    expect(companyInfoForSave(info, { role: Role.Asante })).toEqual(info);
  });
});
