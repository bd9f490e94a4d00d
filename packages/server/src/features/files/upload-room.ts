import { Transform, type Readable } from 'node:stream';
import { AppError, FILE_TYPE_HEAD_BYTES, fileTypeOf, formatFileSize } from '@signshop/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jobFiles, quotes } from '../../db/schema/index.ts';
import { sameCompany } from '../../db/sql-helpers.ts';

/** The limits an upload is held to (see docs/configuration.md). */
export interface UploadLimits {
  fileMaxBytes: number;
  companyStorageQuotaBytes: number;
  diskReserveBytes: number;
}

/** Bytes of job files recorded on a company's jobs (the company compared as the quote scope does). */
export async function companyStorageUse(db: Executor, company: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${jobFiles.size}), 0)` })
    .from(jobFiles)
    .innerJoin(quotes, eq(quotes.id, jobFiles.quote_id))
    .where(sameCompany(quotes.customer_name, company));
  return Number(row?.bytes ?? 0);
}

/**
 * Holds the company's storage for the rest of the transaction, so uploads racing to the same
 * company are recorded one after another, each checked against what the others recorded.
 */
export async function lockCompanyStorage(tx: Executor, company: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'job-files:'} || lower(trim(${company}))))`);
}

export const quotaExceeded = (company: string, used: number, quota: number) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The file was not stored: the jobs of ${company || 'this company'} have a storage quota of ${formatFileSize(quota)}, ` +
      `${formatFileSize(used)} is used and ${formatFileSize(Math.max(0, quota - used))} is left. Delete files that are no longer needed, or ask the shop.`,
  );

export const diskNearlyFull = (reserve: number) =>
  new AppError(
    'INSUFFICIENT_STORAGE',
    `The file was not stored: the server's disk is nearly full (it keeps ${formatFileSize(reserve)} free). Tell the shop.`,
  );

/** The 400 of a multipart body that cannot be parsed (no boundary, a broken part header, cut off before its end). */
export const malformedUpload = (error: unknown) =>
  new AppError(
    'VALIDATION_ERROR',
    `The upload is not a valid multipart/form-data body (${(error as Error).message}); nothing was stored.`,
  );

/**
 * The upload as it goes to storage: counted, its first bytes kept to read its type, and cut as soon
 * as it passes `allowance` bytes. `refusal` then tells why the storage write failed: past the
 * allowance (`pastAllowance`'s error), or an error of the upload itself (a malformed or cut-off
 * multipart body, a 400).
 */
export function meteredUpload(content: Readable, allowance: number, pastAllowance: () => AppError) {
  let bytes = 0;
  const head: Buffer[] = [];
  let headBytes = 0;
  let refusal: AppError | undefined;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (headBytes < FILE_TYPE_HEAD_BYTES) {
        head.push(chunk.subarray(0, FILE_TYPE_HEAD_BYTES - headBytes));
        headBytes += head.at(-1)!.length;
      }
      if (bytes > allowance) return done((refusal ??= pastAllowance()));
      done(null, chunk);
    },
  });
  // The data flows before storage takes the stream: its error is read through `refusal`.
  stream.on('error', () => undefined);
  const fail = (error: Error) => stream.destroy((refusal ??= malformedUpload(error)));
  // The body may already have failed while the upload was being checked.
  if (content.errored) fail(content.errored);
  else if (content.destroyed && !content.readableEnded) fail(new Error('the body ended early'));
  content.on('error', fail);
  content.on('close', () => content.readableEnded || fail(new Error('the body ended early')));
  content.pipe(stream);
  return {
    stream,
    /** The type read from the first bytes (never what the uploader claimed). */
    contentType: () => fileTypeOf(Buffer.concat(head)),
    refusal: () => refusal,
  };
}
