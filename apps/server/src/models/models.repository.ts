import { MODEL_STATUS_PUBLISHED, type ModelCard, type ModelPageQuery } from '@portal/shared/catalogue';
import type { Db } from '../db/database.ts';
import { containsText, paginate } from '../db/sql.ts';

/** Published models only (status code 3): nothing else is ever read here. */
function selectModelCards(db: Db) {
  return db
    .selectFrom('mechanismModel as m')
    .innerJoin('modelSort as s', 's.code', 'm.modelSortCode')
    .select([
      'm.id',
      'm.modelName',
      'm.describes',
      'm.iconAddr',
      'm.code',
      'm.modelSortCode',
      's.name as modelSortName',
      'm.modelTypeName',
      'm.professionSortName',
      'm.principle',
      'm.modelStatusCode',
      'm.useCount',
      'm.createTime',
      'm.updateTime',
    ])
    .where('m.modelStatusCode', '=', MODEL_STATUS_PUBLISHED);
}

const toModelCard = (row: ModelCard): ModelCard => row;

type Filter = Pick<ModelPageQuery, 'keyword' | 'modelSortCode'>;

function filtered(db: Db, filter: Filter) {
  let query = selectModelCards(db);
  if (filter.keyword) query = query.where(containsText('m.modelName', filter.keyword));
  if (filter.modelSortCode) query = query.where('m.modelSortCode', '=', filter.modelSortCode);
  return query;
}

export async function pageModels(
  db: Db,
  query: Filter & {
    currentPage: number;
    pageSize: number;
    sort: 'asc' | 'desc';
    sidx: 'createTime' | 'useCount' | 'modelName';
  },
) {
  const { rows, total } = await paginate(
    filtered(db, query).orderBy(`m.${query.sidx}`, query.sort).orderBy('m.id', query.sort),
    query,
  );
  return { list: rows.map(toModelCard), total };
}

/** Every sort, in display order. */
export function listModelSorts(db: Db) {
  return db.selectFrom('modelSort').select(['code', 'name']).orderBy('sort').orderBy('code').execute();
}

/** Published models, newest first, for the per-sort groups. */
export async function listModelsNewestFirst(db: Db) {
  const rows = await selectModelCards(db).orderBy('m.createTime', 'desc').orderBy('m.id', 'desc').execute();
  return rows.map(toModelCard);
}

export function findModel(db: Db, id: number) {
  return selectModelCards(db)
    .select(['m.method', 'm.protocol', 'm.prefix', 'm.uri', 'm.domain', 'm.isRequestData'])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

/** The name of a published model (its logo, its usage log). */
export function findPublishedModelName(db: Db, id: number) {
  return db
    .selectFrom('mechanismModel')
    .select(['id', 'modelName as name'])
    .where('id', '=', id)
    .where('modelStatusCode', '=', MODEL_STATUS_PUBLISHED)
    .executeTakeFirst();
}
