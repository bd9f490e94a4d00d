import crypto from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { oneTimeDownloads } from '../../db/schema/index.ts';

/** How long a one-time download waits to be fetched. */
export const ONE_TIME_DOWNLOAD_MINUTES = 10;

/**
 * Keeps a generated file for one download by the account that made it, in the database so any
 * server instance can serve it; expired ones are swept on the way. Returns its random id.
 */
export async function storeOneTimeDownload(
  db: Executor,
  file: { name: string; contentType: string; data: Buffer; createdBy: number },
): Promise<string> {
  const id = crypto.randomBytes(16).toString('base64url');
  await db.delete(oneTimeDownloads).where(lte(oneTimeDownloads.expires_at, sql`now()`));
  await db.insert(oneTimeDownloads).values({
    id,
    name: file.name,
    content_type: file.contentType,
    data: file.data,
    created_by: file.createdBy,
    expires_at: sql`now() + make_interval(mins => ${ONE_TIME_DOWNLOAD_MINUTES})`,
  });
  return id;
}

/**
 * Takes the file out of storage: the first request of its owner gets it and deletes it in the
 * same statement, so two concurrent requests cannot both get it. Null when it is gone, expired
 * or someone else's.
 */
export async function takeOneTimeDownload(db: Executor, id: string, accountId: number) {
  const [row] = await db
    .delete(oneTimeDownloads)
    .where(
      and(
        eq(oneTimeDownloads.id, id),
        eq(oneTimeDownloads.created_by, accountId),
        gt(oneTimeDownloads.expires_at, sql`now()`),
      ),
    )
    .returning({
      name: oneTimeDownloads.name,
      content_type: oneTimeDownloads.content_type,
      data: oneTimeDownloads.data,
    });
  return row ?? null;
}
