import { MODEL_STATUS_PUBLISHED } from '@portal/shared/catalogue';
import { APP_STATE_PUBLISHED } from '@portal/shared/market';
import { ENTRY_STATE_PUBLISHED } from '@portal/shared/supply';
import type { Db } from '../db/database.ts';

export interface PublishedIds {
  news: number[];
  solutions: number[];
  cases: number[];
  apps: number[];
  microservices: number[];
  models: number[];
  supplies: number[];
  demands: number[];
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

/** The ids of everything a visitor can open (sitemap.xml), each kind in id order. */
export async function publishedIds(db: Db): Promise<PublishedIds> {
  const [news, solutions, cases, apps, microservices, models, supplies, demands] = await Promise.all([
    db
      .selectFrom('news')
      .select('id')
      .where('published', '=', 1)
      .where('publishTime', '<=', new Date().toISOString())
      .orderBy('id')
      .execute(),
    db.selectFrom('industry').select('id').where('published', '=', 1).orderBy('id').execute(),
    db
      .selectFrom('industryCase as c')
      .innerJoin('industry as i', 'i.id', 'c.industryId')
      .select('c.id')
      .where('c.published', '=', 1)
      .where('i.published', '=', 1)
      .orderBy('c.id')
      .execute(),
    db.selectFrom('marketApp').select('id').where('state', '=', APP_STATE_PUBLISHED).orderBy('id').execute(),
    db
      .selectFrom('microservice')
      .select('id')
      .where('state', '=', APP_STATE_PUBLISHED)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('mechanismModel')
      .select('id')
      .where('modelStatusCode', '=', MODEL_STATUS_PUBLISHED)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('supplyEntry')
      .select('id')
      .where('state', '=', ENTRY_STATE_PUBLISHED)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('demandEntry')
      .select('id')
      .where('state', '=', ENTRY_STATE_PUBLISHED)
      .orderBy('id')
      .execute(),
  ]);
  return {
    news: ids(news),
    solutions: ids(solutions),
    cases: ids(cases),
    apps: ids(apps),
    microservices: ids(microservices),
    models: ids(models),
    supplies: ids(supplies),
    demands: ids(demands),
  };
}
