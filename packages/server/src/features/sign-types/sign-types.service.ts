import { sortAddons, sortProcesses } from '@signshop/domain';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addons, signTypes } from '../../db/schema/index.ts';
import { addonDtoColumns, signTypeDtoColumns } from '../../job-core/processes.ts';

export { addonDtoColumns, signTypeDtoColumns };

/** Every process, outdated ones included (saved signs still name them), in their fixed order. */
export async function listSignTypes(db: Db) {
  return sortProcesses(await db.select(signTypeDtoColumns).from(signTypes));
}

/** Add-ons in use, for every process or (with `typeId`) for that process and All. */
export async function listAddonsInUse(db: Db, typeId?: number) {
  const forType = typeId === undefined ? undefined : or(eq(addons.type_id, typeId), isNull(addons.type_id));
  return sortAddons(
    await db
      .select(addonDtoColumns)
      .from(addons)
      .where(and(eq(addons.inuse, true), forType)),
  );
}

/** Every add-on, in use or not (the admin editor). */
export async function listAllAddons(db: Db) {
  return sortAddons(await db.select(addonDtoColumns).from(addons));
}
