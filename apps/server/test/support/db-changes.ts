import { type Kysely, sql } from 'kysely';
import type { Engine } from '../../src/db/database.ts';
import type { Database } from '../../src/db/schema.ts';

/**
 * Counts every row written to the database, per table and operation, with triggers that
 * bump a counter table: reading the counters before and after a request tells whether it
 * wrote anything, and where (`table:insert`, `table:update`, `table:delete`).
 */
const COUNTERS = 'fuzzWriteCount';
const OPERATIONS = ['insert', 'update', 'delete'] as const;

export type WriteCounts = Map<string, number>;

export async function installWriteCounters(db: Kysely<Database>, engine: Engine): Promise<void> {
  // PostgreSQL lists the tables of every schema; this database is the current one's.
  const schema =
    engine === 'postgresql'
      ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
      : undefined;
  // SQLite's full-text index is a virtual table (no triggers) kept in shadow tables of its
  // name: what is written there follows a write to the table it indexes, which is counted.
  const virtual =
    engine === 'sqlite'
      ? (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and sql like 'CREATE VIRTUAL TABLE%'`.execute(
            db,
          )
        ).rows.map((row) => row.name)
      : [];
  const tables = (await db.introspection.getTables())
    .filter((table) => table.schema === schema)
    .map((table) => table.name)
    .filter((name) => !name.startsWith('kysely_') && name !== COUNTERS)
    // The job runner's bookkeeping is written by its own timer (a job due every minute runs
    // during a long fuzz), never by the request being checked.
    .filter((name) => name !== 'job')
    .filter((name) => !virtual.some((index) => name === index || name.startsWith(`${index}_`)));
  await sql`create table ${sql.table(COUNTERS)} (${sql.id('key')} varchar(200) primary key, n integer not null)`.execute(
    db,
  );
  for (const table of tables) {
    for (const operation of OPERATIONS) {
      const key = `${table}:${operation}`;
      await sql`insert into ${sql.table(COUNTERS)} values (${key}, 0)`.execute(db);
    }
  }
  if (engine === 'postgresql') {
    await sql
      .raw(
        `create function fuzz_count_write() returns trigger language plpgsql as $$
         begin
           update "${COUNTERS}" set n = n + 1 where key = TG_TABLE_NAME || ':' || lower(TG_OP);
           return null;
         end $$`,
      )
      .execute(db);
    for (const table of tables) {
      await sql
        .raw(
          `create trigger fuzz_count_write after insert or update or delete on "${table}"
           for each row execute function fuzz_count_write()`,
        )
        .execute(db);
    }
    return;
  }
  for (const table of tables) {
    for (const operation of OPERATIONS) {
      await sql
        .raw(
          `create trigger "fuzz_${table}_${operation}" after ${operation} on "${table}"
           begin update "${COUNTERS}" set n = n + 1 where key = '${table}:${operation}'; end`,
        )
        .execute(db);
    }
  }
}

export async function readWriteCounts(db: Kysely<Database>): Promise<WriteCounts> {
  const { rows } = await sql<{ key: string; n: number }>`select ${sql.id('key')}, n from ${sql.table(
    COUNTERS,
  )} where n > 0`.execute(db);
  return new Map(rows.map((row) => [row.key, Number(row.n)]));
}

/** The `table:operation` keys whose count moved between two readings. */
export function writesBetween(before: WriteCounts, after: WriteCounts): string[] {
  return [...after].filter(([key, n]) => (before.get(key) ?? 0) !== n).map(([key]) => key);
}
