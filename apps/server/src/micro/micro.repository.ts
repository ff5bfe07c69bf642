import type { MicroCard, MicroListQuery, RequestField } from '@portal/shared/catalogue';
import { APP_STATE_PUBLISHED } from '@portal/shared/market';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import { containsText, paginate } from '../db/sql.ts';
import type { MicroCallTable, RequestFieldTable } from './micro.tables.ts';

function selectMicroCards(db: Db) {
  return db
    .selectFrom('microservice as m')
    .innerJoin('marketIndustry as i', 'i.id', 'm.industryId')
    .select([
      'm.id',
      'm.name',
      'm.icon',
      'm.contentRemake',
      'm.industryId',
      'i.name as industryName',
      'm.charged',
      'm.type',
      'm.uploadCount',
      'm.contactPerson',
      'm.createTime',
      'm.modifyTime',
    ])
    .where('m.state', '=', APP_STATE_PUBLISHED);
}

type MicroCardRow = Awaited<ReturnType<ReturnType<typeof selectMicroCards>['execute']>>[number];

function toMicroCard(row: MicroCardRow): MicroCard {
  return {
    id: row.id,
    name: row.name,
    icon: row.icon,
    contentRemake: row.contentRemake,
    category: row.industryName,
    industry: row.industryId,
    industryName: row.industryName,
    charged: row.charged === 1,
    type: row.type,
    uploadCount: row.uploadCount,
    contactPerson: row.contactPerson,
    createTime: row.createTime,
    modifyTime: row.modifyTime,
  };
}

type Filter = Pick<MicroListQuery, 'keyword' | 'category' | 'industry' | 'type'>;

function filtered(db: Db, filter: Filter) {
  let query = selectMicroCards(db);
  if (filter.keyword) query = query.where(containsText('m.name', filter.keyword));
  if (filter.category) query = query.where('i.name', '=', filter.category);
  if (filter.industry) query = query.where('m.industryId', '=', filter.industry);
  if (filter.type !== undefined) query = query.where('m.type', '=', filter.type);
  return query;
}

export async function pageMicroservices(
  db: Db,
  query: Filter & {
    currentPage: number;
    pageSize: number;
    sort: 'asc' | 'desc';
    sidx: 'createTime' | 'uploadCount' | 'name';
  },
) {
  const { rows, total } = await paginate(
    filtered(db, query).orderBy(`m.${query.sidx}`, query.sort).orderBy('m.id', query.sort),
    query,
  );
  return { list: rows.map(toMicroCard), total };
}

export async function listMicroByUse(db: Db) {
  const rows = await selectMicroCards(db).orderBy('m.uploadCount', 'desc').orderBy('m.id').execute();
  return rows.map(toMicroCard);
}

export function listMicroIndustries(db: Db) {
  return db
    .selectFrom('marketIndustry as i')
    .select(['i.id', 'i.name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('microservice as m')
          .select('m.id')
          .whereRef('m.industryId', '=', 'i.id')
          .where('m.state', '=', APP_STATE_PUBLISHED),
      ),
    )
    .orderBy('i.sort')
    .orderBy('i.id')
    .execute();
}

export async function findMicroservice(db: Db, id: number) {
  const row = await selectMicroCards(db)
    .select(['m.detailsRemake', 'm.content', 'm.method', 'm.protocol', 'm.prefix', 'm.uri', 'm.domain'])
    .where('m.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toMicroCard(row),
    detailsRemake: row.detailsRemake,
    content: row.content,
    request: {
      method: row.method,
      protocol: row.protocol,
      prefix: row.prefix,
      uri: row.uri,
      domain: row.domain,
    },
    requestFields: await listRequestFields(db, 'micro', id),
  };
}

export async function listRequestFields(
  db: Db,
  ownerKind: 'micro' | 'model',
  ownerId: number,
): Promise<RequestField[]> {
  return db
    .selectFrom('requestField')
    .select([
      'id',
      'requestName',
      'requestDescribes',
      'requestDefaultValue',
      'requestType',
      'requestLocation',
      'requiredFlag',
      'unit',
    ])
    .where('ownerKind', '=', ownerKind)
    .where('ownerId', '=', ownerId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** A microservice's or model's parameters, replaced whole (their order is their `sort`). */
export async function replaceRequestFields(
  db: Db,
  ownerKind: 'micro' | 'model',
  ownerId: number,
  fields: Omit<Insertable<RequestFieldTable>, 'ownerKind' | 'ownerId'>[],
): Promise<void> {
  await db
    .deleteFrom('requestField')
    .where('ownerKind', '=', ownerKind)
    .where('ownerId', '=', ownerId)
    .execute();
  if (fields.length === 0) return;
  await db
    .insertInto('requestField')
    .values(fields.map((field) => ({ ...field, ownerKind, ownerId })))
    .execute();
}

/** The name of a published microservice (its logo, its usage log). */
export function findPublishedMicroName(db: Db, id: number) {
  return db
    .selectFrom('microservice')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('state', '=', APP_STATE_PUBLISHED)
    .executeTakeFirst();
}

/** A published microservice's endpoint and parameters, as forwarding needs them. */
export async function findTrialTarget(db: Db, id: number) {
  const micro = await db
    .selectFrom('microservice')
    .select(['id', 'name', 'type', 'method', 'protocol', 'prefix', 'uri', 'domain'])
    .where('id', '=', id)
    .where('state', '=', APP_STATE_PUBLISHED)
    .executeTakeFirst();
  if (!micro) return undefined;
  return { ...micro, fields: await listRequestFields(db, 'micro', id) };
}

/** Records one call in the user's history and drops what is older than the last `keep`. */
export async function insertMicroCall(
  db: Db,
  values: Insertable<MicroCallTable>,
  keep: number,
): Promise<void> {
  await db.insertInto('microCall').values(values).execute();
  const kept = db
    .selectFrom('microCall')
    .select('id')
    .where('userId', '=', values.userId)
    .where('microId', '=', values.microId)
    .orderBy('id', 'desc')
    .limit(keep);
  await db
    .deleteFrom('microCall')
    .where('userId', '=', values.userId)
    .where('microId', '=', values.microId)
    .where('id', 'not in', kept)
    .execute();
}

/** A user's calls of one microservice, newest first. */
export function listMicroCalls(db: Db, userId: number, microId: number, limit: number) {
  return db
    .selectFrom('microCall')
    .select(['id', 'microId', 'inputs', 'status', 'durationMs', 'summary', 'createTime'])
    .where('userId', '=', userId)
    .where('microId', '=', microId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
