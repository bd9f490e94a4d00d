import crypto from 'node:crypto';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/** A table of the application's schema as a backup sees it. */
export interface TableInfo {
  name: string;
  /** Stored (not generated) columns, in their order in the table. */
  columns: string[];
  /** Primary key columns: rows are dumped in this order so equal contents give equal checksums. */
  primaryKey: string[];
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table of the public schema, parents before the tables whose foreign keys point at them. */
export async function listTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const { rows: tables } = await client.query<{
    name: string;
    columns: string[];
    primary_key: string[] | null;
  }>(`
    select c.relname as name,
      (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
      (select array_agg(a.attname::text order by array_position(i.indkey::int2[], a.attnum)) from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
        where i.indrelid = c.oid and i.indisprimary) as primary_key
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname`);
  const { rows: links } = await client.query<{ child: string; parent: string }>(`
    select distinct child.relname as child, parent.relname as parent
    from pg_constraint co
    join pg_class child on child.oid = co.conrelid
    join pg_class parent on parent.oid = co.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    where co.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`);
  const infos = tables.map((t) => ({ name: t.name, columns: t.columns, primaryKey: t.primary_key ?? [] }));
  return inDependencyOrder(infos, links);
}

function inDependencyOrder(
  tables: TableInfo[],
  links: Array<{ child: string; parent: string }>,
): TableInfo[] {
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  let remaining = tables;
  while (remaining.length > 0) {
    const ready = remaining.filter((table) =>
      links.every((link) => link.child !== table.name || placed.has(link.parent)),
    );
    if (ready.length === 0)
      throw new Error(`Foreign keys form a cycle between ${remaining.map((t) => t.name).join(', ')}.`);
    for (const table of ready) placed.add(table.name);
    ordered.push(...ready);
    remaining = remaining.filter((table) => !placed.has(table.name));
  }
  return ordered;
}

export interface TableDump {
  rows: number;
  sha256: string;
}

/**
 * Streams a table's rows (COPY text format, primary key order) into `into`, counting rows and
 * hashing the bytes on the way. Inside a repeatable-read transaction every table is seen as of the
 * same moment.
 */
export async function dumpTable(client: pg.ClientBase, table: TableInfo, into: Writable): Promise<TableDump> {
  const columns = table.columns.map(quoteIdent).join(', ');
  const order = table.primaryKey.length
    ? table.primaryKey.map(quoteIdent).join(', ')
    : `${quoteIdent(table.name)}::text`;
  const hash = crypto.createHash('sha256');
  let rows = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      for (const byte of chunk) if (byte === 10) rows++;
      done(null, chunk);
    },
  });
  const source = client.query(
    copyTo(`COPY (SELECT ${columns} FROM ${quoteIdent(table.name)} ORDER BY ${order}) TO STDOUT`),
  );
  await pipeline(source, meter, into);
  return { rows, sha256: hash.digest('hex') };
}

/** Row count and checksum of a table as dumpTable would write it (to compare two databases). */
export async function checksumTable(client: pg.ClientBase, table: TableInfo): Promise<TableDump> {
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  return dumpTable(client, table, sink);
}
