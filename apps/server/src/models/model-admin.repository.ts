import type { ModelAdminFilter } from '@portal/shared/model-admin';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import { containsText, paginate, toCount } from '../db/sql.ts';
import type { MechanismModelTable } from './models.tables.ts';

/** Every model, whatever its status, with its sort's name and its users' kept runs. */
function selectManagedModels(db: Db) {
  return db
    .selectFrom('mechanismModel as m')
    .leftJoin('modelSort as s', 's.code', 'm.modelSortCode')
    .select((eb) => [
      'm.id',
      'm.modelName',
      'm.code',
      'm.describes',
      'm.iconAddr',
      'm.modelSortCode',
      eb.fn.coalesce('s.name', eb.val('')).as('modelSortName'),
      'm.modelTypeName',
      'm.professionSortName',
      'm.principle',
      'm.modelStatusCode',
      'm.useCount',
      'm.method',
      'm.protocol',
      'm.domain',
      'm.prefix',
      'm.uri',
      'm.isRequestData',
      'm.createTime',
      'm.updateTime',
      eb
        .selectFrom('modelRun as r')
        .select((inner) => inner.fn.countAll().as('n'))
        .whereRef('r.modelId', '=', 'm.id')
        .as('runs'),
    ]);
}

export type ManagedModelRecord = Awaited<
  ReturnType<ReturnType<typeof selectManagedModels>['execute']>
>[number];

const ORDERS = {
  updateTimeDesc: ['m.updateTime', 'desc'],
  useCountDesc: ['m.useCount', 'desc'],
  nameAsc: ['m.modelName', 'asc'],
} as const;

export async function pageManagedModels(db: Db, filter: ModelAdminFilter) {
  let query = selectManagedModels(db);
  const keyword = filter.keyword?.trim();
  if (keyword) {
    query = query.where((eb) => eb.or([containsText('m.modelName', keyword), eb('m.code', '=', keyword)]));
  }
  if (filter.modelSortCode) query = query.where('m.modelSortCode', '=', filter.modelSortCode);
  if (filter.status !== undefined) query = query.where('m.modelStatusCode', '=', filter.status);
  const [column, direction] = ORDERS[filter.sort];
  return paginate(query.orderBy(column, direction).orderBy('m.id', 'desc'), filter);
}

export function findManagedModel(db: Db, id: number): Promise<ManagedModelRecord | undefined> {
  return selectManagedModels(db).where('m.id', '=', id).executeTakeFirst();
}

/** Another model holding the code (the code is unique). */
export function findModelIdByCode(db: Db, code: string) {
  return db.selectFrom('mechanismModel').select(['id']).where('code', '=', code).executeTakeFirst();
}

export function findModelSortByCode(db: Db, code: string) {
  return db.selectFrom('modelSort').select(['code']).where('code', '=', code).executeTakeFirst();
}

export async function insertManagedModel(db: Db, values: Insertable<MechanismModelTable>): Promise<number> {
  const row = await db.insertInto('mechanismModel').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateManagedModel(
  db: Db,
  id: number,
  values: Updateable<MechanismModelTable>,
): Promise<void> {
  await db.updateTable('mechanismModel').set(values).where('id', '=', id).execute();
}

/** The model and its fields (its runs, batches and submissions go with it by their keys). */
export async function deleteManagedModel(db: Db, id: number): Promise<void> {
  await db.deleteFrom('requestField').where('ownerKind', '=', 'model').where('ownerId', '=', id).execute();
  await db.deleteFrom('mechanismModel').where('id', '=', id).execute();
}

export async function countWaitingModelSubmissions(db: Db, modelId: number): Promise<number> {
  const row = await db
    .selectFrom('developerSubmission')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('modelId', '=', modelId)
    .where('status', '=', 0)
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}
