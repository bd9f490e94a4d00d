import type { Readable } from 'node:stream';

/**
 * Where job files live. Keys are chosen by the server (never from user input); the local folder
 * is the default driver and S3-compatible object storage stands in without callers changing.
 * Content always streams: no driver holds a whole file in memory.
 */
export interface FileStorage {
  /** Streams `content` under `key` (replacing what was there); resolves with the number of bytes written. */
  put(key: string, content: Readable): Promise<number>;
  /** The stored bytes; throws StoredFileMissing when nothing is stored under `key`. */
  get(key: string): Promise<Readable>;
  /** Removes `key`; nothing happens when it is already gone. */
  delete(key: string): Promise<void>;
  /** Every stored key (with its size in bytes), in no particular order. */
  list(): AsyncIterable<StoredFile>;
  /**
   * Bytes still free where new content would be written, or null when the driver has no disk of
   * its own to fill (an object store).
   */
  freeBytes(): Promise<number | null>;
}

export interface StoredFile {
  key: string;
  size: number;
}

export class StoredFileMissing extends Error {
  constructor(readonly key: string) {
    super(`Nothing is stored under ${key}.`);
    this.name = 'StoredFileMissing';
  }
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Refuses a key that could leave the storage root (`..`, absolute, odd characters). */
export function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.' || part === ''))
    throw new Error(`unsafe storage key ${key}`);
  return key;
}
