import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import * as m20261122_0001 from './migrations/20261122_0001_system_meta.ts';
import * as m20261122_0002 from './migrations/20261122_0002_accounts.ts';
import * as m20261123_0003 from './migrations/20261123_0003_content.ts';
import * as m20261123_0004 from './migrations/20261123_0004_site.ts';
import * as m20261123_0005 from './migrations/20261123_0005_market.ts';
import * as m20261124_0006 from './migrations/20261124_0006_reset_ticket_hash.ts';
import * as m20261126_0012 from './migrations/20261126_0012_certification.ts';
import * as m20261127_0013 from './migrations/20261127_0013_order_payment.ts';
import * as m20261128_0014 from './migrations/20261128_0014_jobs.ts';
import { isPostgres } from './migrations/helpers.ts';

/** Migrations are listed explicitly (no folder scanning) so bundling and tests see the same set. */
const migrations: Record<string, Migration> = {
  '20261122_0001_system_meta': m20261122_0001,
  '20261122_0002_accounts': m20261122_0002,
  '20261123_0003_content': m20261123_0003,
  '20261123_0004_site': m20261123_0004,
  '20261123_0005_market': m20261123_0005,
  '20261124_0006_reset_ticket_hash': m20261124_0006,
  '20261126_0012_certification': m20261126_0012,
  '20261127_0013_order_payment': m20261127_0013,
  '20261128_0014_jobs': m20261128_0014,
};

export interface MigrationOutcome {
  /** True when the database had never been migrated before this run. */
  wasNew: boolean;
  applied: string[];
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationOutcome> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(await ownSchema(db)),
  });
  const before = await migrator.getMigrations();
  const wasNew = before.every((migration) => migration.executedAt === undefined);
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  const failed = results?.find((result) => result.status === 'Error');
  if (failed) throw new Error(`迁移 ${failed.migrationName} 执行失败`);
  return { wasNew, applied: (results ?? []).map((result) => result.migrationName) };
}

/**
 * On PostgreSQL the migration tables are looked up in the connection's own schema: left to
 * itself, Kysely takes a migration table in any other schema of the database (another test
 * file's, say) for this one's and then fails to read it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
async function ownSchema(db: Kysely<any>): Promise<{ migrationTableSchema?: string }> {
  if (!isPostgres(db)) return {};
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0] ? { migrationTableSchema: rows[0].schema } : {};
}
