import { type Kysely, sql } from 'kysely';
import { idColumn, isPostgres } from './helpers.ts';

// The developer community's second kind of submission (issue 22 item 3): a mechanism model. A
// submission names either its microservice (`microId`) or its model (`modelId`), by its `kind`;
// deleting either deletes its submission. SQLite cannot drop a NOT NULL, so there the table is
// rebuilt with its rows.

const COLUMNS = [
  'id',
  'kind',
  'microId',
  'userId',
  'status',
  'rejectReason',
  'packageFile',
  'packageName',
  'packageSize',
  'submitTime',
  'reviewTime',
  'reviewerId',
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
async function createIndexes(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('developerSubmission_user')
    .on('developerSubmission')
    .columns(['userId', 'status'])
    .execute();
  await db.schema
    .createIndex('developerSubmission_status')
    .on('developerSubmission')
    .columns(['status', 'submitTime'])
    .execute();
}

/** SQLite: the table again with `microId` nullable or not, and `modelId` or not; rows kept. */
// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
async function rebuildSqlite(db: Kysely<any>, withModel: boolean): Promise<void> {
  let table = db.schema
    .createTable('developerSubmission_next')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('microId', 'integer', (col) => {
      const nullable = col.references('microservice.id').onDelete('cascade');
      return withModel ? nullable : nullable.notNull();
    });
  if (withModel) {
    table = table.addColumn('modelId', 'integer', (col) =>
      col.references('mechanismModel.id').onDelete('cascade'),
    );
  }
  await table
    .addColumn('userId', 'integer', (col) => col.notNull().references('userAccount.id').onDelete('cascade'))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rejectReason', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('packageFile', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('packageName', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('packageSize', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('submitTime', 'varchar(30)', (col) => col.notNull())
    .addColumn('reviewTime', 'varchar(30)')
    .addColumn('reviewerId', 'integer')
    .execute();
  const columns = sql.join(COLUMNS.map((column) => sql.ref(column)));
  // Going back, a model's submission has no place in the older table.
  const kept = withModel ? sql`` : sql` where ${sql.ref('kind')} = 'micro'`;
  await sql`insert into ${sql.table('developerSubmission_next')} (${columns}) select ${columns} from ${sql.table('developerSubmission')}${kept}`.execute(
    db,
  );
  await db.schema.dropTable('developerSubmission').execute();
  await db.schema.alterTable('developerSubmission_next').renameTo('developerSubmission').execute();
  await createIndexes(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return rebuildSqlite(db, true);
  await db.schema
    .alterTable('developerSubmission')
    .alterColumn('microId', (col) => col.dropNotNull())
    .execute();
  await db.schema
    .alterTable('developerSubmission')
    .addColumn('modelId', 'integer', (col) => col.references('mechanismModel.id').onDelete('cascade'))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return rebuildSqlite(db, false);
  await db.deleteFrom('developerSubmission').where('kind', '=', 'model').execute();
  await db.schema.alterTable('developerSubmission').dropColumn('modelId').execute();
  await db.schema
    .alterTable('developerSubmission')
    .alterColumn('microId', (col) => col.setNotNull())
    .execute();
}
