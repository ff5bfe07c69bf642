import { MODEL_GROUP_SIZE } from '@portal/shared/catalogue';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { listRequestFields } from '../micro/micro.repository.ts';
import { findModel, listModelSorts, listModelsNewestFirst } from './models.repository.ts';

export { listModelSorts, pageModels } from './models.repository.ts';

/** A published model as the detail page reads it: the model, how it is called, its request fields; 404 otherwise. */
export async function modelInfo(db: Db, id: number) {
  const row = await findModel(db, id);
  if (!row) throw notFound('机理模型不存在');
  const { method, protocol, prefix, uri, domain, isRequestData, ...model } = row;
  return {
    mechanismModelVo: model,
    mechanismModelRequestVo: { method, protocol, prefix, uri, domain, isRequestData },
    mechanismModelRequestFieldVoList: await listRequestFields(db, 'model', row.id),
  };
}

/** Each sort with its newest models (the portal's groups); sorts without models are left out. */
export async function modelGroups(db: Db) {
  const [sorts, models] = await Promise.all([listModelSorts(db), listModelsNewestFirst(db)]);
  return sorts
    .map((sort) => {
      const own = models.filter((model) => model.modelSortCode === sort.code);
      return { ...sort, total: own.length, list: own.slice(0, MODEL_GROUP_SIZE) };
    })
    .filter((group) => group.total > 0);
}
