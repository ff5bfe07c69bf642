import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  type DatabaseIntrospector,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase as SqliteForKysely,
  sql,
  type TableMetadata,
} from 'kysely';
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
    return {
      db: new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) }),
      engine: 'postgresql',
    };
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
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
    engine: 'sqlite',
  };
}

/** Prepared statements kept per database; a query text beyond these is prepared again when next used. */
const STATEMENTS_KEPT = 500;

/**
 * better-sqlite3 keeping its prepared statements by query text, the most recently used kept.
 * Kysely prepares every query afresh, and preparing was the largest single cost of a logged-in
 * call (a sixth of the busy CPU in a profile of CurrentUser under load). Reusing one statement per text is
 * safe: Kysely runs one query at a time on SQLite's one connection, each to its end.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteForKysely {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text); // moved to the end: the most recently used
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENTS_KEPT) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

/**
 * PostgreSQL whose introspection (what the migrator asks: which schemas and tables exist) reads
 * the connection's own schema only. Kysely's own reads every schema's tables and columns, and
 * fails when another process drops a schema meanwhile ("schema … does not exist": the API tests
 * give each file its own schema, dropped after it, while other files migrate theirs).
 */
class OwnSchemaPostgresDialect extends PostgresDialect {
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's signature
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return {
      async getSchemas() {
        const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(db);
        return rows;
      },
      // The tables' names and kinds; their columns are not read (the migrator needs none).
      async getTables(): Promise<TableMetadata[]> {
        const { rows } = await sql<{ name: string; schema: string; isView: boolean }>`
          select c.relname as name, n.nspname as schema, c.relkind = 'v' as "isView"
          from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
          where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v')`.execute(db);
        return rows.map((row) => ({ ...row, columns: [] }));
      },
      async getMetadata() {
        return { tables: await this.getTables() };
      },
    };
  }
}

/** A round trip to the database: proves the connection works. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** The database or a transaction opened on it: what every repository and service takes first. */
export type Db = Kysely<Database>;
