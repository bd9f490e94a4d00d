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
      billing_email: '',
      reminders_opt_out: false,
      tax_rate_id: null,
      tax_exempt: false,
      exemption_certificate: '',
      exemption_expires: null,
      exemption_file_name: '',
    });
    expect(companyInfoSchema.safeParse({ company: ' ' }).success).toBe(false);
  });

  it('removes the tax fields when a customer saves, and keeps its billing email and opt-out', () => {
    const info = {
      company: 'Acme',
      billing_email: 'ap@acme.example',
      reminders_opt_out: true,
      tax_rate_id: 3,
      tax_exempt: true,
      exemption_certificate: 'EX-1',
      exemption_expires: '2027-01-01',
    };
    expect(companyInfoForSave(info, { role: Role.Customer })).toEqual({
      company: 'Acme',
      billing_email: 'ap@acme.example',
      reminders_opt_out: true,
    });
    expect(companyInfoForSave(info, { role: Role.Asante })).toEqual(info);
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
