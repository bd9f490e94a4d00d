import { jobSearchKey, quoteNumberCandidates, type Plate } from '@signshop/domain';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { millingPlates, quotes } from '../../db/schema/index.ts';
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

/**
 * The job a plate was cut for: the job whose quote number is a word of the plate's file name (the
 * longest such number when several are), or null. Each candidate word is looked up by the quote
 * number's unique index.
 */
async function jobOfPlateFile(db: Db, fileName: string): Promise<number | null> {
  const candidates = quoteNumberCandidates(fileName);
  if (candidates.length === 0) return null;
  const [job] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(
      sql`lower(btrim(${quotes.given_id})) IN (${sql.join(
        candidates.map((c) => sql`${c}`),
        sql`, `,
      )}) AND btrim(${quotes.given_id}) <> ''`,
    )
    .orderBy(desc(sql`length(btrim(${quotes.given_id}))`))
    .limit(1);
  return job?.id ?? null;
}

/**
 * Records a plate: inserted, or updated when the machine already reported one with that start time;
 * its job (quote_id) is the job whose quote number its file name carries, so its run time counts
 * as that job's machine time.
 */
export async function savePlate(db: Db, plate: Plate) {
  const { id: _id, ...fields } = plate;
  const values = { ...fields, quote_id: await jobOfPlateFile(db, fields.file_name ?? '') };
  const [row] = await db
    .insert(millingPlates)
    .values(values)
    .onConflictDoUpdate({ target: [millingPlates.machine, millingPlates.start_time], set: values })
    .returning();
  return row!;
}
