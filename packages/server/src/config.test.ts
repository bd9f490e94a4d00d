import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      adminEmail: 'admin@signshop.local',
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.bankPublicKeyFile).toBe(path.resolve('./data/bank-public-key.pem'));
  });

  it('keeps the bank public key in the data dir unless BANK_PUBLIC_KEY_FILE names a file', () => {
    expect(loadConfig({ DATA_DIR: '/srv/signshop' }).bankPublicKeyFile).toBe(
      '/srv/signshop/bank-public-key.pem',
    );
    expect(loadConfig({ BANK_PUBLIC_KEY_FILE: '/etc/signshop/bank.pem' }).bankPublicKeyFile).toBe(
      '/etc/signshop/bank.pem',
    );
  });

  it('fails fast naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', ADMIN_PASSWORD: 'short', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*ADMIN_PASSWORD must have at least 8 characters/,
    );
  });
});
