import { sql } from 'kysely';
import { openDatabase } from '../../apps/server/src/db/database.ts';

/** The PostgreSQL server the tests and benches make their databases on. */
export const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/** A new, empty PostgreSQL database named `name` (dropped first if a crashed run left it); `drop` removes it. */
export async function freshPostgresDatabase(
  name: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = openDatabase({ databaseUrl: POSTGRES_URL, poolSize: 1 });
  await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin.db);
  await sql.raw(`CREATE DATABASE ${name}`).execute(admin.db);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin.db);
      await admin.db.destroy();
    },
  };
}
