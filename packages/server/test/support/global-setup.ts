import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../src/db/client.ts';
import { startEmbeddedCluster } from '../../src/db/embedded.ts';
import { withDatabase } from './database-url.ts';
import { installTestSchema } from './test-schema.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Server URL (any database) where each test file creates its own database from the template. */
    testServerUrl: string;
    templateDatabase: string;
  }
}

const TEMPLATE = 'signshop_template';

/**
 * One PostgreSQL for the whole run: an embedded cluster in .test-data (or the server at
 * TEST_DATABASE_URL), holding a migrated template database that each test file clones.
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => undefined as void;
  if (!serverUrl) {
    const dir = path.resolve(import.meta.dirname, '../../../../.test-data/vitest-postgres');
    await fs.rm(dir, { recursive: true, force: true });
    const cluster = await startEmbeddedCluster({ dir, ephemeral: true });
    serverUrl = cluster.urlFor('postgres');
    stop = () => cluster.stop();
  }
  await recreateDatabase(serverUrl, TEMPLATE);
  const template = connectDatabase(withDatabase(serverUrl, TEMPLATE), 1);
  await installTestSchema(template);
  await template.close();
  project.provide('testServerUrl', serverUrl);
  project.provide('templateDatabase', TEMPLATE);
  return stop;
}

async function recreateDatabase(serverUrl: string, name: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}
