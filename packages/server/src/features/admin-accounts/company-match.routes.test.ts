import { Role } from '@signshop/domain';
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

// Company names compare one way everywhere (the domain's companyKey: NFKC, spaces collapsed,
// trimmed, case ignored): an account verified as 'mercy  health clinic' sees Mercy Health Clinic's
// jobs, and the admin sees which company, with its job count, before saving.
let t: TestApp;
let admin: ApiClient;
const MERCY = 'Mercy Health Clinic';

const signedInAs = async (persona: Persona, company = 'SignShop') =>
  signIn(t.client(), (await insertAccount(t.db, { ...PERSONAS[persona], company })).email);
const match = (client: ApiClient, name: string) =>
  client.get(`/api/admin/company?name=${encodeURIComponent(name)}`);

beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAs('admin');
  for (let i = 0; i < 3; i++) await insertQuote(t.db, { customer_name: MERCY, job_name: `Mercy ${i}` });
  await insertQuote(t.db, { customer_name: 'mercy health clinic ', job_name: 'Mercy lower' });
  await insertQuote(t.db, { customer_name: 'Mercy Health', job_name: 'Another company' });
  await insertQuote(t.db, { customer_name: 'Bolt Dental', job_name: 'Bolt lobby' });
});
afterAll(() => t.close());

describe('GET /api/admin/company (which company an account will see)', () => {
  it.each([
    MERCY,
    'mercy health clinic',
    'Mercy  Health Clinic',
    '  MERCY\tHealth Clinic ',
    'ＭＥＲＣＹ Health Clinic',
  ])('finds Mercy Health Clinic and its 4 jobs for %j', async (name) => {
    const response = await match(admin, name);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ company: MERCY, jobs: 4 });
  });

  it('answers no company and no jobs for a name no job carries', async () => {
    expect((await match(admin, 'Mercy Health Clinics')).body).toEqual({ company: null, jobs: 0 });
    expect((await match(admin, '   ')).body).toEqual({ company: null, jobs: 0 });
  });

  it('refuses a missing or over-long name with 400 naming the field', async () => {
    const missing = await admin.get('/api/admin/company');
    expect(missing.status).toBe(400);
    expect(missing.body.err).toBe('Name is required.');
    const long = await match(admin, 'x'.repeat(201));
    expect(long.status).toBe(400);
    expect(long.body.err).toBe('Name can be at most 200 characters long.');
  });

  it('is for admins only: 401 signed out, 403 for every other role, a customer of another company too', async () => {
    expect((await match(t.client(), MERCY)).status).toBe(401);
    for (const persona of ['unverified', 'customer', 'staff', 'machine'] as const) {
      const response = await match(await signedInAs(persona, 'Bolt Dental'), MERCY);
      expect(response.status).toBe(403);
      expect(JSON.stringify(response.body)).not.toContain('Mercy');
    }
    expect((await match(await signedInAs('customer', MERCY), MERCY)).status).toBe(403);
  });
});

describe('one company comparison everywhere', () => {
  it('shows an account verified as "Mercy  Health Clinic" (two spaces) the same jobs as "mercy health clinic"', async () => {
    const seen = async (company: string) => {
      const client = await signIn(
        t.client(),
        (await insertAccount(t.db, { role: Role.Customer, verified: true, company })).email,
      );
      const response = await client.get('/api/quote');
      expect(response.status).toBe(200);
      return (response.body.quotes as Array<{ job_name: string }>).map((quote) => quote.job_name).sort();
    };
    const expected = ['Mercy 0', 'Mercy 1', 'Mercy 2', 'Mercy lower'];
    expect(await seen('mercy health clinic')).toEqual(expected);
    expect(await seen('Mercy  Health Clinic')).toEqual(expected);
    expect(await seen('ＭＥＲＣＹ Health Clinic')).toEqual(expected);
  });

  it('finds the company in the reports company search, its record and its unique index, however spaced', async () => {
    await t.db.insert(companyInfos).values({ company: MERCY });
    const customer = await signIn(
      t.client(),
      (await insertAccount(t.db, { role: Role.Customer, verified: true, company: 'Mercy   health clinic' }))
        .email,
    );
    const record = await customer.get(`/api/company_info/${encodeURIComponent('Mercy   health clinic')}`);
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({ company: MERCY });
    const staff = await signedInAs('staff');
    const report = await staff.get(
      `/api/customerreport?company=${encodeURIComponent('mercy  HEALTH clinic')}`,
    );
    expect(report.status).toBe(200);
    const customers = new Set(
      (report.body.jobs as Array<{ customer_name: string }>).map((job) => job.customer_name),
    );
    expect([...customers].sort()).toEqual([MERCY, 'mercy health clinic ']);
    const duplicate = await t.db
      .insert(companyInfos)
      .values({ company: ' mercy  HEALTH clinic' })
      .then(
        () => 'inserted',
        () => 'refused',
      );
    expect(duplicate).toBe('refused');
  });
});
