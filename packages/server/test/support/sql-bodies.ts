import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

/** The folder holding the current body of every SQL function and trigger of the schema. */
export const SQL_DIR = path.resolve(import.meta.dirname, '../../src/db/sql');

export interface SqlFile {
  name: string;
  text: string;
}

/** Every .sql file of `dir`, by name. */
export async function readSqlFiles(dir = SQL_DIR): Promise<SqlFile[]> {
  const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => ({ name, text: await fs.readFile(path.join(dir, name), 'utf8') })),
  );
}

// Our functions: those of the public schema that no extension (pg_trgm) brought.
const FUNCTIONS = `
  SELECT 'function ' || p.oid::regprocedure::text AS name, pg_get_functiondef(p.oid) AS definition,
    format('DROP FUNCTION %s CASCADE', p.oid::regprocedure) AS drop
  FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
  WHERE n.nspname = 'public'
    AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')`;

// Our triggers: every one a CREATE TRIGGER made (not the internal ones of foreign keys).
const TRIGGERS = `
  SELECT 'trigger ' || t.tgname || ' on ' || c.relname AS name, pg_get_triggerdef(t.oid) AS definition,
    format('DROP TRIGGER %I ON %I.%I', t.tgname, n.nspname, c.relname) AS drop
  FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE NOT t.tgisinternal AND n.nspname = 'public'`;

async function readRows(client: pg.ClientBase) {
  const rows = [...(await client.query(FUNCTIONS)).rows, ...(await client.query(TRIGGERS)).rows];
  return rows as Array<{ name: string; definition: string; drop: string }>;
}

/**
 * Our functions and triggers in the database, each as PostgreSQL prints it (pg_get_functiondef,
 * pg_get_triggerdef), by name: 'function job_rows_from_quotes(integer[])', 'trigger
 * quotes_list_insert on quotes'.
 */
export async function readDefinitions(client: pg.ClientBase): Promise<Map<string, string>> {
  return new Map((await readRows(client)).map((row) => [row.name, row.definition]));
}

/**
 * The functions and triggers the files make, as PostgreSQL prints them: in a transaction that is
 * rolled back, every function and trigger of ours is dropped, the files are run in name order, and
 * what they made is read. Printed by the same PostgreSQL, a file and the migrations compare equal
 * exactly when they make the same thing (headers and trigger statements as parsed, bodies verbatim).
 */
export async function definitionsOfFiles(
  client: pg.ClientBase,
  files: readonly SqlFile[],
): Promise<Map<string, string>> {
  await client.query('BEGIN');
  try {
    const rows = await readRows(client);
    // Triggers first, then functions; CASCADE drops the indexes on company_key (all rolled back).
    for (const row of rows.filter((r) => r.name.startsWith('trigger '))) await client.query(row.drop);
    for (const row of rows.filter((r) => r.name.startsWith('function '))) await client.query(row.drop);
    for (const file of files) {
      try {
        await client.query(file.text);
      } catch (error) {
        throw new Error(`db/sql/${file.name} does not run: ${(error as Error).message}`, { cause: error });
      }
    }
    return await readDefinitions(client);
  } finally {
    await client.query('ROLLBACK');
  }
}

export interface Drift {
  /** In the migrated database, not made by any file. */
  missing: string[];
  /** Made by a file, not in the migrated database. */
  extra: string[];
  /** In both, defined otherwise. */
  different: string[];
}

/** Trailing spaces and blank lines at the end are not a difference. */
const normalise = (definition: string) => definition.replace(/[ \t]+$/gm, '').trimEnd();

/** What differs between the migrated definitions and the files', each list by name in order. */
export function compareDefinitions(
  migrated: ReadonlyMap<string, string>,
  files: ReadonlyMap<string, string>,
): Drift {
  const names = (map: ReadonlyMap<string, string>, keep: (name: string) => boolean) =>
    [...map.keys()].filter(keep).sort();
  return {
    missing: names(migrated, (name) => !files.has(name)),
    extra: names(files, (name) => !migrated.has(name)),
    different: names(
      migrated,
      (name) => files.has(name) && normalise(files.get(name)!) !== normalise(migrated.get(name)!),
    ),
  };
}

/** The drift said for a reader (empty when there is none), with the migrated definition to copy. */
export function describeDrift(
  drift: Drift,
  migrated: ReadonlyMap<string, string>,
  files: ReadonlyMap<string, string>,
) {
  const lines: string[] = [];
  for (const name of drift.missing)
    lines.push(`missing from db/sql: ${name}; the migrations define it as\n${migrated.get(name)}`);
  for (const name of drift.extra) lines.push(`in db/sql but not made by the migrations: ${name}`);
  for (const name of drift.different) {
    const a = normalise(migrated.get(name)!).split('\n');
    const b = normalise(files.get(name)!).split('\n');
    const at = a.findIndex((line, i) => line !== b[i]);
    const line = at === -1 ? a.length : at;
    lines.push(
      `different in db/sql: ${name}, from line ${line + 1} of its definition:\n` +
        `  migrations: ${a[line] ?? '(end)'}\n  db/sql:     ${b[line] ?? '(end)'}\nthe migrations define it as\n${migrated.get(name)}`,
    );
  }
  return lines.join('\n\n');
}
