import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from './test-env.ts';

/** The shop's bank public key as the server reads it (made here when no other test made one). */
export function bankPublicKey(): string {
  const file = path.join(DATA_DIR, 'bank-public-key.pem');
  if (!fs.existsSync(file)) {
    const { publicKey } = crypto.generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    fs.writeFileSync(file, publicKey);
  }
  return fs.readFileSync(file, 'utf8');
}
