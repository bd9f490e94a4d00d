import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret from configuration when given; otherwise a random one kept in the data dir under
 * `name`, so restarts keep it (session secret, machine ingest token).
 */
export function resolveSecret(given: string | undefined, dataDir: string, name: string): string {
  if (given) return given;
  const file = path.join(dataDir, name);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(32).toString('base64url');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export const SESSION_SECRET_FILE = 'session-secret';
export const MACHINE_INGEST_TOKEN_FILE = 'machine-ingest-token';
