import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError, type SessionUser } from '@signshop/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyInfos } from '../../db/schema/index.ts';
import { findCompanyRecord } from '../../job-core/payment-terms.ts';
import { StoredFileMissing, type FileStorage } from '../../platform/storage/storage.ts';
import { reachableCompany, toDto } from './company-info.service.ts';

/** The longest certificate file name kept (the name it is downloaded as). */
const FILE_NAME_MAX = 255;

const noRecord = (company: string) =>
  new AppError('NOT_FOUND', `There is no company information for ${company} yet: save it first.`);

async function recordOf(db: Db, user: SessionUser, name: string) {
  const company = reachableCompany(user, name);
  const row = await findCompanyRecord(db, company);
  if (!row) throw noRecord(company);
  return row;
}

/**
 * Keeps `upload` as the company's exemption certificate in the job-files storage, replacing the
 * one it had; refused with 413 past `maxBytes` (nothing is kept then).
 */
export async function saveExemptionFile(
  db: Db,
  storage: FileStorage,
  user: SessionUser,
  name: string,
  upload: { filename: string; content: Readable; tooLarge: () => boolean },
  maxBytes: number,
) {
  const row = await recordOf(db, user, name);
  const key = `exemptions/${row.id}/${randomUUID()}`;
  await storage.put(key, upload.content);
  if (upload.tooLarge()) {
    await storage.delete(key);
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `Certificate file: a file may be at most ${Math.round(maxBytes / 1024 / 1024)} MB.`,
    );
  }
  const fileName = upload.filename.trim().slice(0, FILE_NAME_MAX) || 'certificate';
  const [saved] = await db
    .update(companyInfos)
    .set({ exemption_file_key: key, exemption_file_name: fileName, updated_at: new Date() })
    .where(eq(companyInfos.id, row.id))
    .returning();
  if (row.exemption_file_key) await storage.delete(row.exemption_file_key);
  return toDto(saved!);
}

/** The company's certificate file (its customer's own company, or any for staff and admins). */
export async function exemptionFile(db: Db, storage: FileStorage, user: SessionUser, name: string) {
  const row = await recordOf(db, user, name);
  const missing = () => new AppError('NOT_FOUND', `${row.company} has no exemption certificate file.`);
  if (!row.exemption_file_key) throw missing();
  const content = await storage.get(row.exemption_file_key).catch((error: unknown) => {
    throw error instanceof StoredFileMissing ? missing() : error;
  });
  return { name: row.exemption_file_name, content };
}

/** Removes the company's certificate file. */
export async function removeExemptionFile(db: Db, storage: FileStorage, user: SessionUser, name: string) {
  const row = await recordOf(db, user, name);
  const [saved] = await db
    .update(companyInfos)
    .set({ exemption_file_key: null, exemption_file_name: '', updated_at: new Date() })
    .where(eq(companyInfos.id, row.id))
    .returning();
  if (row.exemption_file_key) await storage.delete(row.exemption_file_key);
  return toDto(saved!);
}
