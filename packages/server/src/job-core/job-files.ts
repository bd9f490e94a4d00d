import path from 'node:path';
import { AppError, type SessionUser } from '@signshop/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobFiles, type JobFileRow } from '../db/schema/index.ts';
import { getQuote } from './quote-access.ts';

/** The file if its job is one the user may see; 404 otherwise. */
export async function getJobFile(db: Db, user: SessionUser, id: number): Promise<JobFileRow> {
  const [row] = await db.select().from(jobFiles).where(eq(jobFiles.id, id));
  if (!row) throw new AppError('NOT_FOUND', `There is no file with id ${id}.`);
  await getQuote(db, user, row.quote_id).catch(() => {
    throw new AppError('NOT_FOUND', `There is no file with id ${id}.`);
  });
  return row;
}

/** The download name: the last part of the file's folder path. */
export const downloadName = (row: JobFileRow) => path.posix.basename(row.name);
