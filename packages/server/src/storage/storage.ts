import type { Readable } from 'node:stream';

/**
 * Where job files live. Keys are chosen by the server (never from user input); the local folder
 * is the default driver, and another driver (object storage) can stand in without callers changing.
 */
export interface FileStorage {
  /** Streams `content` under `key`; resolves with the number of bytes written. */
  put(key: string, content: Readable): Promise<number>;
  get(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
}
