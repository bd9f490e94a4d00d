import { AppError, type NewAddon, type NewSignType } from '@signshop/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tableCopiesForgottenEverywhere } from '../../platform/listen/table-copies.ts';
import { addons, quotes, signTypes } from '../../db/schema/index.ts';
import { addonDtoColumns, signTypeDtoColumns } from '../../job-core/processes.ts';

export const DELETE_PROCESS_WITH_ADDONS_MESSAGE =
  'You must delete all addons first. We want to make sure you actually want to do this';

async function assertProcessExists(db: Db, typeId: number | null) {
  if (typeId === null) return;
  const [row] = await db.select({ id: signTypes.id }).from(signTypes).where(eq(signTypes.id, typeId));
  if (!row) throw new AppError('VALIDATION_ERROR', `There is no process with id ${typeId}.`);
}

function found<T>(row: T | undefined, what: string): T {
  if (!row) throw new AppError('NOT_FOUND', `There is no ${what}.`);
  return row;
}

export async function createAddon(db: Db, addon: NewAddon) {
  await assertProcessExists(db, addon.type_id);
  const [row] = await db.insert(addons).values(addon).returning(addonDtoColumns);
  return row!;
}

export async function updateAddon(db: Db, id: number, addon: NewAddon) {
  await assertProcessExists(db, addon.type_id);
  const [row] = await db.update(addons).set(addon).where(eq(addons.id, id)).returning(addonDtoColumns);
  return found(row, `add-on with id ${id}`);
}

export async function deleteAddon(db: Db, id: number) {
  const [row] = await db.delete(addons).where(eq(addons.id, id)).returning({ id: addons.id });
  return found(row, `add-on with id ${id}`);
}

/** Moves a header group (every add-on of a process, or of All, under one cost_label) to a new order. */
export async function setHeaderOrder(db: Db, typeId: number | null, costLabel: string, newOrder: number) {
  const process = typeId === null ? isNull(addons.type_id) : eq(addons.type_id, typeId);
  const rows = await db
    .update(addons)
    .set({ cost_order_index: newOrder })
    .where(and(process, eq(addons.cost_label, costLabel)))
    .returning(addonDtoColumns);
  if (rows.length === 0)
    throw new AppError('NOT_FOUND', `There is no header '${costLabel}' for this process.`);
  return rows;
}

export async function createSignType(db: Db, type: NewSignType) {
  const [row] = await db.insert(signTypes).values(type).returning(signTypeDtoColumns);
  await tableCopiesForgottenEverywhere(db); // every instance's copy of the processes (sharedProcesses) forgotten
  return row!;
}

export async function updateSignType(db: Db, id: number, type: NewSignType) {
  const [row] = await db
    .update(signTypes)
    .set(type)
    .where(eq(signTypes.id, id))
    .returning(signTypeDtoColumns);
  await tableCopiesForgottenEverywhere(db);
  return found(row, `process with id ${id}`);
}

/**
 * Deletes a process that has no add-ons and that no saved quote uses (a used process is retired
 * instead, so old quotes keep their prices).
 */
export async function deleteSignType(db: Db, id: number) {
  const deleted = await db.transaction(async (tx) => {
    const [addonCount] = await tx.select({ n: count() }).from(addons).where(eq(addons.type_id, id));
    if ((addonCount?.n ?? 0) > 0) throw new AppError('CONFLICT', DELETE_PROCESS_WITH_ADDONS_MESSAGE);
    const [used] = await tx
      .select({ n: count() })
      .from(quotes)
      .where(
        sql`jsonb_path_exists(${quotes.signs}, '$.** ? (@.type == $id)', jsonb_build_object('id', ${id}::int))`,
      );
    if ((used?.n ?? 0) > 0) {
      throw new AppError(
        'CONFLICT',
        `${used!.n} saved quote(s) use this process. Untick In Use to retire it instead; old quotes keep their prices.`,
      );
    }
    const [row] = await tx.delete(signTypes).where(eq(signTypes.id, id)).returning({ id: signTypes.id });
    return found(row, `process with id ${id}`);
  });
  await tableCopiesForgottenEverywhere(db);
  return deleted;
}
