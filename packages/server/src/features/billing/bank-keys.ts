import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

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
  refuseToReplace(publicKeyFile, options.force);
  const keys = crypto.generateKeyPairSync('rsa', keyPairOptions(options.bits));
  writePublicKey(publicKeyFile, keys.publicKey);
  return keys;
}

/**
 * generateBankKeys off the event loop: the search for primes takes seconds on a busy machine, during
 * which a server would answer nothing, not even a signal to stop.
 */
export async function generateBankKeysInBackground(
  publicKeyFile: string,
  options: { force?: boolean; bits?: number } = {},
): Promise<{ publicKey: string; privateKey: string }> {
  refuseToReplace(publicKeyFile, options.force);
  const keys = await promisify(crypto.generateKeyPair)('rsa', keyPairOptions(options.bits));
  writePublicKey(publicKeyFile, keys.publicKey);
  return keys;
}

const keyPairOptions = (bits = BANK_KEY_BITS) => ({
  modulusLength: bits,
  publicKeyEncoding: { type: 'spki', format: 'pem' } as const,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' } as const,
});

function refuseToReplace(publicKeyFile: string, force = false): void {
  if (fs.existsSync(publicKeyFile) && !force) {
    throw new Error(
      `${publicKeyFile} already exists. Banks saved with it can only be read with its private key; ` +
        'run again with --force to replace it anyway.',
    );
  }
}

function writePublicKey(publicKeyFile: string, publicKey: string): void {
  fs.mkdirSync(path.dirname(publicKeyFile), { recursive: true });
  fs.writeFileSync(publicKeyFile, publicKey, { mode: 0o644 });
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
