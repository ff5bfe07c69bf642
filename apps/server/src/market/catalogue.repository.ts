import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { MicroserviceTable, RequestFieldTable } from '../micro/micro.tables.ts';
import type { MechanismModelTable, ModelSortTable } from '../models/models.tables.ts';
import type {
  MarketAppTable,
  MarketAssociationTable,
  MarketIndustryTable,
  MarketPricePlanTable,
} from './market.tables.ts';

/** The inserts of the catalogue's writes; the rules (sanitising, logos, prices) are the service's. */

export async function insertIndustry(db: Db, industry: Insertable<MarketIndustryTable>): Promise<number> {
  const row = await db
    .insertInto('marketIndustry')
    .values(industry)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertApp(db: Db, app: Insertable<MarketAppTable>): Promise<number> {
  const row = await db.insertInto('marketApp').values(app).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function setAppLogo(db: Db, appId: number, logo: string): Promise<void> {
  await db.updateTable('marketApp').set({ logo }).where('id', '=', appId).execute();
}

export async function insertPricePlans(db: Db, plans: Insertable<MarketPricePlanTable>[]): Promise<void> {
  if (plans.length > 0) await db.insertInto('marketPricePlan').values(plans).execute();
}

export async function insertAssociations(
  db: Db,
  associations: Insertable<MarketAssociationTable>[],
): Promise<void> {
  if (associations.length > 0) await db.insertInto('marketAssociation').values(associations).execute();
}

export async function insertRequestFields(db: Db, fields: Insertable<RequestFieldTable>[]): Promise<void> {
  if (fields.length > 0) await db.insertInto('requestField').values(fields).execute();
}

export async function insertMicroservice(db: Db, micro: Insertable<MicroserviceTable>): Promise<number> {
  const row = await db.insertInto('microservice').values(micro).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function setMicroserviceIcon(db: Db, microId: number, icon: string): Promise<void> {
  await db.updateTable('microservice').set({ icon }).where('id', '=', microId).execute();
}

export async function insertModelSort(db: Db, sort: Insertable<ModelSortTable>): Promise<void> {
  await db.insertInto('modelSort').values(sort).execute();
}

export async function insertModel(db: Db, model: Insertable<MechanismModelTable>): Promise<number> {
  const row = await db.insertInto('mechanismModel').values(model).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function setModelIcon(db: Db, modelId: number, iconAddr: string): Promise<void> {
  await db.updateTable('mechanismModel').set({ iconAddr }).where('id', '=', modelId).execute();
}
