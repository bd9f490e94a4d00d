import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInfos, taxRates } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

// A company's sales tax (default rate, exemption with its certificate) is set by staff and admins;
// a customer reads its own company's and sets only its billing email and reminder opt-out.
let t: TestApp;
let staff: ApiClient;
let admin: ApiClient;
let customer: ApiClient;
let county: number;
const stored = async (company: string) =>
  (
    await t.db
      .select()
      .from(companyInfos)
      .where(sql`lower(${companyInfos.company}) = lower(${company})`)
  )[0];
const exemption = {
  tax_exempt: true,
  exemption_certificate: 'EX-2231',
  exemption_expires: '2027-06-30',
};

beforeAll(async () => {
  t = await startTestApp({ FILE_MAX_MB: '1' });
  const sign = async (persona: 'staff' | 'admin' | 'customer', company: string) =>
    signIn(t.client(), (await insertAccount(t.db, { ...PERSONAS[persona], company })).email);
  staff = await sign('staff', 'SignShop');
  admin = await sign('admin', 'SignShop');
  customer = await sign('customer', 'Lincoln School District');
  county = (await t.db.insert(taxRates).values({ name: 'County', percent: 8.25 }).returning())[0]!.id;
});
afterAll(() => t.close());

describe("a company's tax and billing contact", () => {
  it('are set by staff and admins: default rate, exemption, certificate number and expiry, billing email, opt-out', async () => {
    const created = await staff.post('/api/company_info', {
      company: 'Lincoln School District',
      tax_rate_id: county,
      ...exemption,
      billing_email: 'ap@lincoln.example',
      reminders_opt_out: true,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      tax_rate_id: county,
      ...exemption,
      billing_email: 'ap@lincoln.example',
      reminders_opt_out: true,
      exemption_file_name: '',
    });
    expect(created.body).not.toHaveProperty('exemption_file_key');
    const changed = await admin.put('/api/company_info', {
      company: 'lincoln school district',
      tax_exempt: false,
    });
    expect(changed.body).toMatchObject({
      tax_exempt: false,
      exemption_certificate: 'EX-2231',
      tax_rate_id: county,
    });
  });

  it("are read by the company's customer, who sets its billing email and opt-out but not the tax", async () => {
    await staff.put('/api/company_info', { company: 'Lincoln School District', ...exemption });
    const read = await customer.get('/api/company_info/Lincoln%20School%20District');
    expect(read.body).toMatchObject({ tax_rate_id: county, ...exemption });
    const saved = await customer.put('/api/company_info', {
      company: 'Lincoln School District',
      billing_email: 'billing@lincoln.example',
      reminders_opt_out: false,
      tax_rate_id: null,
      tax_exempt: false,
      exemption_certificate: 'FORGED',
      exemption_expires: '2099-01-01',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      billing_email: 'billing@lincoln.example',
      reminders_opt_out: false,
      tax_rate_id: county,
      ...exemption,
    });
  });

  it('refuses a bad value naming the field as the form does, and changes nothing', async () => {
    const before = await stored('Lincoln School District');
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [{ billing_email: 'not an email' }, /^Billing email/],
      [{ billing_email: `${'a'.repeat(320)}@x.example` }, /^Billing email/],
      [{ exemption_expires: '2027-02-30' }, /^Certificate expires/],
      [{ exemption_certificate: 'x'.repeat(61) }, /^Certificate number/],
      [{ tax_exempt: 'yes' }, /^Tax exempt/],
      [{ reminders_opt_out: 1 }, /^No payment reminders/],
      [{ tax_rate_id: 'County' }, /^Default tax rate/],
      [{ tax_rate_id: 999_999 }, 'Default tax rate: there is no tax rate with id 999999.'],
    ];
    for (const [fields, message] of cases) {
      const reply = await staff.put('/api/company_info', { company: 'Lincoln School District', ...fields });
      expect(reply.status, JSON.stringify(fields)).toBe(400);
      expect(reply.body.err).toMatch(message);
    }
    expect(await stored('Lincoln School District')).toEqual(before);
  });
});

describe("a company's exemption certificate file", () => {
  const url = '/api/company_info/exemption_file/Lincoln%20School%20District';
  const pdf = Buffer.from('%PDF-1.4\n% certificate EX-2231\n%%EOF\n');
  /** Posts `bytes` as the one file of a multipart body, signed in as `client`. */
  const upload = (client: ApiClient, bytes: Buffer, path = url) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'EX-2231.pdf');
    return fetch(`${t.baseUrl}${path}`, { method: 'POST', body: form, headers: { cookie: client.cookie! } });
  };
  const download = (client: ApiClient) =>
    fetch(`${t.baseUrl}${url}`, { headers: { cookie: client.cookie! } });

  it('is kept in the job-files storage by staff, downloaded by its customer, and removed', async () => {
    const saved = await upload(staff, pdf);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { exemption_file_name: string }).exemption_file_name).toBe('EX-2231.pdf');
    const key = (await stored('Lincoln School District'))!.exemption_file_key!;
    expect(key).toMatch(/^exemptions\/\d+\//);

    const got = await download(customer);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toContain('EX-2231.pdf');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(pdf);

    const removed = await admin.delete(url);
    expect(removed.body.exemption_file_name).toBe('');
    expect((await download(staff)).status).toBe(404);
    await expect(t.app.storage.get(key)).rejects.toThrow();
  });

  it('is named in the record a client may send back as read, and such a save never renames it', async () => {
    expect((await upload(staff, pdf)).status).toBe(200);
    const record = (await customer.get('/api/company_info/Lincoln%20School%20District')).body;
    expect(record.exemption_file_name).toBe('EX-2231.pdf');
    const saved = await customer.put('/api/company_info', {
      ...record,
      is_new_customer: undefined,
      exemption_file_name: 'forged.pdf',
      contact_person: 'Dana Reyes',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ contact_person: 'Dana Reyes', exemption_file_name: 'EX-2231.pdf' });
    expect((await stored('Lincoln School District'))!.exemption_file_name).toBe('EX-2231.pdf');
    expect((await admin.delete(url)).status).toBe(200);
  });

  it("is refused to a customer's upload or removal, to another company's customer, and past the size limit", async () => {
    const before = await stored('Lincoln School District');
    expect((await upload(customer, pdf)).status).toBe(403);
    expect((await customer.delete(url)).status).toBe(403);
    const other = await signIn(
      t.client(),
      (await insertAccount(t.db, { ...PERSONAS.customer, company: 'Bolt Dental' })).email,
    );
    expect((await download(other)).status).toBe(404);
    const tooLarge = await upload(staff, Buffer.alloc(t.config.fileMaxBytes + 10, 1));
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { err: string }).err).toMatch(/^Certificate file: /);
    expect((await upload(staff, pdf, '/api/company_info/exemption_file/Nobody%20Inc')).status).toBe(404);
    expect(await stored('Lincoln School District')).toEqual(before);
  });
});
