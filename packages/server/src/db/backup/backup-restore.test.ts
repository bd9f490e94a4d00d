import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { uploadFile, zeroStream } from '../../features/files/multipart-upload.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import { insertAccount, insertQuote, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { runServerScript } from '../../../test/support/processes.ts';
import { startLoopbackS3, type LoopbackS3 } from '../../../test/support/s3-server.ts';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { startEmbeddedCluster, type EmbeddedCluster } from '../embedded.ts';
import { EMBEDDED_DATABASE } from '../open-database.ts';
import type { BackupManifest } from './manifest.ts';
import { restoreBackup } from './restore-backup.ts';
import { checksumTable, listTables } from './tables.ts';

// A backup of a database on a PostgreSQL server (DATABASE_URL) with files in S3, taken while a
// writer keeps saving quotes, restored into a fresh data dir (embedded PostgreSQL, local files).
let s3: LoopbackS3;
let source: TestApp;
let sourceEnv: Record<string, string>;
let work: string;
beforeAll(async () => {
  s3 = await startLoopbackS3();
  sourceEnv = s3.env();
  source = await startTestApp(sourceEnv);
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'signshop-backup-test-'));
  await fs.chmod(work, 0o755); // as root, the embedded PostgreSQL runs as its own user
});
afterAll(async () => {
  await source?.close();
  await s3?.close();
  await fs.rm(work, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer | Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');
async function sha256OfStream(stream: AsyncIterable<unknown>) {
  const hash = crypto.createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Saves quotes one after another until stopped; resolves with the ids it saved, in order. */
function startQuoteWriter() {
  let stopped = false;
  const saved: number[] = [];
  const done = (async () => {
    while (!stopped)
      saved.push((await insertQuote(source.db, { job_name: `Writer job ${saved.length}` })).id);
    return saved;
  })();
  return { saved, stop: () => ((stopped = true), done) };
}

/** Every row of `table` with its id among `ids`, as one digest (to compare two databases). */
async function digestOf(client: pg.ClientBase, table: string, ids: number[]) {
  const { rows } = await client.query<{ digest: string | null }>(
    `select md5(string_agg(t::text, '|' order by id)) as digest from ${table} t where id = any($1)`,
    [ids],
  );
  return rows[0]?.digest;
}

describe('npm run backup / npm run restore', () => {
  let archive: string;
  let restoredDir: string;
  let cluster: EmbeddedCluster | undefined;
  let restored: pg.Client;
  let manifest: BackupManifest;
  let writerIds: number[];
  let countBefore: number;
  let countAfter: number;
  afterAll(async () => {
    await restored?.end();
    await cluster?.stop();
  });

  it('takes a consistent snapshot while a writer keeps saving quotes', { timeout: 120_000 }, async () => {
    const staff = await signIn(source.client(), (await insertAccount(source.db, PERSONAS.staff)).email);
    const quote = await insertQuote(source.db);
    for (const [filename, content] of [
      ['layout.pdf', zeroStream(3 * 1024 * 1024 + 5)],
      ['notes.txt', 'Lobby: 12 signs, Braille grade 2'],
    ] as const) {
      const response = await uploadFile({
        baseUrl: source.baseUrl,
        path: `/api/file/${quote.id}`,
        cookie: staff.cookie,
        folder: 'proofs',
        filename,
        content,
      });
      expect(response.status).toBe(200);
    }
    const writer = startQuoteWriter();
    while (writer.saved.length < 5) await new Promise((resolve) => setTimeout(resolve, 10));
    countBefore = writer.saved.length;
    archive = path.join(work, 'nightly.tar.gz');
    const backup = await runServerScript('scripts/backup.ts', ['--out', archive], {
      ...sourceEnv,
      DATABASE_URL: source.database.url,
      DATA_DIR: path.join(work, 'source-data'),
    });
    countAfter = writer.saved.length;
    writerIds = await writer.stop();
    expect(backup.stderr).not.toContain('Backup failed');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`Backup written to ${archive}`);

    await tar.extract({ file: archive, cwd: work, filter: (entry) => entry === 'manifest.json' });
    manifest = JSON.parse(await fs.readFile(path.join(work, 'manifest.json'), 'utf8'));
    expect(manifest.files.map((f) => f.size).sort((x, y) => x - y)).toEqual([32, 3 * 1024 * 1024 + 5]);
    expect(manifest.missingFiles).toEqual([]);
    const quotes = manifest.tables.find((t) => t.name === 'quotes')!;
    // The writer's quotes plus the one with the files, as of one moment during the backup.
    expect(quotes.rows - 1).toBeGreaterThanOrEqual(countBefore);
    expect(quotes.rows - 1).toBeLessThanOrEqual(countAfter + 1);
  });

  it(
    'restores into a fresh data dir: same tables as of the snapshot, byte-identical files',
    { timeout: 120_000 },
    async () => {
      restoredDir = path.join(work, 'restored-data');
      const restore = await runServerScript('scripts/restore.ts', [archive], { DATA_DIR: restoredDir });
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);

      cluster = await startEmbeddedCluster({ dir: path.join(restoredDir, 'postgres') });
      restored = new pg.Client({ connectionString: cluster.urlFor(EMBEDDED_DATABASE) });
      await restored.connect();
      const tables = await listTables(restored);
      expect(tables.map((t) => t.name).sort()).toEqual(manifest.tables.map((t) => t.name).sort());
      for (const table of tables) {
        const recorded = manifest.tables.find((t) => t.name === table.name)!;
        expect(await checksumTable(restored, table), table.name).toEqual({
          rows: recorded.rows,
          sha256: recorded.sha256,
        });
      }

      // Independently of the manifest: the restored quotes are the writer's first k, exactly as saved.
      const { rows } = await restored.query<{ id: number }>(
        `select id from quotes where job_name like 'Writer job %' order by id`,
      );
      const restoredIds = rows.map((row) => row.id);
      expect(restoredIds).toEqual(writerIds.slice(0, restoredIds.length));
      const sourceClient = new pg.Client({ connectionString: source.database.url });
      await sourceClient.connect();
      try {
        expect(await digestOf(restored, 'quotes', restoredIds)).toBe(
          await digestOf(sourceClient, 'quotes', restoredIds),
        );
        // quote_count follows quotes, which the writer kept changing after the snapshot.
        const { rows: counted } = await restored.query<{ n: number; exact: number }>(
          `select n::int as n, (select count(*)::int from quotes) as exact from quote_count`,
        );
        expect(counted).toEqual([{ n: counted[0]?.exact, exact: counted[0]?.exact }]);
        // So does quote_list, the narrow copy of the list columns: one row per restored quote.
        const { rows: unmatched } = await restored.query<{ n: number }>(
          `select count(*)::int as n from quotes q full join quote_list l using (id)
           where q.id is null or l.id is null or q.job_name <> l.job_name or q.total_price <> l.total_price`,
        );
        expect(unmatched).toEqual([{ n: 0 }]);
        // And quote_customers, the number of quotes of each customer name.
        const { rows: miscounted } = await restored.query<{ n: number }>(
          `select count(*)::int as n from (select customer_name as name, count(*)::int as n from quotes group by 1) q
           full join quote_customers c using (name) where q.n is distinct from c.n`,
        );
        expect(miscounted).toEqual([{ n: 0 }]);
        // And quote_job_words, the words of each job name.
        const { rows: wordsAstray } = await restored.query<{ n: number }>(
          `select count(*)::int as n from (select w as word, quote_date, id as quote_id, given_id, job_name, customer_name, total_price
             from quotes, job_name_words(job_name) w) q
           full join quote_job_words j using (word, quote_date, quote_id, given_id, job_name, customer_name, total_price)
           where q.word is null or j.word is null`,
        );
        expect(wordsAstray).toEqual([{ n: 0 }]);
        // And job_rows, the job read model: one row per restored quote, with its report columns.
        const { rows: jobRowsAstray } = await restored.query<{ n: number }>(
          `select count(*)::int as n from quotes q full join job_rows j using (id)
           where q.id is null or j.id is null or q.job_name <> j.job_name or q.total_price <> j.total_price
             or q.is_shipped <> j.is_shipped`,
        );
        expect(jobRowsAstray).toEqual([{ n: 0 }]);
        const followers = [
          'quotes',
          'quote_count',
          'quote_list',
          'quote_customers',
          'quote_job_words',
          'job_words',
          'job_rows',
        ];
        for (const table of tables.filter((t) => !followers.includes(t.name)))
          expect(await checksumTable(restored, table), table.name).toEqual(
            await checksumTable(sourceClient, table),
          );
      } finally {
        await sourceClient.end();
      }

      const sourceStorage = createStorage(loadConfig(sourceEnv));
      let files = 0;
      for await (const { key } of sourceStorage.list()) {
        const copy = await fs.readFile(path.join(restoredDir, 'files', key));
        expect(sha256(copy), key).toBe(await sha256OfStream(await sourceStorage.get(key)));
        files++;
      }
      expect(files).toBe(2);
    },
  );

  it('refuses to restore into a database that is not empty', { timeout: 120_000 }, async () => {
    await restored.end();
    await cluster!.stop();
    cluster = undefined;
    const again = await runServerScript('scripts/restore.ts', [archive], { DATA_DIR: restoredDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Restore failed: The target is not empty (table accounts');
    expect(again.stderr).toContain('pass --force to replace them');
  });

  it('with --force, replaces what an existing database and storage hold', { timeout: 120_000 }, async () => {
    const target = await createTestDatabase(); // migrated and seeded: not empty
    const targetDir = path.join(work, 'force-target');
    const storage = createStorage(loadConfig({ DATA_DIR: targetDir }));
    await storage.put('jobs/1/stale', Readable.from([Buffer.from('to be replaced')]));
    try {
      const options = { archive, databaseUrl: target.url, storage };
      await expect(restoreBackup(options)).rejects.toThrow(
        /The target is not empty \(table .*, file storage\)/,
      );
      await restoreBackup({ ...options, force: true });
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      try {
        for (const table of await listTables(client)) {
          const recorded = manifest.tables.find((t) => t.name === table.name)!;
          expect(await checksumTable(client, table), table.name).toEqual({
            rows: recorded.rows,
            sha256: recorded.sha256,
          });
        }
      } finally {
        await client.end();
      }
      const keys = [];
      for await (const file of storage.list()) keys.push(file.key);
      expect(keys.sort()).toEqual(manifest.files.map((f) => f.key).sort());
    } finally {
      await target.close();
    }
  });
});
