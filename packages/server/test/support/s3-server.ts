import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

export interface LoopbackS3 {
  /** Environment that points the app at this server (each call gets its own key prefix). */
  env(): Record<string, string>;
  close(): Promise<void>;
}

const BUCKET = 'signshop-test';

/**
 * A real S3-protocol server (s3rver, objects on disk) on 127.0.0.1 with one bucket. Signatures
 * are not compared: s3rver leaves the trailing slash out of its canonical path for bucket-level
 * requests (ListObjectsV2), so every list the AWS SDK signs would be refused.
 */
export async function startLoopbackS3(): Promise<LoopbackS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'signshop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    env: () => ({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: `run-${crypto.randomBytes(4).toString('hex')}`,
    }),
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
