import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkedKey, StoredFileMissing, type FileStorage } from './storage.ts';

/** Files in a folder on disk, streamed both ways. */
export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => path.join(root, checkedKey(key));
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
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) throw new StoredFileMissing(key);
      return createReadStream(file);
    },
    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
    },
    async freeBytes() {
      // statfs needs an existing path: the root is created on first use.
      await fs.mkdir(root, { recursive: true });
      const disk = await fs.statfs(root);
      return disk.bavail * disk.bsize;
    },
    async *list() {
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        yield { key: path.relative(root, file).split(path.sep).join('/'), size: (await fs.stat(file)).size };
      }
    },
  };
}
