import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Engine = 'sqlite' | 'postgresql';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
}

export interface DatabaseOptions {
  /** `postgres://…` for PostgreSQL; unset for SQLite. */
  databaseUrl?: string | undefined;
  /** Where the SQLite file lives. */
  sqliteFile?: string;
  /** PostgreSQL schema to work in (tests use one each, so runs never collide). */
  pgSchema?: string;
  poolSize?: number;
  /**
   * better-sqlite3's compiled addon to load instead of its own build: the tests on a second Node
   * version (another ABI) point it at a build for that version (TEST_SQLITE_BINDING).
   */
  sqliteNativeBinding?: string | undefined;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: 'postgresql' };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(
    file,
    options.sqliteNativeBinding ? { nativeBinding: options.sqliteNativeBinding } : {},
  );
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), engine: 'sqlite' };
}

/** A round trip to the database: proves the connection works. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** The database or a transaction opened on it: what every repository and service takes first. */
export type Db = Kysely<Database>;
