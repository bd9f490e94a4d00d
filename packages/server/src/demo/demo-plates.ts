import { IMPERFECTION_KEYS } from '@signshop/domain';
import type { Db } from '../db/client.ts';
import { pickFrom, plateHistory, type Random } from '../features/milling/plate-generator.ts';
import { millingPlates } from '../db/schema/index.ts';

export const DEMO_PLATE_DAYS = 21;

const BATCH = 500;

/**
 * The machine simulator's plates for HAAS1 to HAAS6 over the last three weeks, with the files
 * named after jobs in production and a few plates carrying imperfections the machine room ticked.
 * Stored as the ingest service stores them (one row per plate), in batches: a few thousand
 * one-by-one saves would make the first demo start seconds slower.
 */
export async function seedDemoPlates(db: Db, random: Random, options: { now: Date; jobNames: string[] }) {
  const now = Math.floor(options.now.getTime() / 1000);
  const jobs = options.jobNames.map((name) => name.replace(/[^A-Za-z0-9]+/g, '_'));
  const plates = [...plateHistory(random, now - DEMO_PLATE_DAYS * 86_400, now, jobs)].map((plate) => ({
    ...plate,
    imperfections: plate.end_time !== null && random() < 0.06 ? [pickFrom(random, IMPERFECTION_KEYS)] : [],
  }));
  for (let start = 0; start < plates.length; start += BATCH)
    await db.insert(millingPlates).values(plates.slice(start, start + BATCH));
  return plates.length;
}
