import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  AppError,
  cleanFileName,
  isSafeFileName,
  quoteScopeOf,
  storageQuotaApplies,
  type SessionUser,
} from '@signshop/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobFiles, quotes, type JobFileRow } from '../../db/schema/index.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { getQuote } from '../../job-core/quote-access.ts';
import { downloadName, getJobFile } from '../../job-core/job-files.ts';
import { scopeCondition } from '../../job-core/quote-scope-sql.ts';
import {
  companyStorageUse,
  diskNearlyFull,
  lockCompanyStorage,
  meteredUpload,
  quotaExceeded,
  type UploadLimits,
} from './upload-room.ts';

export const MAX_FILE_NAME_LENGTH = 255;

export const toFileDto = (row: JobFileRow) => ({
  id: row.id,
  name: row.name,
  quote_id: row.quote_id,
  size: row.size,
  content_type: row.content_type,
  created_at: row.created_at.toISOString(),
});

/**
 * A job file name with its folder path, for an upload and a rename alike: cleaned of control and
 * bidirectional characters, then checked so it can never point outside the job.
 */
export function checkedFileName(name: string): string {
  const cleaned = cleanFileName(name);
  if (cleaned === '') throw new AppError('VALIDATION_ERROR', 'A file name cannot be empty.');
  if (cleaned.length > MAX_FILE_NAME_LENGTH) {
    throw new AppError(
      'VALIDATION_ERROR',
      `A file name can have at most ${MAX_FILE_NAME_LENGTH} characters.`,
    );
  }
  if (!isSafeFileName(cleaned)) {
    throw new AppError(
      'VALIDATION_ERROR',
      `'${cleaned.replace(/\0/g, '')}' is not a valid file name: use folder/name without '..', a leading '/' or '\\'.`,
    );
  }
  return cleaned;
}

export async function listJobFiles(db: Db, user: SessionUser, quoteId: number) {
  await getQuote(db, user, quoteId);
  const rows = await db
    .select()
    .from(jobFiles)
    .where(eq(jobFiles.quote_id, quoteId))
    .orderBy(asc(jobFiles.name));
  return rows.map(toFileDto);
}

/** Files of several jobs at once, only of the jobs the user may see. */
export async function listFilesOfJobs(db: Db, user: SessionUser, quoteIds: number[]) {
  if (quoteIds.length === 0) return [];
  const rows = await db
    .select({ file: jobFiles })
    .from(jobFiles)
    .innerJoin(quotes, eq(quotes.id, jobFiles.quote_id))
    .where(and(inArray(jobFiles.quote_id, quoteIds), scopeCondition(quoteScopeOf(user))))
    .orderBy(asc(jobFiles.quote_id), asc(jobFiles.name));
  return rows.map((row) => toFileDto(row.file));
}

/**
 * Streams an upload into storage, then records it. Before a byte is read it is refused when the
 * company is at its storage quota (for accounts the quota holds) or the disk is down to its
 * reserve; the stream is cut as soon as it passes what is left of either. `tooLarge` tells whether
 * the stream was cut at the file size limit. The quota is checked again where the file is recorded,
 * under a per-company lock, so racing uploads never record more than the quota between them.
 * Whatever is refused, nothing of it is kept.
 */
export async function saveUpload(
  db: Db,
  storage: FileStorage,
  user: SessionUser,
  upload: { quoteId: number; name: string; content: Readable; tooLarge: () => boolean },
  limits: UploadLimits,
) {
  await getQuote(db, user, upload.quoteId);
  const name = checkedFileName(upload.name);
  // The quota holds only accounts whose quote scope is their own company, so the job's company is theirs.
  const company = user.company;
  const quota = limits.companyStorageQuotaBytes;
  const quoted = storageQuotaApplies(user);
  const used = quoted ? await companyStorageUse(db, company) : 0;
  if (quoted && used >= quota) throw quotaExceeded(company, used, quota);
  const free = await storage.freeBytes();
  const diskLeft = free === null ? Infinity : free - limits.diskReserveBytes;
  if (diskLeft <= 0) throw diskNearlyFull(limits.diskReserveBytes);
  const quotaLeft = quoted ? quota - used : Infinity;

  const key = `jobs/${upload.quoteId}/${crypto.randomUUID()}`;
  const metered = meteredUpload(upload.content, Math.min(quotaLeft, diskLeft), () =>
    quotaLeft <= diskLeft ? quotaExceeded(company, used, quota) : diskNearlyFull(limits.diskReserveBytes),
  );
  const size = await storage.put(key, metered.stream).catch((error: unknown) => {
    // A disk that filled up anyway (other writers, several uploads at once) is the same 507.
    const diskFull = (error as { code?: unknown }).code === 'ENOSPC';
    throw metered.refusal() ?? (diskFull ? diskNearlyFull(limits.diskReserveBytes) : error);
  });
  try {
    if (upload.tooLarge()) {
      throw new AppError(
        'VALIDATION_ERROR',
        `The file is larger than the limit of ${Math.round(limits.fileMaxBytes / 1048576)} MB.`,
      );
    }
    const row = await db.transaction(async (tx) => {
      if (quoted) {
        await lockCompanyStorage(tx, company);
        const recorded = await companyStorageUse(tx, company);
        if (recorded + size > quota) throw quotaExceeded(company, recorded, quota);
      }
      const [inserted] = await tx
        .insert(jobFiles)
        .values({
          quote_id: upload.quoteId,
          name,
          storage_key: key,
          size,
          content_type: metered.contentType(),
          uploaded_by: user.id,
        })
        .returning();
      return inserted!;
    });
    return toFileDto(row);
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

export async function renameJobFile(db: Db, user: SessionUser, id: number, newName: string) {
  await getJobFile(db, user, id);
  const [row] = await db
    .update(jobFiles)
    .set({ name: checkedFileName(newName) })
    .where(eq(jobFiles.id, id))
    .returning();
  return toFileDto(row!);
}

export async function deleteJobFile(db: Db, storage: FileStorage, user: SessionUser, id: number) {
  const row = await getJobFile(db, user, id);
  await db.delete(jobFiles).where(eq(jobFiles.id, id));
  await storage.delete(row.storage_key);
  return { id };
}

export { downloadName, getJobFile };
