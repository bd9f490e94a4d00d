import { sortAddons, sortProcesses } from '@signshop/domain';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addons, signTypes, type AddonRow, type SignTypeRow } from '../../db/schema/index.ts';

export function toSignTypeDto(row: SignTypeRow) {
  return {
    id: row.id,
    label: row.label,
    pdf_label: row.pdfLabel,
    small_size_cost: row.smallSizeCost,
    medium_size_cost: row.mediumSizeCost,
    large_size_cost: row.largeSizeCost,
    order_index: row.orderIndex,
    inuse: row.inuse,
  };
}

export function toAddonDto(row: AddonRow) {
  return {
    id: row.id,
    type_id: row.typeId,
    cost_label: row.costLabel,
    cost_order_index: row.costOrderIndex,
    order_index: row.orderIndex,
    inuse: row.inuse,
    options: row.options,
  };
}

/** Every process, outdated ones included (saved signs still name them), in the spec's order. */
export async function listSignTypes(db: Db) {
  return sortProcesses((await db.select().from(signTypes)).map(toSignTypeDto));
}

/** Add-ons in use, for every process or (with `typeId`) for that process and All. */
export async function listAddonsInUse(db: Db, typeId?: number) {
  const forType = typeId === undefined ? undefined : or(eq(addons.typeId, typeId), isNull(addons.typeId));
  return sortAddons(
    (
      await db
        .select()
        .from(addons)
        .where(and(eq(addons.inuse, true), forType))
    ).map(toAddonDto),
  );
}

/** Every add-on, in use or not (the admin editor). */
export async function listAllAddons(db: Db) {
  return sortAddons((await db.select().from(addons)).map(toAddonDto));
}
