import path from 'node:path';
import type { AppConfig } from '../platform/config.ts';
import type { Db } from '../db/client.ts';
import { createLocalStorage } from '../platform/storage/local-storage.ts';
import { demoPrivateKeyFile } from './demo-billing.ts';
import { seedDemoShop, type DemoShopResult } from './demo-shop.ts';

/** The demo's own data dir, so a real shop's data (./data) never mixes with demo data. */
export const DEMO_DATA_DIR = './data-demo';

/** `--demo` on the command line (`npm run demo`, `npm start -- --demo`). */
export const isDemoRun = (argv: readonly string[] = process.argv) => argv.includes('--demo');

/** The environment of a demo run: the embedded database in DATA_DIR, ./data-demo unless set. */
export function demoEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (env.DATABASE_URL)
    throw new Error('--demo runs on the embedded database in its own data dir: unset DATABASE_URL.');
  return { ...env, DATA_DIR: env.DATA_DIR ?? DEMO_DATA_DIR };
}

/**
 * Seeds the demo shop on the first run (job files into the data dir's files/, where the app keeps
 * them); `signal` stops it at once, rolled back.
 */
export async function seedDemoShopFor(
  db: Db,
  config: AppConfig,
  signal?: AbortSignal,
): Promise<DemoShopResult> {
  console.log(`Demo mode: data in ${config.dataDir} (a real shop's data is never used or mixed in).`);
  const storage = createLocalStorage(path.join(config.dataDir, 'files'));
  const result = await seedDemoShop(db, storage, {
    timeZone: config.shopTimeZone,
    bankKeyFiles: {
      publicKeyFile: config.bankPublicKeyFile,
      privateKeyFile: demoPrivateKeyFile(config.dataDir),
    },
    signal,
  });
  console.log(
    result.created
      ? `Seeded the demo shop in ${result.seconds} s: ${result.counts.quotes} quotes, ${result.counts.plates} machine plates.`
      : 'The demo shop was seeded on an earlier run; nothing added.',
  );
  return result;
}

/** The demo accounts to sign in with, printed once the server listens. */
export function printDemoAccounts(result: DemoShopResult): void {
  console.log(`\nDemo accounts (password for all: ${result.password}):`);
  const width = Math.max(...result.accounts.map((a) => a.email.length));
  for (const account of result.accounts) console.log(`  ${account.email.padEnd(width)}  ${account.what}`);
  console.log(
    `\nBank private key: ${result.bankPrivateKeyFile}\n` +
      "  The admin pastes it on /payment/adminbanks to read the customers' bank details.\n" +
      '  It is on disk only because this is a demo: a real shop keeps its private key offline.',
  );
}
