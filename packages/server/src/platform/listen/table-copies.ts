import type { Db } from '../../db/client.ts';
import { listenClientOf, type ListenClient } from './listen-client.ts';
import { readSourceOf } from '../read-replicas/read-replicas.ts';

/** The SQL channel a copied table's triggers notify at commit, with the table's name (db/sql). */
const TABLE_COPIES_CHANNEL = 'table_copies';

/**
 * Small tables (the process catalogue) held in memory by name until a notification names the table,
 * or the connection is lost; read each time while not listening.
 */
export class TableCopies {
  private readonly copies = new Map<string, unknown>();
  /** Goes up whenever a copy may have gone stale, so a read that started before is not kept. */
  private generation = 0;

  constructor(private readonly listener: Pick<ListenClient, 'isListening' | 'subscribe'>) {
    listener.subscribe(TABLE_COPIES_CHANNEL, (table) => this.forget(table ?? undefined));
  }

  /** What `read` gives, kept under `name` while nothing changed it. Callers must not change what it returns. */
  async copyOf<T>(name: string, read: () => Promise<T>): Promise<T> {
    if (!this.listener.isListening) return read();
    if (this.copies.has(name)) return this.copies.get(name) as T;
    const generation = this.generation;
    const value = await read();
    if (this.listener.isListening && generation === this.generation) this.copies.set(name, value);
    return value;
  }

  private forget(name?: string): void {
    this.generation++;
    if (name === undefined) this.copies.clear();
    else this.copies.delete(name);
  }
}

const copies = new WeakMap<Db, TableCopies>();

/** The table copies of a database, on its listen client (created before the client starts). */
export function createTableCopies(db: Db, listener: ListenClient): TableCopies {
  const tables = new TableCopies(listener);
  copies.set(db, tables);
  return tables;
}

export const tableCopiesOf = (db: Db): TableCopies | undefined => copies.get(db);

/**
 * A table's copy (kept in memory) when the database has a listen client, else read each time.
 * `read` is given the database to read from: a replica's read handle shares its primary's copies,
 * filled from the primary (a replica's copy could predate a change already heard).
 */
export function tableCopy<T>(db: Db, name: string, read: (from: Db) => Promise<T>): Promise<T> {
  const primary = readSourceOf(db)?.primary ?? db;
  const tables = copies.get(primary);
  return tables ? tables.copyOf(name, () => read(primary)) : read(db);
}

/** After a commit that changes a copied table: every instance has forgotten its copy. */
export async function tableCopiesForgottenEverywhere(db: Db): Promise<void> {
  await listenClientOf(db)?.everyInstanceHeard(db);
}
