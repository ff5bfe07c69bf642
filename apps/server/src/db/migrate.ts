import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { isPostgres } from './migrations/helpers.ts';

/**
 * A migration is a file of ./migrations named `YYYYMMDD_HHMM_what.ts` (UTC, when it was
 * written), found by its name: adding one edits no list. They run in name order; one merged
 * from a parallel branch with an earlier time than those already run still runs (unordered).
 * The server's build compiles each to `dist/migrations/<name>.js`, beside the code reading them.
 */
const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
export const MIGRATION_FILE = /^(\d{8}_\d{4}_[a-z0-9_]+)\.(ts|js)$/;

async function findMigrations(): Promise<Record<string, Migration>> {
  const files = fs.readdirSync(MIGRATIONS_DIR).filter((file) => MIGRATION_FILE.test(file));
  const modules = await Promise.all(
    files.map(
      async (file) =>
        [
          file.replace(MIGRATION_FILE, '$1'),
          (await import(pathToFileURL(path.join(MIGRATIONS_DIR, file)).href)) as Migration,
        ] as const,
    ),
  );
  return Object.fromEntries(modules);
}

export interface MigrationOutcome {
  /** True when the database had never been migrated before this run. */
  wasNew: boolean;
  applied: string[];
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationOutcome> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: findMigrations },
    allowUnorderedMigrations: true,
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
