import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** RSA modulus of the shop's bank key pair (RSA-OAEP with SHA-256). */
export const BANK_KEY_BITS = 4096;

export const NO_BANK_KEY_MESSAGE =
  'Bank accounts cannot be saved yet: an administrator must run npm run keys:bank.';

/**
 * Generates the shop's bank key pair, writes the public key (PEM, spki) to `publicKeyFile` and
 * returns the private key (PEM, pkcs8) for the admin to keep offline: it is never written.
 * Refuses to replace an existing public key unless `force` (banks saved with the old key could
 * then only be read with the old private key).
 */
export function generateBankKeys(
  publicKeyFile: string,
  options: { force?: boolean; bits?: number } = {},
): { publicKey: string; privateKey: string } {
  if (fs.existsSync(publicKeyFile) && !options.force) {
    throw new Error(
      `${publicKeyFile} already exists. Banks saved with it can only be read with its private key; ` +
        'run again with --force to replace it anyway.',
    );
  }
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', {
    modulusLength: options.bits ?? BANK_KEY_BITS,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  fs.mkdirSync(path.dirname(publicKeyFile), { recursive: true });
  fs.writeFileSync(publicKeyFile, publicKey, { mode: 0o644 });
  return { publicKey, privateKey };
}

/**
 * The shop's public key as written by `npm run keys:bank` (read on each use, so a key made while
 * the server runs is served at once), or null when there is none yet.
 */
export function readBankPublicKey(publicKeyFile: string): { pem: string; modulusBytes: number } | null {
  let pem: string;
  try {
    pem = fs.readFileSync(publicKeyFile, 'utf8');
  } catch {
    return null;
  }
  const bits = crypto.createPublicKey(pem).asymmetricKeyDetails?.modulusLength ?? BANK_KEY_BITS;
  return { pem, modulusBytes: bits / 8 };
}
