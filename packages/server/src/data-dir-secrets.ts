import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** SESSION_SECRET when given; otherwise a random one kept in the data dir so restarts keep sessions. */
export function resolveSessionSecret(given: string | undefined, dataDir: string): string {
  if (given) return given;
  const file = path.join(dataDir, 'session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
