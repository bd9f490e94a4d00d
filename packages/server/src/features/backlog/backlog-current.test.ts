import fs from 'node:fs/promises';
import path from 'node:path';
import { backlogStageId } from '@signshop/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backlogCurrent, backlogEntries } from '../../db/schema/index.ts';
import { rebuildBacklogCurrent } from '../../job-core/backlog-sql.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, insertQuote, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let staff: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
});
afterAll(() => t.close());

const stage = backlogStageId;
const save = async (...changes: Array<[number, number, boolean, string | null]>) => {
  const response = await staff.put('/api/backlog', {
    backlogs: changes.map(([quote_id, type_id, is_checked, date_given]) => ({
      quote_id,
      type_id,
      is_checked,
      date_given,
    })),
  });
  expect(response.status).toBe(200);
};

/** Each job's current state of each stage and its latest stage, as the stored table says. */
async function currentTable(quoteIds: number[]) {
  return t.db
    .select({
      quote_id: backlogCurrent.quote_id,
      type_id: backlogCurrent.type_id,
      is_checked: backlogCurrent.is_checked,
      date_given: backlogCurrent.date_given,
      entry_id: backlogCurrent.entry_id,
      is_latest: backlogCurrent.is_latest,
    })
    .from(backlogCurrent)
    .where(sql`${backlogCurrent.quote_id} = ANY(${sql.param(quoteIds)}::int[])`)
    .orderBy(asc(backlogCurrent.quote_id), asc(backlogCurrent.type_id));
}

/** The same, computed from the append-only history the way the reports did before the table existed. */
async function fromHistory(quoteIds: number[]) {
  const { rows } = await t.db.execute<{
    quote_id: number;
    type_id: number;
    is_checked: boolean;
    date_given: string | null;
    entry_id: number;
    is_latest: boolean;
  }>(sql`
    WITH newest AS (
      SELECT DISTINCT ON (e.quote_id, e.type_id) e.quote_id, e.type_id, e.is_checked, e.date_given, e.id
      FROM backlog_entries e WHERE e.quote_id = ANY(${sql.param(quoteIds)}::int[])
      ORDER BY e.quote_id, e.type_id, e.id DESC)
    SELECT n.quote_id, n.type_id, n.is_checked, to_char(n.date_given, 'YYYY-MM-DD') AS date_given,
      n.id AS entry_id,
      coalesce(n.type_id = (SELECT l.type_id FROM newest l JOIN backlog_stages s ON s.id = l.type_id
        WHERE l.quote_id = n.quote_id AND l.is_checked ORDER BY s.ordering DESC LIMIT 1), false) AS is_latest
    FROM newest n ORDER BY n.quote_id, n.type_id`);
  return rows;
}

describe('backlog_current, the current state kept beside the history', () => {
  it('equals what the history says after checks, unchecks, re-checks, date changes, a new job and a deletion', async () => {
    const job = await insertQuote(t.db, { job_name: 'Lobby' });
    const other = await insertQuote(t.db, { job_name: 'Garage' });
    const jobs = [job.id, other.id];

    await save(
      [job.id, stage('materials_ordered'), true, '2026-03-02'],
      [job.id, stage('drawing_started'), true, '2026-03-05'],
    );
    await save([job.id, stage('drawing_started'), false, null]);
    await save(
      [job.id, stage('drawing_started'), true, '2026-03-07'],
      [other.id, stage('in_production'), true, '2026-03-09'],
    );
    // A date change is sent as an unchecked copy then the checked one, in one save.
    await save(
      [job.id, stage('drawing_started'), false, null],
      [job.id, stage('drawing_started'), true, '2026-03-08'],
    );
    await save([job.id, stage('ready_for_production'), true, '2026-03-10']);
    await save(
      [job.id, stage('ready_for_production'), false, null],
      [other.id, stage('in_production'), false, null],
    );

    expect(await currentTable(jobs)).toEqual(await fromHistory(jobs));
    const latest = (await currentTable(jobs)).filter((row) => row.is_latest);
    expect(latest.map((row) => [row.quote_id, row.type_id])).toEqual([[job.id, stage('drawing_started')]]);

    const copy = await staff.put(`/api/quote/${job.id}`, { job_name: 'Lobby phase 2', save_as: 'new_job' });
    expect(copy.status).toBe(200);
    const copyId: number = copy.body.quote.id;
    await save([copyId, stage('materials_ordered'), true, '2026-04-01']);
    expect(await currentTable([...jobs, copyId])).toEqual(await fromHistory([...jobs, copyId]));
    expect((await currentTable([copyId])).map((row) => row.type_id)).toEqual([stage('materials_ordered')]);

    expect((await staff.delete(`/api/quote/${other.id}`)).status).toBe(200);
    expect(await t.db.select().from(backlogCurrent).where(eq(backlogCurrent.quote_id, other.id))).toEqual([]);
    expect(await currentTable([job.id, copyId])).toEqual(await fromHistory([job.id, copyId]));
  });

  it('leaves the current state as it was when a save is refused', async () => {
    const job = await insertQuote(t.db);
    await save([job.id, stage('materials_ordered'), true, '2026-03-02']);
    const before = await currentTable([job.id]);
    const refused = await staff.put('/api/backlog', {
      backlogs: [
        { quote_id: job.id, type_id: stage('drawing_started'), is_checked: true, date_given: '2026-03-05' },
        { quote_id: 999999, type_id: stage('drawing_started'), is_checked: true, date_given: '2026-03-05' },
      ],
    });
    expect(refused.status).toBe(404);
    expect(await currentTable([job.id])).toEqual(before);
    expect(before).toEqual(await fromHistory([job.id]));
  });

  it('is rebuilt from a history written straight into backlog_entries, by the backfill migration and by rebuildBacklogCurrent', async () => {
    const job = await insertQuote(t.db);
    await t.db.insert(backlogEntries).values([
      { quote_id: job.id, type_id: stage('drawing_sent'), is_checked: true, date_given: '2026-02-01' },
      { quote_id: job.id, type_id: stage('drawing_approved'), is_checked: true, date_given: '2026-02-03' },
      { quote_id: job.id, type_id: stage('drawing_approved'), is_checked: false, date_given: null },
    ]);
    const all = (await t.db.select({ id: backlogEntries.quote_id }).from(backlogEntries)).map(
      (row) => row.id,
    );
    const expected = await fromHistory(all);
    expect(expected.filter((row) => row.quote_id === job.id && row.is_latest)).toEqual([
      expect.objectContaining({ type_id: stage('drawing_sent') }),
    ]);

    await rebuildBacklogCurrent(t.db);
    expect(await currentTable(all)).toEqual(expected);

    await t.db.delete(backlogCurrent);
    // Found by name, whatever number the migration carries.
    const folder = path.resolve(import.meta.dirname, '../../db/migrations');
    const file = (await fs.readdir(folder)).find((name) => name.endsWith('_backfill_backlog_current.sql'));
    const migration = await fs.readFile(path.join(folder, file!), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));
    expect(await currentTable(all)).toEqual(expected);
  });
});
