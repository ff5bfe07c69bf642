import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.ts';

// The board's keyword search at scale (issue 18 "Scale"): an entry's name and long text searched
// by substring, case-insensitively, read every row (230 ms at 100,000 entries on either engine).
// These indexes give the repository a small set of candidates, which it still checks with the
// same literal `lower(…) like` as before, so what matches does not change.
//
// - SQLite: an FTS5 trigram index of `name \n text \n\n`, kept by triggers. A keyword of three
//   characters or more asks for the entries holding all its trigrams; one of two characters for
//   those holding a trigram that starts with it, listed from the index's vocabulary (the two
//   newlines at the end give every character two followers). `detail=none`: rowids only.
// - PostgreSQL: a GIN index of the distinct two-character pieces of `lower(name \n text)`; a
//   keyword of two characters or more asks for the entries holding all of its pieces. (pg_trgm
//   would serve three characters and more only, and two-character words are most of Chinese.)
//
// A one-character keyword reads every row, as before.

const TABLES = [
  { table: 'supplyEntry', text: 'proExplain' },
  { table: 'demandEntry', text: 'proDescribe' },
] as const;

/** The two-character pieces of a text (PostgreSQL), the function the GIN index is built on. */
const GRAMS_FUNCTION = 'supplySearchGrams';

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`
      create function ${sql.id(GRAMS_FUNCTION)}(body text) returns text[]
      language sql immutable strict parallel safe
      as $$ select coalesce(array_agg(distinct substr(body, i, 2)), '{}')
            from generate_series(1, length(body) - 1) as i $$`.execute(db);
    for (const { table, text } of TABLES)
      await sql`create index ${sql.id(`${table}_keyword`)} on ${sql.table(table)} using gin
        (${sql.id(GRAMS_FUNCTION)}(lower(${sql.ref('proName')} || chr(10) || ${sql.ref(text)})))`.execute(db);
    return;
  }
  for (const { table, text } of TABLES) {
    const search = sql.table(`${table}Search`);
    const body = (row: 'new' | 'old') =>
      sql`${sql.ref(`${row}.proName`)} || char(10) || ${sql.ref(`${row}.${text}`)} || char(10, 10)`;
    await sql`create virtual table ${search} using fts5(body, tokenize = 'trigram', detail = 'none',
      content = '', contentless_delete = 1)`.execute(db);
    await sql`create virtual table ${sql.table(`${table}SearchTerms`)} using fts5vocab(${sql.id(`${table}Search`)}, 'row')`.execute(
      db,
    );
    await sql`insert into ${search} (rowid, body)
      select id, ${sql.ref('proName')} || char(10) || ${sql.ref(text)} || char(10, 10) from ${sql.table(table)}`.execute(
      db,
    );
    await sql`create trigger ${sql.id(`${table}_search_insert`)} after insert on ${sql.table(table)} begin
      insert into ${search} (rowid, body) values (new.id, ${body('new')});
      end`.execute(db);
    await sql`create trigger ${sql.id(`${table}_search_update`)} after update of ${sql.ref('proName')}, ${sql.ref(text)}
      on ${sql.table(table)} begin
      delete from ${search} where rowid = old.id;
      insert into ${search} (rowid, body) values (new.id, ${body('new')});
      end`.execute(db);
    await sql`create trigger ${sql.id(`${table}_search_delete`)} after delete on ${sql.table(table)} begin
      delete from ${search} where rowid = old.id;
      end`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const { table } of TABLES) await db.schema.dropIndex(`${table}_keyword`).execute();
    await sql`drop function ${sql.id(GRAMS_FUNCTION)}(text)`.execute(db);
    return;
  }
  for (const { table } of TABLES) {
    for (const trigger of ['insert', 'update', 'delete'])
      await sql`drop trigger ${sql.id(`${table}_search_${trigger}`)}`.execute(db);
    await db.schema.dropTable(`${table}SearchTerms`).execute();
    await db.schema.dropTable(`${table}Search`).execute();
  }
}
