import { type Kysely, type Migration, Migrator } from 'kysely';
import * as m20261122_0001 from './migrations/20261122_0001_system_meta.ts';
import * as m20261122_0002 from './migrations/20261122_0002_accounts.ts';

/** Migrations are listed explicitly (no folder scanning) so bundling and tests see the same set. */
const migrations: Record<string, Migration> = {
  '20261122_0001_system_meta': m20261122_0001,
  '20261122_0002_accounts': m20261122_0002,
};

export interface MigrationOutcome {
  /** True when the database had never been migrated before this run. */
  wasNew: boolean;
  applied: string[];
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationOutcome> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const before = await migrator.getMigrations();
  const wasNew = before.every((migration) => migration.executedAt === undefined);
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  const failed = results?.find((result) => result.status === 'Error');
  if (failed) throw new Error(`迁移 ${failed.migrationName} 执行失败`);
  return { wasNew, applied: (results ?? []).map((result) => result.migrationName) };
}
