import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../platform/config.ts';
import { lockDataDir, runningServerOf } from '../platform/data-dir/data-dir-lock.ts';
import { embeddedUrl, readClusterPassword, startEmbeddedCluster, type RestartPolicy } from './embedded.ts';

export const EMBEDDED_DATABASE = 'signshop';
/** Where a running server writes its embedded PostgreSQL's port, so `npm run backup` can reach it. */
const PORT_FILE = 'postgres.port';

export interface OpenedDatabase {
  url: string;
  /** Stops what was started for this (the embedded cluster, the data dir lock); nothing for DATABASE_URL. */
  close(): Promise<void>;
}

const clusterDirOf = (dataDir: string) => path.join(dataDir, 'postgres');

/**
 * The database the configuration names: DATABASE_URL, or the embedded PostgreSQL in the data dir,
 * started here (the data dir is locked to this process while it runs) and, with `restart`, started
 * again when it stops on its own.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  log: (message: string) => void = () => undefined,
  restart?: RestartPolicy,
): Promise<OpenedDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, close: async () => undefined };
  const unlock = lockDataDir(config.dataDir);
  try {
    log(`Starting the embedded PostgreSQL in ${clusterDirOf(config.dataDir)}`);
    const cluster = await startEmbeddedCluster({ dir: clusterDirOf(config.dataDir), restart });
    await cluster.createDatabase(EMBEDDED_DATABASE).catch(() => undefined); // exists after the first run
    const portFile = path.join(config.dataDir, PORT_FILE);
    await fs.writeFile(portFile, String(cluster.port));
    return {
      url: cluster.urlFor(EMBEDDED_DATABASE),
      async close() {
        await fs.rm(portFile, { force: true });
        await cluster.stop();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * For the maintenance scripts: the database of a server running on this data dir when there is
 * one (its embedded PostgreSQL stays up and the app keeps serving), else the same as openDatabase.
 */
export async function reachDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  log: (message: string) => void = () => undefined,
): Promise<OpenedDatabase & { shared: boolean }> {
  if (!config.databaseUrl && runningServerOf(config.dataDir)) {
    const port = Number(await fs.readFile(path.join(config.dataDir, PORT_FILE), 'utf8').catch(() => NaN));
    if (!Number.isInteger(port))
      throw new Error(
        `The SignShop server on ${config.dataDir} has not started its database yet; try again.`,
      );
    const password = await readClusterPassword(clusterDirOf(config.dataDir));
    log(`Using the running server's embedded PostgreSQL (port ${port})`);
    return {
      url: embeddedUrl(port, password, EMBEDDED_DATABASE),
      close: async () => undefined,
      shared: true,
    };
  }
  return { ...(await openDatabase(config, log)), shared: false };
}
