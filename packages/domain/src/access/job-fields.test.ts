import { describe, expect, it } from 'vitest';
import { changeableJobFields, jobFieldAccessOf } from './job-fields.ts';
import { Role } from './roles.ts';

const staff = { role: Role.Asante, company: 'Shop' };
const customer = { role: Role.Customer, company: 'Harbor Hotel' };
const admin = { role: Role.Admin, company: 'Shop' };

describe('jobFieldAccessOf', () => {
  it('lets staff change every field and others none of the production, customer or shop fields', () => {
    expect(jobFieldAccessOf(staff)).toEqual({
      customerName: true,
      shopContact: true,
      productionFields: true,
      taxFields: true,
    });
    for (const user of [customer, admin, null]) {
      expect(jobFieldAccessOf(user)).toEqual({
        customerName: false,
        shopContact: false,
        productionFields: false,
        taxFields: false,
      });
    }
  });
});

describe('changeableJobFields', () => {
  const sent = { job_name: 'Lobby', customer_name: 'Other Co', is_shipped: true, materials: 'Steel' };

  it('keeps what staff send', () => {
    expect(changeableJobFields(staff, sent, null)).toEqual(sent);
  });

  it("drops a customer's production fields on a new job and names its own company", () => {
    expect(changeableJobFields(customer, sent, null)).toEqual({
      job_name: 'Lobby',
      customer_name: 'Harbor Hotel',
    });
  });

  it('keeps the stored production fields when a customer saves an existing job', () => {
    const current = { is_shipped: false, materials: 'Acrylic', tracking_number: ['1Z'] };
    expect(changeableJobFields(customer, sent, current)).toMatchObject({
      job_name: 'Lobby',
      customer_name: 'Harbor Hotel',
      is_shipped: false,
      materials: 'Acrylic',
      tracking_number: ['1Z'],
    });
  });

  it("keeps a quote's tax rate and exemption from a customer: stored ones on a save, none on a new job", () => {
    const taxed = { job_name: 'Lobby', customer_name: 'Harbor Hotel', tax_rate_id: 4, tax_exempt: true };
    expect(changeableJobFields(staff, taxed, null)).toEqual(taxed);
    expect(changeableJobFields(customer, taxed, null)).toEqual({
      job_name: 'Lobby',
      customer_name: 'Harbor Hotel',
    });
    expect(changeableJobFields(customer, taxed, { tax_rate_id: 2, tax_exempt: false })).toMatchObject({
      tax_rate_id: 2,
      tax_exempt: false,
    });
  });
});
