import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startLoopbackS3, type LoopbackS3 } from '../../../test/support/s3-server.ts';
import { createStorage } from './create-storage.ts';
import { StoredFileMissing, type FileStorage } from './storage.ts';

let s3: LoopbackS3;
let localRoot: string;
beforeAll(async () => {
  s3 = await startLoopbackS3();
  localRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'signshop-storage-'));
});
afterAll(async () => {
  await s3.close();
  await fs.rm(localRoot, { recursive: true, force: true });
});

const drivers: Array<[string, () => FileStorage]> = [
  ['local folder', () => createStorage(loadConfig({ DATA_DIR: path.join(localRoot, crypto.randomUUID()) }))],
  ['S3 (loopback s3rver)', () => createStorage(loadConfig(s3.env()))],
];

/** `size` random bytes, produced 64 KB at a time like a network upload. */
function randomUpload(size: number) {
  const bytes = crypto.randomBytes(size);
  const chunks = function* () {
    for (let at = 0; at < size; at += 65536) yield bytes.subarray(at, at + 65536);
  };
  return { sha256: sha256(bytes), stream: Readable.from(chunks()) };
}
const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');
async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
async function listAll(storage: FileStorage) {
  const found = [];
  for await (const file of storage.list()) found.push(file);
  return found.sort((a, b) => a.key.localeCompare(b.key));
}

describe.each(drivers)('file storage: %s', (name, create) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = create();
  });

  it('keeps what it was given, byte for byte, and says how many bytes it wrote', async () => {
    const upload = randomUpload(200_000);
    expect(await storage.put('jobs/1/first', upload.stream)).toBe(200_000);
    expect(sha256(await readAll(await storage.get('jobs/1/first')))).toBe(upload.sha256);
  });

  it('streams a file larger than one multipart part (17 MB) both ways', async () => {
    const upload = randomUpload(17 * 1024 * 1024 + 3);
    expect(await storage.put('jobs/2/big', upload.stream)).toBe(17 * 1024 * 1024 + 3);
    expect(sha256(await readAll(await storage.get('jobs/2/big')))).toBe(upload.sha256);
  });

  it('stores an empty file', async () => {
    expect(await storage.put('jobs/3/empty', Readable.from([]))).toBe(0);
    expect((await readAll(await storage.get('jobs/3/empty'))).length).toBe(0);
  });

  it('replaces the content when the same key is written again', async () => {
    await storage.put('jobs/4/again', Readable.from([Buffer.from('old')]));
    await storage.put('jobs/4/again', Readable.from([Buffer.from('new content')]));
    expect((await readAll(await storage.get('jobs/4/again'))).toString()).toBe('new content');
  });

  it('lists every stored key with its size', async () => {
    expect(await listAll(storage)).toEqual([
      { key: 'jobs/1/first', size: 200_000 },
      { key: 'jobs/2/big', size: 17 * 1024 * 1024 + 3 },
      { key: 'jobs/3/empty', size: 0 },
      { key: 'jobs/4/again', size: 11 },
    ]);
  });

  it('deletes, and a deleted or never stored key is missing (deleting it again is fine)', async () => {
    await storage.delete('jobs/1/first');
    await storage.delete('jobs/1/first');
    await expect(storage.get('jobs/1/first')).rejects.toBeInstanceOf(StoredFileMissing);
    await expect(storage.get('jobs/9/never')).rejects.toBeInstanceOf(StoredFileMissing);
    expect((await listAll(storage)).map((file) => file.key)).not.toContain('jobs/1/first');
  });

  it('tells the free bytes of its disk (local) or that it has none of its own to fill (S3)', async () => {
    const free = await storage.freeBytes();
    if (name.startsWith('local')) expect(free).toBeGreaterThan(0);
    else expect(free).toBeNull();
  });

  it('refuses keys that could leave its root', async () => {
    for (const key of ['../escape', 'jobs/../../escape', '/absolute', 'jobs//double', 'jobs/./x', ''])
      await expect(storage.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow('unsafe storage key');
  });

  it('keeps nothing usable when the upload stream fails half way', async () => {
    const failing = new Readable({
      read() {
        this.push(crypto.randomBytes(65536));
        this.destroy(new Error('the client went away'));
      },
    });
    await expect(storage.put('jobs/5/broken', failing)).rejects.toThrow('the client went away');
    await expect(storage.get('jobs/5/broken')).rejects.toBeInstanceOf(StoredFileMissing);
  });
});
