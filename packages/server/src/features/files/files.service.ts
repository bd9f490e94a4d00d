import crypto from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  AppError,
  isSafeFileName,
  quoteScopeOf,
  withoutBidiControls,
  type SessionUser,
} from '@signshop/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobFiles, quotes, type JobFileRow } from '../../db/schema/index.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { getQuote } from '../quotes/quotes.service.ts';
import { scopeCondition } from '../quotes/quote-scope-sql.ts';

export const MAX_FILE_NAME_LENGTH = 255;

export const toFileDto = (row: JobFileRow) => ({
  id: row.id,
  name: row.name,
  quote_id: row.quote_id,
  size: row.size,
  content_type: row.content_type,
  created_at: row.created_at.toISOString(),
});

/** A job file name with its folder path, checked so it can never point outside the job. */
export function checkedFileName(name: string): string {
  // Bidi controls could disguise a name ("report\u202Egnp.exe" shows as "reportexe.png").
  const trimmed = withoutBidiControls(name).trim();
  if (trimmed.length > MAX_FILE_NAME_LENGTH) {
    throw new AppError(
      'VALIDATION_ERROR',
      `A file name can have at most ${MAX_FILE_NAME_LENGTH} characters.`,
    );
  }
  if (!isSafeFileName(trimmed)) {
    throw new AppError(
      'VALIDATION_ERROR',
      `'${trimmed.replace(/\0/g, '')}' is not a valid file name: use folder/name without '..', a leading '/' or '\\'.`,
    );
  }
  return trimmed;
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
 * Streams an upload into storage, then records it. `tooLarge` tells whether the stream was cut
 * at the size limit, in which case nothing is kept.
 */
export async function saveUpload(
  db: Db,
  storage: FileStorage,
  user: SessionUser,
  upload: {
    quoteId: number;
    name: string;
    contentType: string;
    content: Readable;
    tooLarge: () => boolean;
    limitBytes: number;
  },
) {
  await getQuote(db, user, upload.quoteId);
  const name = checkedFileName(upload.name);
  const key = `jobs/${upload.quoteId}/${crypto.randomUUID()}`;
  const size = await storage.put(key, upload.content);
  if (upload.tooLarge()) {
    await storage.delete(key);
    throw new AppError(
      'VALIDATION_ERROR',
      `The file is larger than the limit of ${Math.round(upload.limitBytes / 1048576)} MB.`,
    );
  }
  const [row] = await db
    .insert(jobFiles)
    .values({
      quote_id: upload.quoteId,
      name,
      storage_key: key,
      size,
      content_type: upload.contentType,
      uploaded_by: user.id,
    })
    .returning();
  return toFileDto(row!);
}

/** The file if its job is one the user may see; 404 otherwise. */
export async function getJobFile(db: Db, user: SessionUser, id: number): Promise<JobFileRow> {
  const [row] = await db.select().from(jobFiles).where(eq(jobFiles.id, id));
  if (!row) throw new AppError('NOT_FOUND', `There is no file with id ${id}.`);
  await getQuote(db, user, row.quote_id).catch(() => {
    throw new AppError('NOT_FOUND', `There is no file with id ${id}.`);
  });
  return row;
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

/** The download name: the last part of the file's folder path. */
export const downloadName = (row: JobFileRow) => path.posix.basename(row.name);
