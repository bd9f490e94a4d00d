import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companyInfos, taxRates } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn, type Persona } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
const as = {} as Record<Persona, ApiClient>;
const county = { name: 'County', percent: 8.25, taxes_shipping: false };

beforeAll(async () => {
  t = await startTestApp();
  for (const persona of Object.keys(PERSONAS) as Persona[])
    as[persona] = await signIn(t.client(), (await insertAccount(t.db, PERSONAS[persona])).email);
});
afterAll(() => t.close());

const storedRates = () => t.db.select().from(taxRates).orderBy(taxRates.id);

describe('who may keep and read tax rates', () => {
  it('lets only a verified admin add, change and remove rates, and nothing is written for anyone else', async () => {
    const [existing] = await t.db.insert(taxRates).values({ name: 'Existing', percent: 5 }).returning();
    const edits: Array<[string, string, unknown?]> = [
      ['POST', '/api/admin/tax_rates', county],
      ['PUT', `/api/admin/tax_rates/${existing!.id}`, county],
      ['DELETE', `/api/admin/tax_rates/${existing!.id}`],
    ];
    const before = await storedRates();
    for (const [method, url, body] of edits) {
      expect((await t.client().request(method, url, body)).status).toBe(401);
      for (const persona of ['unverified', 'customer', 'staff', 'machine'] as Persona[])
        expect((await as[persona].request(method, url, body)).status, `${persona} ${method}`).toBe(403);
    }
    expect(await storedRates()).toEqual(before);
    await t.db.delete(taxRates);
  });

  it('lets staff and admins read the list, and refuses customers and machines', async () => {
    expect((await t.client().get('/api/tax_rates')).status).toBe(401);
    for (const persona of ['unverified', 'customer', 'machine'] as Persona[])
      expect((await as[persona].get('/api/tax_rates')).status).toBe(403);
    for (const persona of ['staff', 'admin'] as Persona[]) {
      const reply = await as[persona].get('/api/tax_rates');
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ tax_rates: [] });
    }
  });
});

describe('an admin', () => {
  it('adds, renames, changes and removes a rate; staff read it by name', async () => {
    const added = await as.admin.post('/api/admin/tax_rates', county);
    expect(added.status).toBe(200);
    const id = added.body.tax_rate.id as number;
    expect(added.body.tax_rate).toEqual({ id, ...county });

    const changed = await as.admin.put(`/api/admin/tax_rates/${id}`, {
      name: 'County 2027',
      percent: 8.2575,
      taxes_shipping: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.tax_rate).toEqual({ id, name: 'County 2027', percent: 8.2575, taxes_shipping: true });
    await as.admin.post('/api/admin/tax_rates', { name: 'Breckenridge', percent: 0 });
    expect(
      (await as.staff.get('/api/tax_rates')).body.tax_rates.map((r: { name: string }) => r.name),
    ).toEqual(['Breckenridge', 'County 2027']);

    // A company with the rate as default keeps no rate once it is removed.
    await t.db.insert(companyInfos).values({ company: 'Acme Signs', tax_rate_id: id });
    expect((await as.admin.delete(`/api/admin/tax_rates/${id}`)).body).toEqual({ id });
    expect(
      (await t.db.select().from(companyInfos).where(eq(companyInfos.company, 'Acme Signs')))[0]!.tax_rate_id,
    ).toBeNull();
    expect((await as.admin.delete(`/api/admin/tax_rates/${id}`)).status).toBe(404);
    expect((await as.admin.put(`/api/admin/tax_rates/${id}`, county)).status).toBe(404);
    await t.db.delete(companyInfos);
    await t.db.delete(taxRates);
  });

  it('is told which field is wrong, as the screen names it, and nothing is stored', async () => {
    const [kept] = await t.db.insert(taxRates).values({ name: 'State', percent: 6 }).returning();
    const before = await storedRates();
    const cases: Array<[unknown, RegExp]> = [
      [{ ...county, name: '' }, /^Name /],
      [{ ...county, name: 'x'.repeat(61) }, /^Name /],
      [{ ...county, percent: 100.5 }, /^Percent /],
      [{ ...county, percent: -1 }, /^Percent /],
      [{ ...county, percent: 8.25751 }, /^Percent: use at most 4 decimals\./],
      [{ ...county, percent: '8' }, /^Percent /],
      [{ ...county, taxes_shipping: 'yes' }, /^Taxes shipping /],
      [{ ...county, extra: 1 }, /extra/i],
    ];
    for (const [body, message] of cases) {
      for (const [method, url] of [
        ['POST', '/api/admin/tax_rates'],
        ['PUT', `/api/admin/tax_rates/${kept!.id}`],
      ] as const) {
        const reply = await as.admin.request(method, url, body);
        expect(reply.status, `${method} ${JSON.stringify(body)}`).toBe(400);
        expect(reply.body.err).toMatch(message);
      }
    }
    const taken = await as.admin.post('/api/admin/tax_rates', { name: ' state ', percent: 7 });
    expect(taken.status).toBe(409);
    expect(taken.body.err).toBe('Name: another tax rate already has this name.');
    expect((await as.admin.put('/api/admin/tax_rates/abc', county)).status).toBe(400);
    expect(await storedRates()).toEqual(before);
    await t.db.delete(taxRates);
  });
});
