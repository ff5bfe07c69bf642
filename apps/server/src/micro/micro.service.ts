import { MICRO_GROUP_SIZE } from '@portal/shared/catalogue';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { findMicroservice, listMicroByUse, listMicroIndustries } from './micro.repository.ts';

export { listMicroIndustries, pageMicroservices } from './micro.repository.ts';

/** Each industry with its most used microservices (the portal's groups). */
export async function microGroups(db: Db) {
  const [industries, micros] = await Promise.all([listMicroIndustries(db), listMicroByUse(db)]);
  return industries.map((industry) => {
    const own = micros.filter((micro) => micro.industry === industry.id);
    return {
      id: industry.id,
      name: industry.name,
      total: own.length,
      microList: own.slice(0, MICRO_GROUP_SIZE),
    };
  });
}

/** A published microservice; 404 otherwise. */
export async function microDetail(db: Db, id: number) {
  const micro = await findMicroservice(db, id);
  if (!micro) throw notFound('微服务不存在');
  return micro;
}
