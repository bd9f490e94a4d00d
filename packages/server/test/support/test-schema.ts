import type { Database } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { installJobQueue } from '../../src/platform/queue/job-queue.ts';
import { seedReferenceData } from '../../src/job-core/seed/reference-data.ts';

/** What a test database holds before its test: the migrated schema, the reference data, the job queue's schema. */
export async function installTestSchema(database: Database): Promise<void> {
  await migrateDatabase(database.db);
  await seedReferenceData(database.db);
  // The job queue's own schema, so that each test database starts its queue without creating it.
  await installJobQueue(database.pool);
}
