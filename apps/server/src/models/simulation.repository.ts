import { MODEL_STATUS_PUBLISHED } from '@portal/shared/catalogue';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import { listRequestFields } from '../micro/micro.repository.ts';
import type { IotReadingTable, ModelBatchTable, ModelRunTable } from './models.tables.ts';

/** A published model as a run needs it: its code (the built-in physics), endpoint and fields. */
export async function findSimulationTarget(db: Db, id: number) {
  const model = await db
    .selectFrom('mechanismModel')
    .select(['id', 'modelName', 'code', 'isRequestData', 'method', 'protocol', 'prefix', 'uri', 'domain'])
    .where('id', '=', id)
    .where('modelStatusCode', '=', MODEL_STATUS_PUBLISHED)
    .executeTakeFirst();
  if (!model) return undefined;
  return { ...model, fields: await listRequestFields(db, 'model', id) };
}

/** Records one run and drops the user's runs of that model older than the last `keep`. */
export async function insertModelRun(db: Db, values: Insertable<ModelRunTable>, keep: number): Promise<void> {
  await db.insertInto('modelRun').values(values).execute();
  const kept = db
    .selectFrom('modelRun')
    .select('id')
    .where('userId', '=', values.userId)
    .where('modelId', '=', values.modelId)
    .orderBy('id', 'desc')
    .limit(keep);
  await db
    .deleteFrom('modelRun')
    .where('userId', '=', values.userId)
    .where('modelId', '=', values.modelId)
    .where('id', 'not in', kept)
    .execute();
}

/** A user's runs of one model, newest first. */
export function listModelRuns(db: Db, userId: number, modelId: number, limit: number) {
  return db
    .selectFrom('modelRun')
    .select(['id', 'modelId', 'kind', 'params', 'summary', 'result', 'sweep', 'createTime'])
    .where('userId', '=', userId)
    .where('modelId', '=', modelId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function insertModelBatch(db: Db, values: Insertable<ModelBatchTable>): Promise<number> {
  const row = await db.insertInto('modelBatch').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const BATCH_STATUS_COLUMNS = ['id', 'userId', 'modelId', 'state', 'done', 'total', 'message'] as const;

/** A user's batch: its progress only. */
export function findModelBatch(db: Db, id: number, userId: number) {
  return db
    .selectFrom('modelBatch')
    .select([...BATCH_STATUS_COLUMNS, 'columns', 'results'])
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/**
 * Takes a running batch whose lease has passed (new, or left by a stopped process) for this
 * process until `leaseUntil`; undefined when another process took it first.
 */
export async function claimModelBatch(db: Db, id: number, now: string, leaseUntil: string) {
  const claimed = await db
    .updateTable('modelBatch')
    .set({ leaseUntil })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .where('leaseUntil', '<=', now)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return undefined;
  return db
    .selectFrom('modelBatch')
    .select([...BATCH_STATUS_COLUMNS, 'columns', 'rows'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Running batches whose lease has passed. */
export async function listStaleModelBatches(db: Db, now: string): Promise<number[]> {
  const rows = await db
    .selectFrom('modelBatch')
    .select('id')
    .where('state', '=', 'running')
    .where('leaseUntil', '<=', now)
    .orderBy('id')
    .limit(20)
    .execute();
  return rows.map((row) => row.id);
}

export async function saveModelBatchProgress(db: Db, id: number, done: number, leaseUntil: string) {
  await db.updateTable('modelBatch').set({ done, leaseUntil }).where('id', '=', id).execute();
}

export async function finishModelBatch(
  db: Db,
  id: number,
  values: { state: 'done' | 'failed'; done: number; message: string; results: string | null },
) {
  await db.updateTable('modelBatch').set(values).where('id', '=', id).execute();
}

/** The last `limit` readings of one machine, oldest first. */
export async function listIotReadings(db: Db, machineNo: string, limit: number) {
  const rows = await db
    .selectFrom('iotReading')
    .select(['machineNo', 'terminalNo', 'readTime', 'insideTemp', 'insideHumidity', 'outsideTemp'])
    .where('machineNo', '=', machineNo)
    .orderBy('readTime', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

export async function insertIotReadings(db: Db, rows: Insertable<IotReadingTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('iotReading').values(rows).execute();
}

/** The machine with the newest reading (the demo cold room). */
export async function latestIotMachine(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('iotReading')
    .select('machineNo')
    .orderBy('readTime', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.machineNo;
}
