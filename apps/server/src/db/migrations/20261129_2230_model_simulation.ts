import type { Kysely } from 'kysely';
import { idColumn } from './helpers.ts';

// Mechanism-model simulation (issue 20):
// - modelRun: a user's runs of a model (by hand, on IoT data, sweeps): the values sent, a
//   summary and the whole result for comparing two runs; the last 20 per user and model are kept.
// - modelBatch: a filled template's rows run in the background, with its progress and results.
// - iotReading: the sensor series of the demo cold room the IoT-data run reads.

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('modelRun')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('userId', 'integer', (col) => col.notNull().references('userAccount.id').onDelete('cascade'))
    .addColumn('modelId', 'integer', (col) =>
      col.notNull().references('mechanismModel.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    // JSON of the values by parameter name.
    .addColumn('params', 'varchar(10000)', (col) => col.notNull())
    .addColumn('summary', 'varchar(500)', (col) => col.notNull())
    // JSON of the whole result (bounded by the models' curves), null for a sweep.
    .addColumn('result', 'text')
    // JSON of a sweep's parameter, range and steps, null for other runs.
    .addColumn('sweep', 'varchar(500)')
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('modelRun_user_model')
    .on('modelRun')
    .columns(['userId', 'modelId', 'id'])
    .execute();

  await db.schema
    .createTable('modelBatch')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('userId', 'integer', (col) => col.notNull().references('userAccount.id').onDelete('cascade'))
    .addColumn('modelId', 'integer', (col) =>
      col.notNull().references('mechanismModel.id').onDelete('cascade'),
    )
    // running | done | failed
    .addColumn('state', 'varchar(10)', (col) => col.notNull())
    .addColumn('done', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('message', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    // JSON: the template's columns and rows as read; the results once run.
    .addColumn('columns', 'text', (col) => col.notNull())
    .addColumn('rows', 'text', (col) => col.notNull())
    .addColumn('results', 'text')
    // A running batch whose lease has passed was left by a stopped process: it is run again.
    .addColumn('leaseUntil', 'varchar(30)', (col) => col.notNull())
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('modelBatch_state').on('modelBatch').columns(['state', 'leaseUntil']).execute();

  await db.schema
    .createTable('iotReading')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('machineNo', 'varchar(50)', (col) => col.notNull())
    .addColumn('terminalNo', 'varchar(50)', (col) => col.notNull())
    .addColumn('readTime', 'varchar(30)', (col) => col.notNull())
    .addColumn('insideTemp', 'double precision')
    .addColumn('insideHumidity', 'double precision')
    .addColumn('outsideTemp', 'double precision')
    .execute();
  await db.schema
    .createIndex('iotReading_machine_time')
    .on('iotReading')
    .columns(['machineNo', 'readTime'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('iotReading').execute();
  await db.schema.dropTable('modelBatch').execute();
  await db.schema.dropTable('modelRun').execute();
}
