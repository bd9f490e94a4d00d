import {
  AppError,
  DEFAULT_WEEKDAY_MINUTES,
  EQUIPMENT,
  EQUIPMENT_PROCESSES,
  parseResourceKey,
  shopResources,
  type ProcessEstimateBody,
  type ProcessEstimateRowReply,
  type ResourceSettings,
  type ResourceSettingsRow,
} from '@signshop/domain';
import type { Db } from '../../db/client.ts';
import { floorResources, processEstimateChanges, processEstimates } from '../../db/schema/index.ts';
import { estimateKey, readStaff } from './capacity-tasks.ts';

/** Every resource of the shop with its hours and hourly rate (the default hours and no rate until saved). */
export async function listResourceSettings(db: Db): Promise<ResourceSettingsRow[]> {
  const [staff, rows] = await Promise.all([readStaff(db), db.select().from(floorResources)]);
  const saved = new Map(rows.map((row) => [row.key, row]));
  return shopResources(staff).map((resource) => {
    const row = saved.get(resource.key);
    return {
      ...resource,
      weekday_minutes: row?.weekday_minutes ?? [...DEFAULT_WEEKDAY_MINUTES],
      hourly_rate: row ? Number(row.hourly_rate) : 0,
      saved: !!row,
    };
  });
}

/** Sets a resource's working minutes per weekday and its hourly rate (a person must be listed staff). */
export async function saveResourceSettings(
  db: Db,
  accountId: number,
  { key, weekday_minutes, hourly_rate }: ResourceSettings,
): Promise<ResourceSettingsRow> {
  const parsed = parseResourceKey(key);
  if (parsed?.kind === 'person' && !(await readStaff(db)).some((p) => String(p.id) === parsed.name))
    throw new AppError('VALIDATION_ERROR', `Resource: ${key} is not one of the shop's staff.`);
  // The rate is checked to the cent, so its text is exact ("45.10").
  const values = {
    weekday_minutes,
    hourly_rate: hourly_rate.toFixed(2),
    updated_by: accountId,
    updated_at: new Date(),
  };
  await db
    .insert(floorResources)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: floorResources.key, set: values });
  return (await listResourceSettings(db)).find((row) => row.key === key)!;
}

const equipmentOrder = (equip: string) => {
  const index = (EQUIPMENT as readonly string[]).indexOf(equip);
  return index < 0 ? EQUIPMENT.length : index;
};
const processOrder = (equip: string, process: string) => {
  const list: readonly string[] = EQUIPMENT_PROCESSES[equip as keyof typeof EQUIPMENT_PROCESSES] ?? [];
  const index = list.indexOf(process);
  return index < 0 ? list.length : index;
};

/**
 * Every process of the scheduler's equipment with its estimate (0 and 0 until set), plus any other
 * process an admin estimated, in the scheduler's order.
 */
export async function listProcessEstimates(db: Db): Promise<ProcessEstimateRowReply[]> {
  const rows = await db.select().from(processEstimates);
  const byKey = new Map<string, ProcessEstimateRowReply>();
  for (const equip of EQUIPMENT)
    for (const process of EQUIPMENT_PROCESSES[equip])
      byKey.set(estimateKey(equip, process), {
        equip,
        process,
        setup_minutes: 0,
        minutes_per_sqft: 0,
        saved: false,
      });
  for (const row of rows)
    byKey.set(estimateKey(row.equip, row.process), {
      equip: row.equip,
      process: row.process,
      setup_minutes: row.setup_minutes,
      minutes_per_sqft: Number(row.minutes_per_sqft),
      saved: true,
    });
  return [...byKey.values()].sort(
    (a, b) =>
      equipmentOrder(a.equip) - equipmentOrder(b.equip) ||
      processOrder(a.equip, a.process) - processOrder(b.equip, b.process) ||
      a.process.localeCompare(b.process),
  );
}

/** Sets a process's estimate and records the change (source 'admin') in the same transaction. */
export async function saveProcessEstimate(
  db: Db,
  accountId: number,
  { equip, process, setup_minutes, minutes_per_sqft }: ProcessEstimateBody,
): Promise<ProcessEstimateRowReply> {
  const rate = minutes_per_sqft.toFixed(3);
  await db.transaction(async (tx) => {
    const values = { setup_minutes, minutes_per_sqft: rate, updated_by: accountId, updated_at: new Date() };
    await tx
      .insert(processEstimates)
      .values({ equip, process, ...values })
      .onConflictDoUpdate({ target: [processEstimates.equip, processEstimates.process], set: values });
    await tx.insert(processEstimateChanges).values({
      equip,
      process,
      setup_minutes,
      minutes_per_sqft: rate,
      source: 'admin',
      changed_by: accountId,
    });
  });
  return { equip, process, setup_minutes, minutes_per_sqft: Number(rate), saved: true };
}
