import {
  addDays,
  backlogStageId,
  type BacklogStageKey,
  PM_SECTION_KEYS,
  type PmSectionKey,
  shopToday,
} from '@signshop/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, insertQuote, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

const ZONE = 'America/New_York';
const today = shopToday(ZONE);
const PAGE_COUNT = 3;

let t: TestApp;
let staff: ApiClient;
let pmId: number;

/** Generated jobs in every section: drawing stages checked today or earlier; some on hold or resubmitted. */
const DRAWING_STAGES: BacklogStageKey[] = [
  'drawing_started',
  'drawing_sent',
  'resubmit',
  'drawing_approved',
  'on_hold',
  'materials_ordered',
];
const generatedJob = fc.record({
  name: fc.constantFrom('Lobby', 'Atrium', 'Exit', 'Suite'),
  company: fc.constantFrom('Alpha Co', 'Beta Co'),
  stages: fc.subarray(DRAWING_STAGES, { minLength: 1 }),
  daysAgo: fc.constantFrom(0, 1, 2),
  managed: fc.boolean(),
  shipped: fc.boolean(),
});
const JOBS = fc.sample(generatedJob, { seed: 31, numRuns: 70 });

beforeAll(async () => {
  t = await startTestApp({ SHOP_TIME_ZONE: ZONE });
  staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
  pmId = (await insertAccount(t.db, PERSONAS.staff)).id;
  for (const [index, job] of JOBS.entries()) {
    const quote = await insertQuote(t.db, {
      job_name: `${job.name} ${index % 3}`,
      customer_name: job.company,
      project_manager: job.managed ? pmId : null,
      is_shipped: job.shipped && index % 5 === 0,
    });
    const backlogs = job.stages.map((key) => ({
      quote_id: quote.id,
      type_id: backlogStageId(key),
      is_checked: true,
      date_given: addDays(today, -job.daysAgo),
    }));
    expect((await staff.put('/api/backlog', { backlogs })).status).toBe(200);
  }
});
afterAll(() => t.close());

type Sections = Record<string, Array<{ id: number }>>;
const schedule = (manager: string, page?: number) =>
  staff.get(
    `/api/projectmanagerschedule?project_manager=${manager}&date=${today}` +
      (page === undefined ? '' : `&page=${page}&page_count=${PAGE_COUNT}`),
  );

describe('the project manager schedule asked page by page', () => {
  it.each(['all', 'none', 'pm'])(
    '%s: each section paged and concatenated equals the full answer, with its whole count',
    async (who) => {
      const manager = who === 'pm' ? String(pmId) : who;
      const full = (await schedule(manager)).body.sections as Sections;
      const longest = Math.max(...Object.values(full).map((entries) => entries.length));
      expect(longest, 'the fixture fills a section past one page').toBeGreaterThan(PAGE_COUNT);
      const paged: Sections = Object.fromEntries(PM_SECTION_KEYS.map((key) => [key, []]));
      for (let page = 0; page * PAGE_COUNT < longest; page++) {
        const reply = await schedule(manager, page);
        expect(reply.status).toBe(200);
        expect(reply.body).toMatchObject({
          page,
          page_count: PAGE_COUNT,
          counts: Object.fromEntries(PM_SECTION_KEYS.map((key) => [key, full[key]!.length])),
        });
        for (const key of PM_SECTION_KEYS) {
          expect(reply.body.sections[key].length).toBeLessThanOrEqual(PAGE_COUNT);
          paged[key]!.push(...reply.body.sections[key]);
        }
      }
      expect(paged).toEqual(full);
    },
  );

  it('pages each section on its own: section_pages gives sections their own page, the rest answer page', async () => {
    const full = (await schedule('all')).body.sections as Sections;
    const [longest, next] = [...PM_SECTION_KEYS].sort((a, b) => full[b]!.length - full[a]!.length) as [
      PmSectionKey,
      PmSectionKey,
    ];
    const reply = await staff.get(
      `/api/projectmanagerschedule?project_manager=all&date=${today}&page=0&page_count=${PAGE_COUNT}` +
        `&section_pages=${longest}:1,${next}:0`,
    );
    expect(reply.status).toBe(200);
    for (const key of PM_SECTION_KEYS) {
      const from = key === longest ? PAGE_COUNT : 0;
      expect(reply.body.sections[key], key).toEqual(full[key]!.slice(from, from + PAGE_COUNT));
    }
    const beyond = await staff.get(
      `/api/projectmanagerschedule?project_manager=all&date=${today}&page=0&page_count=${PAGE_COUNT}` +
        `&section_pages=${longest}:99`,
    );
    expect(beyond.body.sections[longest]).toEqual([]);
    expect(beyond.body.counts[longest]).toBe(full[longest]!.length);
  });

  it('shows a deleted job gone from its page and its count on the next request', async () => {
    const before = (await schedule('all', 0)).body;
    const key = PM_SECTION_KEYS.find((section) => before.sections[section].length > 0)!;
    const gone = before.sections[key][0].id as number;
    expect((await staff.delete(`/api/quote/${gone}`)).status).toBe(200);
    const after = (await schedule('all', 0)).body;
    const ids = PM_SECTION_KEYS.flatMap((section) =>
      after.sections[section].map((entry: { id: number }) => entry.id),
    );
    expect(ids).not.toContain(gone);
    expect(after.counts[key]).toBe(before.counts[key] - 1);
  });

  it('fills every section in the fixture, so each section rule is compared', async () => {
    const full = (await schedule('all')).body.sections as Sections;
    for (const key of PM_SECTION_KEYS) expect(full[key]!.length, key).toBeGreaterThan(0);
  });

  it('answers 400 naming the field for a bad page or page size, and changes nothing', async () => {
    for (const [query, field] of [
      ['page=-1', 'Page must'],
      ['page=x', 'Page must'],
      ['page_count=0', 'Rows Per Page must'],
      ['page_count=1001', 'Rows Per Page must'],
      ['section_pages=nowhere:1', 'Section pages are'],
      ['section_pages=waiting:-1', 'Section pages are'],
    ]) {
      const response = await staff.get(`/api/projectmanagerschedule?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.err.startsWith(field), response.body.err).toBe(true);
    }
  });

  it('is for staff only: a customer is refused (403), signed out is asked to sign in (401)', async () => {
    const customer = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.customer)).email);
    const refused = await customer.get('/api/projectmanagerschedule?page=0');
    expect(refused.status).toBe(403);
    expect(refused.body.err).toBeTruthy();
    expect((await t.client().get('/api/projectmanagerschedule?page=0')).status).toBe(401);
    const admin = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.admin)).email);
    expect((await admin.get('/api/projectmanagerschedule?page=0')).status).toBe(200);
  });
});
