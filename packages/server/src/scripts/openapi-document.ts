import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import type { Db } from '../db/client.ts';

export const OPENAPI_FILE = path.resolve(import.meta.dirname, '../../openapi.json');

/** The OpenAPI document of the whole /api, from the routes as registered (no database needed). */
export async function generateOpenApiDocument(): Promise<string> {
  const app = await buildApp(loadConfig({ WEB_DIST: path.join(os.tmpdir(), 'signshop-no-web') }), {
    db: {} as Db,
    mailer: { send: async () => undefined },
    sessionSecret: 'openapi-document-secret-not-used-000000',
    logger: false,
  });
  await app.ready();
  const document = JSON.stringify(app.swagger(), null, 2) + '\n';
  await app.close();
  return document;
}
