import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATION_FILE, migrateToLatest } from '../src/db/migrate.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { seedDemoContent } from '../src/db/seeds/index.ts';
import { createTestDatabase, engines, type TestDatabase } from './helpers.ts';

describe('migrations', () => {
  it('are found by their names: every file of db/migrations but its helpers is one, in the run', async () => {
    const dir = path.join(import.meta.dirname, '../src/db/migrations');
    const files = fs.readdirSync(dir).filter((file) => file !== 'helpers.ts');
    // A misnamed file would silently never run.
    expect(files.filter((file) => !MIGRATION_FILE.test(file))).toEqual([]);
    const database = await createTestDatabase('sqlite');
    const { applied } = await migrateToLatest(database.db);
    expect(applied).toEqual(files.map((file) => file.replace(/\.ts$/, '')).sort());
    await database.drop();
  });
});

describe.each(engines)('database preparation on %s', (engine) => {
  let database: TestDatabase;
  afterEach(() => database.drop());

  const demoMarker = () =>
    database.db
      .selectFrom('systemMeta')
      .select('value')
      .where('key', '=', 'demoContentLoadedAt')
      .executeTakeFirst();

  it('migrates a new database and loads the demo content once', async () => {
    database = await createTestDatabase(engine);
    const first = await prepareDatabase(database.db, { loadDemoContent: true });
    expect(first.applied).toContain('20261122_0001_system_meta');
    expect(first.seeded).toBe(true);
    expect(await demoMarker()).toBeDefined();

    const second = await prepareDatabase(database.db, { loadDemoContent: true });
    expect(second).toEqual({ applied: [], seeded: false });
  });

  it('never loads demo content into a production database', async () => {
    database = await createTestDatabase(engine);
    const outcome = await prepareDatabase(database.db, { loadDemoContent: false });
    expect(outcome.seeded).toBe(false);
    expect(await demoMarker()).toBeUndefined();
  });

  it('does not seed a database that already existed before this start', async () => {
    database = await createTestDatabase(engine);
    await migrateToLatest(database.db);
    const outcome = await prepareDatabase(database.db, { loadDemoContent: true });
    expect(outcome.seeded).toBe(false);
  });

  it('loads the seeders in order, all or nothing', async () => {
    database = await createTestDatabase(engine);
    await migrateToLatest(database.db);
    const order: string[] = [];
    await expect(
      seedDemoContent(database.db, [
        {
          name: 'first',
          run: async (db) => {
            order.push('first');
            await db.insertInto('systemMeta').values({ key: 'first', value: '1' }).execute();
          },
        },
        {
          name: 'broken',
          run: async () => {
            order.push('broken');
            throw new Error('seed failed');
          },
        },
      ]),
    ).rejects.toThrow('seed failed');
    expect(order).toEqual(['first', 'broken']);
    const rows = await database.db.selectFrom('systemMeta').selectAll().execute();
    expect(rows).toEqual([]);
  });
});

describe('SQLite queries with kept prepared statements', () => {
  it('answer right after more query texts than are kept, and see a column added after a query was kept', async () => {
    const database = await createTestDatabase('sqlite');
    const { db } = database;
    await sql`create table probe (id integer primary key, label text)`.execute(db);
    const labelled = () =>
      sql<{ id: number; label: string; extra?: string }>`select * from probe`.execute(db);
    await sql`insert into probe (id, label) values (1, 'one')`.execute(db);
    expect((await labelled()).rows).toEqual([{ id: 1, label: 'one' }]);
    // 600 distinct texts push the first ones out; each still answers its own value.
    for (let n = 0; n < 600; n += 1) {
      const { rows } = await sql<{ n: number }>`select ${sql.lit(n)} as n`.execute(db);
      expect(rows).toEqual([{ n }]);
    }
    // The same text after a change of the table: SQLite prepares it again for the new columns.
    await sql`alter table probe add column extra text default 'x'`.execute(db);
    expect((await labelled()).rows).toEqual([{ id: 1, label: 'one', extra: 'x' }]);
    await database.drop();
  });
});

describe.runIf(engines.includes('postgresql'))('PostgreSQL migrations beside other schemas', () => {
  it('migrate while another process creates and drops schemas of its own', async () => {
    const database = await createTestDatabase('postgresql');
    const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await other.connect();
    let churning = true;
    const churn = (async () => {
      for (let n = 0; churning; n += 1) {
        const schema = `churn_${randomBytes(4).toString('hex')}_${n}`;
        await other.query(
          `create schema ${schema}; create table ${schema}.t (id serial primary key, v text)`,
        );
        await other.query(`drop schema ${schema} cascade`);
      }
    })();
    try {
      for (let round = 0; round < 5; round += 1) {
        const { applied } = await migrateToLatest(database.db);
        expect(applied.length > 0).toBe(round === 0);
      }
    } finally {
      churning = false;
      await churn;
      await other.end();
      await database.drop();
    }
  });
});
