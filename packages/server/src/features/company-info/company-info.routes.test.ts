import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInfos } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import {
  insertAccount,
  insertQuote,
  PERSONAS,
  signIn,
  type Persona,
} from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
const as = {} as Record<Persona | 'customerB', ApiClient>;
const record = (overrides: Record<string, unknown> = {}) => ({
  company: 'Acme Signs',
  billing_info: 'Accounts payable, PO required',
  website: 'acme.example',
  address: '1 Main St, Springfield',
  contact_person: 'Dana Reyes',
  ...overrides,
});
/** The billing contact and tax fields of a record that never set them. */
const NO_BILLING_OR_TAX = {
  billing_email: '',
  reminders_opt_out: false,
  tax_rate_id: null,
  tax_exempt: false,
  exemption_certificate: '',
  exemption_expires: null,
  exemption_file_name: '',
};
const stored = async (company: string) =>
  (
    await t.db
      .select()
      .from(companyInfos)
      .where(sql`lower(${companyInfos.company}) = lower(${company})`)
  )[0];

beforeAll(async () => {
  t = await startTestApp();
  for (const persona of Object.keys(PERSONAS) as Persona[]) {
    as[persona] = await signIn(
      t.client(),
      (
        await insertAccount(t.db, {
          ...PERSONAS[persona],
          company: persona === 'admin' ? 'SignShop' : 'Acme Signs',
        })
      ).email,
    );
  }
  as.customerB = await signIn(
    t.client(),
    (await insertAccount(t.db, { ...PERSONAS.customer, company: 'Bolt Dental' })).email,
  );
});
afterAll(() => t.close());

describe('access', () => {
  const customerCalls: Array<[string, string, unknown?]> = [
    ['GET', '/api/company_info/Acme%20Signs'],
    ['POST', '/api/company_info', record()],
    ['PUT', '/api/company_info', record()],
  ];
  const adminCalls: Array<[string, string, unknown?]> = [
    ['POST', '/api/company_info/get_company_infos', { company_names: ['Acme Signs'] }],
    ['GET', '/api/company_info/names/ac'],
  ];
  it('answers 401 signed out, 403 to unverified and machine users, and writes nothing', async () => {
    for (const [method, url, body] of [...customerCalls, ...adminCalls])
      expect((await t.client().request(method, url, body)).status).toBe(401);
    for (const persona of ['unverified', 'machine'] as Persona[])
      for (const [method, url, body] of [...customerCalls, ...adminCalls])
        expect((await as[persona].request(method, url, body)).status).toBe(403);
    for (const [method, url, body] of adminCalls)
      expect((await as.customer.request(method, url, body)).status).toBe(403);
    expect(await t.db.select().from(companyInfos)).toEqual([]);
  });
});

describe('a customer', () => {
  it('gets 404 before its first save, then creates its record with POST: Net 30 / 30 days whatever it sent', async () => {
    const missing = await as.customer.get('/api/company_info/Acme%20Signs');
    expect(missing.status).toBe(404);
    expect(missing.body.err).toBe('There is no company information for Acme Signs yet.');

    const created = await as.customer.post(
      '/api/company_info',
      record({ company: 'Bolt Dental', payment_terms_text: 'Net 5', payment_days: 5 }),
    );
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      ...record(),
      payment_terms_text: 'Net 30',
      payment_days: 30,
      ...NO_BILLING_OR_TAX,
      is_new_customer: false,
    });
    expect(await stored('Bolt Dental')).toBeUndefined();
    expect(await stored('Acme Signs')).toMatchObject({
      ...record(),
      payment_terms_text: 'Net 30',
      payment_days: 30,
    });
    expect((await as.customer.get('/api/company_info/acme%20signs')).body).toEqual(created.body);
  });

  it('updates with PUT but cannot change its payment terms (a PUT with Net 5 leaves Net 30)', async () => {
    const response = await as.customer.put(
      '/api/company_info',
      record({ website: 'acme-signs.example', payment_terms_text: 'Net 5', payment_days: 5 }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      website: 'acme-signs.example',
      payment_terms_text: 'Net 30',
      payment_days: 30,
    });
    expect(await stored('Acme Signs')).toMatchObject({
      website: 'acme-signs.example',
      payment_terms_text: 'Net 30',
      payment_days: 30,
    });
  });

  it('gets 409 creating a record that exists, and the record stays as it was', async () => {
    const before = await stored('Acme Signs');
    const response = await as.customer.post('/api/company_info', record({ website: 'changed.example' }));
    expect(response.status).toBe(409);
    expect(response.body.err).toBe(
      'Company information for Acme Signs already exists. Reload the page and save your changes again.',
    );
    expect(await stored('Acme Signs')).toEqual(before);
  });

  it("never reads nor writes another company's record", async () => {
    await t.db.insert(companyInfos).values({ company: 'Cedar Clinic', website: 'cedar.example' });
    const read = await as.customerB.get('/api/company_info/Cedar%20Clinic');
    expect(read.status).toBe(404);
    expect(JSON.stringify(read.body)).not.toContain('cedar.example');
    // The company named in the body is replaced by the caller's own: Bolt has no record yet.
    const write = await as.customerB.put(
      '/api/company_info',
      record({ company: 'Cedar Clinic', website: 'hacked' }),
    );
    expect(write.status).toBe(404);
    expect(write.body.err).toBe('There is no company information for Bolt Dental yet.');
    expect((await stored('Cedar Clinic'))?.website).toBe('cedar.example');
    expect((await as.customerB.get('/api/company_info/Acme%20Signs')).status).toBe(404);
  });

  it('updates with PUT in the wrapped shape { company_info }, and a field not sent is never erased', async () => {
    const before = await stored('Acme Signs');
    const wrapped = await as.customer.put('/api/company_info', {
      company_info: { company: 'Acme Signs', website: 'wrapped.example' },
    });
    expect(wrapped.status).toBe(200);
    expect(wrapped.body).toMatchObject({ website: 'wrapped.example', address: before!.address });
    expect(await stored('Acme Signs')).toMatchObject({
      website: 'wrapped.example',
      billing_info: before!.billing_info,
      address: before!.address,
      contact_person: before!.contact_person,
    });
    const flat = await as.customer.put('/api/company_info', { company: 'Acme Signs', address: '2 Oak Ave' });
    expect(flat.status).toBe(200);
    expect(await stored('Acme Signs')).toMatchObject({
      website: 'wrapped.example',
      address: '2 Oak Ave',
      contact_person: before!.contact_person,
    });
  });

  it('refuses a body of another shape (an unknown key) with 400 naming the key, and changes nothing', async () => {
    const before = await stored('Acme Signs');
    const response = await as.customer.put('/api/company_info', { info: record({ website: '' }) });
    expect(response.status).toBe(400);
    expect(response.body.err).toBe('The request has a field it does not take: Info.');
    expect(await stored('Acme Signs')).toEqual(before);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = await stored('Acme Signs');
    const response = await as.customer.put('/api/company_info', record({ website: 'x'.repeat(501) }));
    expect(response.status).toBe(400);
    expect(response.body.err).toBe('Website can be at most 500 characters long.');
    expect(await stored('Acme Signs')).toEqual(before);
  });
});

describe('staff', () => {
  it("search any company's name, read its record and set its payment terms", async () => {
    await t.db.insert(companyInfos).values({ company: 'Elmwood Signs', website: 'elm.example' });
    const names = await as.staff.get('/api/company_info/names/elm');
    expect(names.status).toBe(200);
    expect(names.body.company_names).toContain('Elmwood Signs');
    expect((await as.staff.get('/api/company_info/elmwood%20signs')).body).toMatchObject({
      website: 'elm.example',
    });
    const saved = await as.staff.put(
      '/api/company_info',
      record({ company: 'Elmwood Signs', payment_terms_text: 'Net 45', payment_days: 45 }),
    );
    expect(saved.status).toBe(200);
    expect(await stored('Elmwood Signs')).toMatchObject({ payment_terms_text: 'Net 45', payment_days: 45 });
    const bad = await as.staff.put(
      '/api/company_info',
      record({ company: 'Elmwood Signs', payment_days: -1 }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.err).toBe('Payment Days must be at least 0.');
    expect(await stored('Elmwood Signs')).toMatchObject({ payment_days: 45 });
  });
});

describe('an admin', () => {
  it('reads any company and sets its payment terms', async () => {
    const response = await as.admin.put(
      '/api/company_info',
      record({
        company: 'Cedar Clinic',
        website: 'cedar.example',
        payment_terms_text: 'Net 60',
        payment_days: 60,
      }),
    );
    expect(response.status).toBe(200);
    expect(await stored('Cedar Clinic')).toMatchObject({ payment_terms_text: 'Net 60', payment_days: 60 });
    expect((await as.admin.get('/api/company_info/cedar%20clinic')).body).toMatchObject({
      company: 'Cedar Clinic',
      payment_days: 60,
    });
    const created = await as.admin.post(
      '/api/company_info',
      record({ company: 'Delta Dental', payment_days: 15, payment_terms_text: 'Net 15' }),
    );
    expect(created.body).toMatchObject({
      company: 'Delta Dental',
      payment_days: 15,
      payment_terms_text: 'Net 15',
    });
    expect((await as.admin.put('/api/company_info', record({ company: 'Nobody Inc' }))).status).toBe(404);
    expect((await as.admin.post('/api/company_info', record({ company: ' ' }))).status).toBe(400);
    expect(await stored('Nobody Inc')).toBeUndefined();
  });

  it('gets the records of several companies, with the defaults for those without one', async () => {
    const response = await as.admin.post('/api/company_info/get_company_infos', {
      company_names: ['cedar clinic', 'Newco', 'Cedar Clinic', ''],
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      expect.objectContaining({ company: 'Cedar Clinic', payment_days: 60, is_new_customer: false }),
      {
        company: 'Newco',
        billing_info: '',
        website: '',
        address: '',
        contact_person: '',
        payment_terms_text: 'Net 30',
        payment_days: 30,
        ...NO_BILLING_OR_TAX,
        is_new_customer: true,
      },
    ]);
  });

  it('gets up to 10 company name suggestions from accounts, quotes and records, after two characters', async () => {
    await insertQuote(t.db, { customer_name: 'Cedar Falls Hospital' });
    const names = async (text: string) =>
      (await as.admin.get(`/api/company_info/names/${encodeURIComponent(text)}`)).body.company_names;
    expect(await names('ced')).toEqual(['Cedar Clinic', 'Cedar Falls Hospital']);
    expect(await names('dent')).toEqual(['Bolt Dental', 'Delta Dental']);
    expect(await names('c')).toEqual([]);
    for (let i = 0; i < 12; i++) await insertQuote(t.db, { customer_name: `Zeta ${i}` });
    expect(await names('zeta')).toHaveLength(10);
    expect(await names('%')).toEqual([]);
  });
});
