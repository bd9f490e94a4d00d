import { loadConfig } from '../platform/config.ts';
import { generateBankKeys } from '../features/billing/bank-keys.ts';

/**
 * `npm run keys:bank [-- --force]`: makes the shop's RSA-OAEP key pair for bank details, writes
 * the public key where the server serves it (BANK_PUBLIC_KEY_FILE, default
 * DATA_DIR/bank-public-key.pem) and prints the private key once. Nothing else keeps it.
 */
const config = loadConfig();
try {
  const { privateKey } = generateBankKeys(config.bankPublicKeyFile, {
    force: process.argv.includes('--force'),
  });
  console.log(`Public key written to ${config.bankPublicKeyFile}.`);
  console.log('Private key below: keep it offline (a password manager). It is shown only this once and the');
  console.log('server never stores it; the admin banks page asks for it to decrypt bank details.\n');
  console.log(privateKey);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
