import type { AppConfig } from '../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

/** The driver the configuration names (STORAGE_DRIVER). */
export function createStorage(config: Pick<AppConfig, 'storage'>): FileStorage {
  const { storage } = config;
  return storage.driver === 's3' ? createS3Storage(storage) : createLocalStorage(storage.root);
}
