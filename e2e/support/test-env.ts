import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where the browser tests' server listens (a fresh embedded database each run); E2E_PORT overrides. */
export const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`;
/** The test server's data dir (E2E_DATA_DIR overrides); its mail outbox is `outbox/` inside it. */
export const DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? path.join(here, '../../.test-data/e2e'));
export const OUTBOX_DIR = path.join(DATA_DIR, 'outbox');
/** The admin the test server creates on its empty database. */
export const ADMIN = { email: 'admin@signshop.test', password: 'admin-password-1' };
/** Screenshots for people to look at (not compared by the tests). */
export const SCREENSHOT_DIR = path.resolve(here, '../screenshots');
