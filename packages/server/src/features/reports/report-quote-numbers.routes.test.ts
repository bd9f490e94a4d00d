import { addDays, backlogStageId, shopToday } from '@signshop/domain';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, insertQuote, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { fetchBinary, pdfToText } from '../../../test/support/pdf-test-helpers.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let staff: ApiClient;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp({ SHOP_NAME: 'Riverside Sign Co.' });
  staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
  const shipOn = addDays(shopToday(t.config.shopTimeZone), 7);
  for (const [given_id, job_name, total_price, shipping_cost] of [
    ['ALI11182026CED', 'Cedar lobby', 4742.7, 0],
    ['BOB11192026MAP', 'Maple wing', 1848, 12.5],
  ] as const) {
    const quote = await insertQuote(t.db, {
      given_id,
      job_name,
      customer_name: 'Numbers Co',
      total_price,
      shipping_cost,
      quote_date: '2026-11-18',
    });
    ids[given_id] = quote.id;
    const stage = { quote_id: quote.id, type_id: backlogStageId('customer_ship_date'), is_checked: true };
    expect((await staff.put('/api/backlog', { backlogs: [{ ...stage, date_given: shipOn }] })).status).toBe(
      200,
    );
  }
});
afterAll(() => t.close());

describe('reports show the quote number people read, and CSV money with two decimals', () => {
  it('writes the quote number and every money column with two decimals in the CSV', async () => {
    const response = await fetch(`${t.baseUrl}/api/csv/production.csv`, {
      headers: { cookie: staff.cookie! },
    });
    const rows = parse(await response.text(), { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(Object.keys(rows[0]!)[0]).toBe('Quote Number');
    expect(
      rows.map((row) => [
        row['Quote Number'],
        row['Total Price'],
        row.Shipping,
        row['Cost Without Shipping'],
      ]),
    ).toEqual([
      ['ALI11182026CED', '4742.70', '0.00', '4742.70'],
      ['BOB11192026MAP', '1848.00', '12.50', '1835.50'],
    ]);
    expect(JSON.stringify(rows)).not.toContain(`"${ids.ALI11182026CED}"`);
  });

  it('gives the customer report its rows’ quote numbers and prints them in its PDF', async () => {
    const report = await staff.get('/api/customerreport?company=Numbers');
    expect(report.body.jobs.map((job: { given_id: string }) => job.given_id).sort()).toEqual([
      'ALI11182026CED',
      'BOB11192026MAP',
    ]);
    const pdf = await fetchBinary(staff, '/api/pdf/customerreport.pdf?company=Numbers');
    expect(pdf.status).toBe(200);
    const text = pdfToText(pdf.bytes);
    expect(text).toMatch(/Quote Number +Job Name/);
    expect(text).toMatch(/ALI11182026CED +Cedar lobby/);
    expect(text).toMatch(/BOB11192026MAP +Maple wing/);
  });

  it('prints the quote number of each job in the project manager PDF', async () => {
    const job = (id: number, job_name: string) => ({
      id,
      customer_name: 'Numbers Co',
      job_name,
      project_manager: null,
      project_manager_comment: '',
    });
    const response = await staff.post('/api/pdf/projectmanager/', {
      project_manager: 'All',
      sections: {
        not_started: [job(ids.ALI11182026CED!, 'Cedar lobby'), job(ids.BOB11192026MAP!, 'Maple wing')],
      },
    });
    expect(response.status).toBe(200);
    const pdf = await fetchBinary(staff, `/api/file/onetimeuse/${response.body.id}/ProjectManager.pdf`);
    const text = pdfToText(pdf.bytes);
    expect(text).toMatch(/Quote Number +Job Name +Customer/);
    expect(text).toMatch(/ALI11182026CED +Cedar lobby +Numbers Co/);
    expect(text).toMatch(/BOB11192026MAP +Maple wing +Numbers Co/);
  });
});
