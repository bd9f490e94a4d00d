import { IMPERFECTION_KEYS } from '@signshop/domain';
import type { Db } from '../db/client.ts';
import { pickFrom, plateHistory, type Random } from '../features/milling/plate-generator.ts';
import { savePlate } from '../features/milling/milling.service.ts';

export const DEMO_PLATE_DAYS = 21;

/**
 * The machine simulator's plates for HAAS1 to HAAS6 over the last three weeks, recorded through
 * the ingest service; the files are named after jobs in production, and a few plates carry
 * imperfections the machine room ticked.
 */
export async function seedDemoPlates(db: Db, random: Random, options: { now: Date; jobNames: string[] }) {
  const now = Math.floor(options.now.getTime() / 1000);
  const jobs = options.jobNames.map((name) => name.replace(/[^A-Za-z0-9]+/g, '_'));
  let count = 0;
  for (const plate of plateHistory(random, now - DEMO_PLATE_DAYS * 86_400, now, jobs)) {
    const imperfections = plate.end_time !== null && random() < 0.06 ? [pickFrom(random, IMPERFECTION_KEYS)] : [];
    await savePlate(db, { ...plate, imperfections });
    count += 1;
  }
  return count;
}
