import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findFreePort } from '../../src/db/embedded.ts';

const REPO = path.resolve(import.meta.dirname, '../../../..');
export const PROCESS_ADMIN = { email: 'crash-admin@signshop.test', password: 'crash-test-password-1' };

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the server printed, for the failure message. */
  output(): string;
  /** SIGKILL to the whole process group: the app and its embedded PostgreSQL (postmaster and backends). */
  killHard(): Promise<void>;
  /** SIGKILL to the Node process alone: its embedded PostgreSQL lives on, holding the data dir. */
  killNodeOnly(): Promise<void>;
  /** SIGTERM, waiting for the orderly shutdown. */
  stop(): Promise<void>;
}

/**
 * The real server as `npm start` runs it (`node --import tsx packages/server/src/main.ts`), on the
 * given data dir with its embedded PostgreSQL, in a process group of its own.
 */
export async function startServerProcess(dataDir: string): Promise<ServerProcess> {
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_EMAIL: PROCESS_ADMIN.email,
    ADMIN_PASSWORD: PROCESS_ADMIN.password,
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(dataDir, 'no-web'),
  };
  delete env.DATABASE_URL; // always the embedded PostgreSQL in the data dir
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: REPO,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  // Up when it says so itself: GET /api/ready answers 200 once the database has every migration.
  const deadline = Date.now() + 90_000;
  while (!(await isReady(baseUrl))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the server did not start (exit ${child.exitCode}):\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const killHard = async () => {
    process.kill(-child.pid!, 'SIGKILL');
    await exited;
    await waitUntilDead(postmasterPid(dataDir));
  };
  return {
    baseUrl,
    child,
    output: () => output,
    killHard,
    async killNodeOnly() {
      process.kill(child.pid!, 'SIGKILL');
      await exited;
    },
    async stop() {
      // main.ts handles SIGTERM itself (closes the app, then stops its PostgreSQL); the group gets
      // a SIGKILL only if that takes too long.
      process.kill(child.pid!, 'SIGTERM');
      const stopped = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20_000)),
      ]);
      if (!stopped) await killHard();
    },
  };
}

async function isReady(baseUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/api/ready`)).status === 200;
  } catch {
    return false; // not listening yet
  }
}

/** The PostgreSQL server's process id from its pid file (left behind by a crash). */
export function postmasterPid(dataDir: string): number | null {
  try {
    const first = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0];
    return Number(first) || null;
  } catch {
    return null;
  }
}

export function isAlive(pid: number | null): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntilDead(pid: number | null) {
  const deadline = Date.now() + 10_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline)
      throw new Error(`PostgreSQL (process ${pid}) survived the SIGKILL of its group`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
