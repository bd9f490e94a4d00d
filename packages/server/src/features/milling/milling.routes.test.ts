import { Role } from '@signshop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { millingPlates } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import {
  insertAccount,
  insertQuote,
  PERSONAS,
  signIn,
  type Persona,
} from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

const TOKEN = 'machine-agent-token-0123456789abcdef';
let t: TestApp;
let operator: ApiClient;
beforeAll(async () => {
  t = await startTestApp({ MACHINE_INGEST_TOKEN: TOKEN });
  operator = await signIn(
    t.client(),
    (await insertAccount(t.db, { role: Role.Machine, verified: true })).email,
  );
});
afterAll(() => t.close());

const plate = (over: Record<string, unknown> = {}) => ({
  machine: 'HAAS2',
  file_name: 'CityHall_Lobby_plate3.nc',
  start_time: 1_790_000_000,
  end_time: null,
  expected_time: 3600,
  operator: 'Ana',
  temperature: 21.5,
  humidity: 40,
  air_quality: 12,
  pressure: 1013,
  height: 24,
  width: 48,
  version: '2.1',
  tool_info: [{ tool_number: 3, feed_rate: 120, length: 1.2345 }],
  ...over,
});
const ingest = (body: unknown, token = TOKEN) =>
  fetch(`${t.baseUrl}/api/milling/file`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

describe('ingest from the machines', () => {
  it('records a plate with the ingest token, then updates it by machine and start time', async () => {
    expect((await ingest(plate())).status).toBe(200);
    expect((await ingest(plate({ end_time: 1_790_003_900 }))).status).toBe(200);
    const rows = await t.db.select().from(millingPlates).where(eq(millingPlates.machine, 'HAAS2'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      end_time: 1_790_003_900,
      operator: 'Ana',
      tool_info: [{ tool_number: 3 }],
    });
  });

  it('gives a plate the job whose quote number its file name carries as a word, else none', async () => {
    const job = await insertQuote(t.db, { given_id: 'RAC-11252026MER' });
    await insertQuote(t.db, { given_id: 'RAC-11252026ME' });
    await ingest(
      plate({ machine: 'HAAS4', start_time: 1_790_100_000, file_name: 'Jobs/RAC-11252026MER-plate3.nc' }),
    );
    await ingest(
      plate({ machine: 'HAAS4', start_time: 1_790_200_000, file_name: 'XRAC-11252026MER_plate4.nc' }),
    );
    const rows = await t.db
      .select({ start: millingPlates.start_time, quote_id: millingPlates.quote_id })
      .from(millingPlates)
      .where(eq(millingPlates.machine, 'HAAS4'))
      .orderBy(millingPlates.start_time);
    expect(rows).toEqual([
      { start: 1_790_100_000, quote_id: job.id },
      { start: 1_790_200_000, quote_id: null },
    ]);
  });

  it('refuses a wrong or missing token and records nothing', async () => {
    const before = (await t.db.select().from(millingPlates)).length;
    expect((await ingest(plate({ start_time: 1 }), 'wrong-token-wrong-token-wrong-token-00')).status).toBe(
      401,
    );
    expect((await t.client().put('/api/milling/file', plate({ start_time: 2 }))).status).toBe(401);
    expect((await t.db.select().from(millingPlates)).length).toBe(before);
  });

  it('refuses a bad plate record with 400', async () => {
    for (const bad of [
      plate({ machine: 'HAAS9' }),
      plate({ start_time: 'noon' }),
      plate({ imperfections: ['scratched'] }),
    ]) {
      const response = await ingest(bad);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('people in the machine room', () => {
  it.each(['customer', 'staff', 'unverified'] as Persona[])('refuses a %s with 403', async (persona) => {
    const client = await signIn(t.client(), (await insertAccount(t.db, PERSONAS[persona])).email);
    expect((await client.get('/api/milling/machine/HAAS2')).status).toBe(403);
    expect((await client.put('/api/milling/file', plate())).status).toBe(403);
  });

  it('refuses an unverified machine user', async () => {
    const client = await signIn(
      t.client(),
      (await insertAccount(t.db, { role: Role.Machine, verified: false })).email,
    );
    expect((await client.get('/api/milling/machine/HAAS2')).status).toBe(403);
  });

  it('reads the latest plate, plates in a time range and plates of a job', async () => {
    await ingest(
      plate({ machine: 'HAAS5', start_time: 1000, end_time: 2000, file_name: 'Acme_Suite100.nc' }),
    );
    await ingest(
      plate({ machine: 'HAAS5', start_time: 3000, end_time: null, file_name: 'Acme_Suite200.nc' }),
    );
    expect((await operator.get('/api/milling/machine/HAAS5')).body.plate).toMatchObject({
      start_time: 3000,
      end_time: null,
    });
    expect((await operator.get('/api/milling/machine/HAAS6')).body.plate).toBeNull();
    const range = await operator.post('/api/milling/machine/HAAS5', {
      machine: 'HAAS5',
      start: 0,
      end: 2500,
    });
    expect(range.body.plates.map((p: { start_time: number }) => p.start_time)).toEqual([1000]);
    const job = await operator.get('/api/milling/job/acme_suite');
    expect(job.body.plates).toHaveLength(2);
    expect((await operator.get('/api/milling/machine/HAAS7')).status).toBe(400);
  });

  it('finds a job whatever mix of spaces, underscores and dashes the name and file use', async () => {
    await ingest(plate({ start_time: 7000, file_name: 'Gymnasium_Room_ID_Signs_plate7.nc' }));
    for (const search of ['Gymnasium Room', 'gymnasium_room', 'Gymnasium-Room  ID', 'room id signs']) {
      const found = await operator.get(`/api/milling/job/${encodeURIComponent(search)}`);
      expect(found.body.plates.map((p: { file_name: string }) => p.file_name)).toEqual([
        'Gymnasium_Room_ID_Signs_plate7.nc',
      ]);
    }
    expect((await operator.get('/api/milling/job/Gymnasium%20Hall')).body.plates).toEqual([]);
  });

  it('tells where the chart images are, and the CSP lets them load', async () => {
    const response = await operator.get('/api/milling/images');
    expect(response.body).toEqual({ base_url: null, charts: expect.arrayContaining(['weekly-value']) });
    const withBucket = await startTestApp({ MACHINE_IMAGES_URL: 'https://charts.example.com/shop/' });
    try {
      const client = await signIn(
        withBucket.client(),
        (await insertAccount(withBucket.db, { role: Role.Machine, verified: true })).email,
      );
      const images = await client.get('/api/milling/images');
      expect(images.body.base_url).toBe('https://charts.example.com/shop');
      expect(images.headers.get('content-security-policy')).toContain(
        "img-src 'self' data: blob: https://charts.example.com",
      );
    } finally {
      await withBucket.close();
    }
  });

  it('ticks imperfections on a plate, which a reload shows', async () => {
    await ingest(plate({ machine: 'HAAS1', start_time: 5000 }));
    const saved = await operator.put(
      '/api/milling/file',
      plate({ machine: 'HAAS1', start_time: 5000, imperfections: ['floor_lines', 'remake'] }),
    );
    expect(saved.status).toBe(200);
    expect((await operator.get('/api/milling/machine/HAAS1')).body.plate.imperfections).toEqual([
      'floor_lines',
      'remake',
    ]);
  });
});
