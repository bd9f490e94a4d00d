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

  it('reads every replica of READ_DATABASE_URL, none when unset, and names it when one is not a URL', () => {
    expect(loadConfig({}).readDatabaseUrls).toEqual([]);
    expect(
      loadConfig({ READ_DATABASE_URL: 'postgres://r1.internal/shop, postgres://r2.internal/shop' })
        .readDatabaseUrls,
    ).toEqual(['postgres://r1.internal/shop', 'postgres://r2.internal/shop']);
    expect(() => loadConfig({ READ_DATABASE_URL: 'postgres://r1.internal/shop,replica two' })).toThrow(
      /READ_DATABASE_URL[\s\S]*READ_DATABASE_URL must be database URLs separated by commas/,
    );
  });

  it('keeps job files in DATA_DIR/files, with a pool of 10 and 25 s to drain, unless told otherwise', () => {
    const config = loadConfig({ DATA_DIR: '/srv/shop' });
    expect(config.storage).toEqual({ driver: 'local', root: '/srv/shop/files' });
    expect(config.dbPoolSize).toBe(10);
    expect(config.shutdownGraceMs).toBe(25_000);
    expect(loadConfig({ DB_POOL_SIZE: '40', SHUTDOWN_GRACE_SECONDS: '5' })).toMatchObject({
      dbPoolSize: 40,
      shutdownGraceMs: 5000,
    });
  });

  it('holds a company to 5 GB of job files and keeps 2 GB of disk free, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      companyStorageQuotaBytes: 5 * 1024 ** 3,
      diskReserveBytes: 2 * 1024 ** 3,
    });
    expect(loadConfig({ COMPANY_STORAGE_QUOTA_MB: '0.5', DISK_RESERVE_MB: '0' })).toMatchObject({
      companyStorageQuotaBytes: 512 * 1024,
      diskReserveBytes: 0,
    });
    expect(() => loadConfig({ COMPANY_STORAGE_QUOTA_MB: '0', DISK_RESERVE_MB: '-1' })).toThrow(
      /COMPANY_STORAGE_QUOTA_MB[\s\S]*DISK_RESERVE_MB/,
    );
  });

  it('reads the S3 settings', () => {
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'shop-files',
      S3_ENDPOINT: 'https://minio.internal:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'acme/jobs',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      bucket: 'shop-files',
      endpoint: 'https://minio.internal:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'acme/jobs',
    });
  });

  it('refuses S3 without a bucket, half a credential pair, a bad prefix or a pool of 1', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(
      'S3_BUCKET is required when STORAGE_DRIVER=s3',
    );
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    );
    expect(() => loadConfig({ S3_PREFIX: '../other-shop' })).toThrow('S3_PREFIX must be folder names');
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow('STORAGE_DRIVER');
    expect(() => loadConfig({ DB_POOL_SIZE: '1' })).toThrow('DB_POOL_SIZE');
  });
});
