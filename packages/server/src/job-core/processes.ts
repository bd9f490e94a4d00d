import { asc, getTableColumns } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { addons, signTypes, type SignTypeRow } from '../db/schema/index.ts';
import { tableCopy } from '../platform/listen/table-copies.ts';

/** The process catalogue (sign types) as it is now, read from the database. */
export async function loadProcesses(db: Executor): Promise<SignTypeRow[]> {
  return db.select().from(signTypes).orderBy(asc(signTypes.id));
}

/**
 * The processes as loadProcesses reads them, from the copy every save and create shares: the
 * sign_types triggers of migration sign_types_notify make every instance forget it at commit, and
 * a process change waits for them all (tableCopiesForgottenEverywhere) before it answers.
 */
export async function sharedProcesses(db: Db): Promise<readonly SignTypeRow[]> {
  return tableCopy(db, 'sign_types', loadProcesses);
}

/**
 * The columns the API shows: a row's keys are the API's, so a row is the DTO, less `is_seed`
 * (which processes and add-ons came from the seed, kept to the server).
 */
const { is_seed: _signTypeSeed, ...signTypeDtoColumns } = getTableColumns(signTypes);
const { is_seed: _addonSeed, ...addonDtoColumns } = getTableColumns(addons);
export { addonDtoColumns, signTypeDtoColumns };
