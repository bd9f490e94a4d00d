import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateBankKeys } from '../../src/features/billing/bank-keys.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** A test app set up as the shop runs: with the bank key pair `npm run keys:bank` makes (no 503 on banks). */
export async function startProofApp(): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proof-bank-key-'));
  const keyFile = path.join(dir, 'bank-public-key.pem');
  generateBankKeys(keyFile);
  const t = await startTestApp({ BANK_PUBLIC_KEY_FILE: keyFile });
  return {
    ...t,
    close: async () => {
      await t.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
