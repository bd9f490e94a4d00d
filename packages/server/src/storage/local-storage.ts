import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './storage.ts';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*$/i;

/** Files in a folder on disk, streamed both ways. */
export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.split('/').includes('..')) throw new Error(`unsafe storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, content) {
      const file = pathOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      let bytes = 0;
      content.on('data', (chunk: Buffer) => (bytes += chunk.length));
      try {
        await pipeline(content, createWriteStream(file));
      } catch (error) {
        await fs.rm(file, { force: true });
        throw error;
      }
      return bytes;
    },
    async get(key) {
      const file = pathOf(key);
      await fs.access(file);
      return createReadStream(file);
    },
    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
    },
  };
}
