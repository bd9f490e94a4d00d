import { jobSearchKey, type Plate } from '@signshop/domain';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { millingPlates } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/sql-helpers.ts';

/** The machine's most recent plate (by start time), or null when it has none. */
export async function latestPlate(db: Db, machine: string) {
  const [row] = await db
    .select()
    .from(millingPlates)
    .where(eq(millingPlates.machine, machine))
    .orderBy(desc(millingPlates.start_time))
    .limit(1);
  return row ?? null;
}

/** The machine's plates started within [start, end] seconds, oldest first. */
export async function platesInRange(db: Db, machine: string, start: number, end: number) {
  return db
    .select()
    .from(millingPlates)
    .where(
      and(
        eq(millingPlates.machine, machine),
        gte(millingPlates.start_time, start),
        lte(millingPlates.start_time, end),
      ),
    )
    .orderBy(asc(millingPlates.start_time))
    .limit(5000);
}

/**
 * Plates whose file name contains the job name (file names carry the job), spaces, underscores
 * and dashes counting as the same: 'Gymnasium Room' finds 'Gymnasium_Room_ID_Signs_plate7.nc'.
 */
export async function platesOfJob(db: Db, jobName: string) {
  const fileKey = sql`regexp_replace(lower(${millingPlates.file_name}), '[[:space:]_-]+', ' ', 'g')`;
  return db
    .select()
    .from(millingPlates)
    .where(sql`${fileKey} like ${containsPattern(jobSearchKey(jobName))}`)
    .orderBy(desc(millingPlates.start_time))
    .limit(500);
}

/** Records a plate: inserted, or updated when the machine already reported one with that start time. */
export async function savePlate(db: Db, plate: Plate) {
  const { id: _id, ...values } = plate;
  const [row] = await db
    .insert(millingPlates)
    .values(values)
    .onConflictDoUpdate({ target: [millingPlates.machine, millingPlates.start_time], set: values })
    .returning();
  return row!;
}
