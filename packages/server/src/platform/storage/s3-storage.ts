import { PassThrough, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkedKey, StoredFileMissing, type FileStorage } from './storage.ts';

export interface S3Settings {
  bucket: string;
  /** Address of an S3-compatible service (MinIO, R2, Ceph…); AWS itself when unset. */
  endpoint?: string;
  region: string;
  /** Both or neither: when unset, the AWS SDK's usual chain (env, profile, instance role) applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key) instead of the host name; most self-hosted services need it. */
  forcePathStyle: boolean;
  /** Folder inside the bucket holding SignShop's keys, so one bucket can serve several shops. */
  prefix: string;
}

/** Streams uploads in 8 MB parts (two in flight), so memory stays flat whatever the file size. */
const PART_BYTES = 8 * 1024 * 1024;

/** Job files in an S3-compatible bucket, streamed both ways. */
export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: many S3-compatible services refuse the newer
    // default (aws-chunked trailers).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const prefix = settings.prefix ? `${settings.prefix.replace(/\/+$/, '')}/` : '';
  const Bucket = settings.bucket;
  const objectKey = (key: string) => prefix + checkedKey(key);
  return {
    async put(key, content) {
      let bytes = 0;
      const counted = new PassThrough();
      counted.on('data', (chunk: Buffer) => (bytes += chunk.length));
      content.on('error', (error) => counted.destroy(error));
      content.pipe(counted);
      const upload = new Upload({
        client,
        params: { Bucket, Key: objectKey(key), Body: counted },
        partSize: PART_BYTES,
        queueSize: 2,
      });
      await upload.done();
      return bytes;
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return object.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound')
          throw new StoredFileMissing(key);
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async freeBytes() {
      return null;
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key) yield { key: object.Key.slice(prefix.length), size: object.Size ?? 0 };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
