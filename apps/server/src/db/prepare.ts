import type { Kysely } from 'kysely';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';
import { seedDemoContent } from './seeds/index.ts';

export interface PrepareOutcome {
  applied: string[];
  seeded: boolean;
}

/** Migrates to the latest schema; loads the demo content into a new, non-production database. */
export async function prepareDatabase(
  db: Kysely<Database>,
  options: { loadDemoContent: boolean },
): Promise<PrepareOutcome> {
  const { wasNew, applied } = await migrateToLatest(db);
  const seeded = wasNew && options.loadDemoContent;
  if (seeded) await seedDemoContent(db);
  return { applied, seeded };
}
