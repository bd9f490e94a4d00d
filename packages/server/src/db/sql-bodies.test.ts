import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import {
  compareDefinitions,
  definitionsOfFiles,
  describeDrift,
  readDefinitions,
  readSqlFiles,
  type SqlFile,
} from '../../test/support/sql-bodies.ts';
import { createTestDatabase } from '../../test/support/test-database.ts';

// db/sql holds the current body of every function and trigger the migrations make, so a reader
// sees them in one place; the migrations still apply them. This test fails when the two differ,
// naming each function or trigger and printing the migrated definition to copy into its file.

let database: Database;
let client: pg.PoolClient;
let migrated: Map<string, string>;
let files: SqlFile[];
beforeAll(async () => {
  database = await createTestDatabase();
  client = await database.pool.connect();
  migrated = await readDefinitions(client);
  files = await readSqlFiles();
});
afterAll(async () => {
  client?.release();
  await database?.close();
});

/** The drift between the migrated database and `sqlFiles`, said for a reader. */
async function driftOf(sqlFiles: readonly SqlFile[]) {
  const made = await definitionsOfFiles(client, sqlFiles);
  const drift = compareDefinitions(migrated, made);
  return { drift, said: describeDrift(drift, migrated, made) };
}

/** `base` with `from` replaced by `to` in the file `name` (which must hold `from`). */
function planted(base: SqlFile[], name: string, from: string | RegExp, to: string): SqlFile[] {
  return base.map((file) => {
    if (file.name !== name) return file;
    const text = file.text.replace(from, to);
    expect(text, `${name} holds ${String(from)}`).not.toBe(file.text);
    return { name, text };
  });
}

describe('db/sql', () => {
  it('defines every function and trigger of the migrated database, as the migrations left it', async () => {
    // 34 functions and 44 triggers when this was written: an empty read would compare equal too.
    expect([...migrated.keys()].filter((name) => name.startsWith('function ')).length).toBeGreaterThan(30);
    expect([...migrated.keys()].filter((name) => name.startsWith('trigger ')).length).toBeGreaterThan(40);
    const { said } = await driftOf(files);
    expect(said).toBe('');
  });

  it('starts each file with a two-line comment: what it keeps current and who reads it', () => {
    for (const file of files) {
      const [first, second, third] = file.text.split('\n');
      expect(
        [first, second].every((line) => line?.startsWith('-- ')),
        file.name,
      ).toBe(true);
      expect(third?.startsWith('--'), file.name).toBe(false);
    }
  });

  it('names a function whose body differs, a trigger missing from the folder and a function extra in it', async () => {
    const changed = planted(
      files,
      'quote-count.sql',
      `UPDATE "quote_count" SET "n" = "n" + (SELECT count(*) FROM inserted);`,
      `UPDATE "quote_count" SET "n" = "n" + 2 * (SELECT count(*) FROM inserted);`,
    );
    const withoutTrigger = planted(
      changed,
      'session-changes.sql',
      /CREATE TRIGGER sessions_notify_delete [^;]*;/,
      '',
    );
    const withExtra = [
      ...withoutTrigger,
      {
        name: 'zz-planted.sql',
        text: 'CREATE FUNCTION planted_extra() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;',
      },
    ];
    const { drift, said } = await driftOf(withExtra);
    expect(drift).toEqual({
      missing: ['trigger sessions_notify_delete on sessions'],
      extra: ['function planted_extra()'],
      different: ['function quote_count_inserted()'],
    });
    expect(said).toContain('+ 2 * (SELECT count(*) FROM inserted)');
  });

  it('names a trigger whose firing differs, though its function is the same', async () => {
    const { drift } = await driftOf(
      planted(
        files,
        'quote-count.sql',
        'quotes_count_truncate AFTER TRUNCATE',
        'quotes_count_truncate BEFORE TRUNCATE',
      ),
    );
    expect(drift).toEqual({ missing: [], extra: [], different: ['trigger quotes_count_truncate on quotes'] });
  });

  it('names the file that does not run', async () => {
    await expect(
      driftOf(planted(files, 'quote-count.sql', 'RETURNS trigger', 'RETURNS triggr')),
    ).rejects.toThrow(/^db\/sql\/quote-count\.sql does not run: type "triggr" does not exist/);
  });

  it('leaves the database as the migrations made it', async () => {
    expect(await readDefinitions(client)).toEqual(migrated);
  });
});

describe('comparing definitions', () => {
  it('ignores trailing spaces only', () => {
    const migratedDefs = new Map([
      ['function f()', 'CREATE FUNCTION f()\nAS $$ SELECT 1 $$'],
      ['function g()', 'BODY'],
    ]);
    const same = new Map([
      ['function f()', 'CREATE FUNCTION f()  \nAS $$ SELECT 1 $$\n\n'],
      ['function g()', 'BODY'],
    ]);
    expect(compareDefinitions(migratedDefs, same)).toEqual({ missing: [], extra: [], different: [] });
    const spaced = new Map([...same, ['function f()', 'CREATE FUNCTION f()\nAS $$ SELECT  1 $$']]);
    expect(compareDefinitions(migratedDefs, spaced).different).toEqual(['function f()']);
  });
});
