import { toCents, type ProcessEstimate } from '@signshop/domain';
import type { Db } from '../../db/client.ts';
import { floorResources, processEstimates } from '../../db/schema/index.ts';

/** Resource keys as floor_resources holds them. */
export const personResource = (accountId: number) => `person:${accountId}`;
export const machineResource = (machine: string) => `machine:${machine}`;
export const equipmentResource = (equip: string) => `equipment:${equip}`;

/** Each resource's hourly rate in cents (a resource without a row, or a rate, costs nothing). */
export async function hourlyRates(db: Db) {
  const rows = await db
    .select({ key: floorResources.key, rate: floorResources.hourly_rate })
    .from(floorResources);
  const cents = new Map(rows.map((row) => [row.key, toCents(Number(row.rate))]));
  return (key: string) => cents.get(key) ?? 0;
}

export const estimateKey = (equip: string, process: string) => `${equip}\u0000${process}`;

/** Every process estimate by equipment and process (a small table an admin keeps). */
export async function processEstimateMap(db: Db) {
  const rows = await db.select().from(processEstimates);
  return new Map<string, ProcessEstimate>(
    rows.map((row) => [
      estimateKey(row.equip, row.process),
      { setup_minutes: row.setup_minutes, minutes_per_sqft: Number(row.minutes_per_sqft) },
    ]),
  );
}
