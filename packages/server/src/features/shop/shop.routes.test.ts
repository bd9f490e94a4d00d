import { EMPTY_ADDRESS_PRESET } from '@signshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { quotes, shopIdentity } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn, type Persona } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exampleQuoteBody, insertExampleProcess } from '../../../test/fixtures/quote-fixtures.ts';
import { fetchPdfPages } from '../../../test/support/pdf-test-helpers.ts';

let t: TestApp;
const as = {} as Record<'admin' | 'staff' | 'customer', ApiClient>;
const signInAs = async (persona: Persona) =>
  signIn(t.client(), (await insertAccount(t.db, { ...PERSONAS[persona], company: 'Acme Signs' })).email);

const preset = {
  label: '',
  company: 'Harbor Sign Works',
  street_address: '',
  apartment: '',
  city: 'Portland',
  state: 'ME',
  zip: '04101',
};
const identity = (overrides: Record<string, unknown> = {}) => ({
  name: 'Harbor Sign Works',
  address: '88 Dock Street\nPortland, ME 04101',
  phone: '(207) 555-0199',
  email: 'hello@harborsigns.test',
  website: 'https://harborsigns.test',
  address_presets: [
    { ...preset, label: 'Main Shop', street_address: '88 Dock Street' },
    { ...preset, label: 'Warehouse', street_address: '12 Marginal Way' },
  ],
  default_payment_terms: { text: 'Net 15', days: 15 },
  ...overrides,
});

beforeAll(async () => {
  t = await startTestApp({ SHOP_NAME: 'Env Sign Co.', SHOP_PHONE: '(555) 000-0000' });
  as.admin = await signInAs('admin');
  as.staff = await signInAs('staff');
  as.customer = await signInAs('customer');
});
afterAll(() => t.close());

describe('the shop identity', () => {
  it('starts from the environment, with empty address presets (no made-up address ships)', async () => {
    const response = await as.customer.get('/api/shop');
    expect(response.status).toBe(200);
    expect(response.body.shop).toMatchObject({
      name: 'Env Sign Co.',
      phone: '(555) 000-0000',
      address_presets: [EMPTY_ADDRESS_PRESET, EMPTY_ADDRESS_PRESET],
      default_payment_terms: { text: 'Net 30', days: 30 },
    });
  });

  it('is set by an admin, then read by everyone and printed on the quote PDF', async () => {
    const saved = await as.admin.put('/api/admin/shop', { shop: identity() });
    expect(saved.status).toBe(200);
    expect(saved.body.shop).toEqual(identity());
    expect((await as.staff.get('/api/shop')).body.shop).toEqual(identity());

    const processId = await insertExampleProcess(t.db);
    const quote = await as.staff.post('/api/quote', { quote: exampleQuoteBody(processId) });
    const text = (await fetchPdfPages(as.staff, `/api/pdf/id/x.pdf?id=${quote.body.quote.id}`)).join(' ');
    expect(text).toContain('Harbor Sign Works 88 Dock Street Portland, ME 04101');
    expect(text).toContain('(207) 555-0199');
    expect(text).toContain('https://harborsigns.test');
    expect(text).not.toContain('Env Sign Co.');

    await t.db
      .update(quotes)
      .set({ is_shipped: true, shipped_date: '2026-04-01' })
      .where(eq(quotes.id, quote.body.quote.id));
    const invoice = (
      await fetchPdfPages(as.staff, `/api/pdf/invoice/${quote.body.quote.id}/x-invoice.pdf`)
    ).join(' ');
    expect(invoice).toContain('Terms Net 15 Due Date April 16, 2026');
  });

  it.each([
    [{ name: ' ' }, 'The shop needs a name.'],
    [{ email: 'not-an-email' }, 'Enter a valid email address.'],
    [{ website: 'ftp://harbor.test' }, 'Enter a web address starting with http:// or https://.'],
    [{ address_presets: [{ ...preset, label: 'Only one' }] }, 'There are exactly two address presets.'],
    [{ default_payment_terms: { text: 'Net 30', days: 1.5 } }, 'Payment days are whole days.'],
    [{ logo_url: 'x' }, 'Shop has a field it does not take: Logo URL.'],
  ])('refuses %j with 400 naming the field, and keeps what was saved', async (change, message) => {
    const before = await t.db.select().from(shopIdentity);
    const response = await as.admin.put('/api/admin/shop', { shop: identity(change) });
    expect(response.status).toBe(400);
    expect(response.body.err).toBe(message);
    expect(await t.db.select().from(shopIdentity)).toEqual(before);
  });

  it('may be set by an admin only (401 signed out, 403 staff and customer), and read by the signed-in only', async () => {
    const before = await t.db.select().from(shopIdentity);
    const change = { shop: identity({ name: 'Hijacked' }) };
    expect((await t.client().put('/api/admin/shop', change)).status).toBe(401);
    expect((await as.staff.put('/api/admin/shop', change)).status).toBe(403);
    expect((await as.customer.put('/api/admin/shop', change)).status).toBe(403);
    expect(await t.db.select().from(shopIdentity)).toEqual(before);
    expect((await t.client().get('/api/shop')).status).toBe(401);
  });
});
