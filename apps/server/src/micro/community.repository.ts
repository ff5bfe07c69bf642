import { USAGE_KINDS } from '@portal/shared/catalogue';
import type { SubmissionFilter, SubmissionStatus } from '@portal/shared/community';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import { isPostgres } from '../db/migrations/helpers.ts';
import { containsText, paginate, toCount } from '../db/sql.ts';
import type { DeveloperSubmissionTable, MicroserviceTable } from './micro.tables.ts';

/**
 * A submission's row with what it publishes (its microservice with the industry, or its model
 * with the sort), its developer, and the use of a published one.
 */
function selectSubmissions(db: Db) {
  return db
    .selectFrom('developerSubmission as s')
    .leftJoin('microservice as m', 'm.id', 's.microId')
    .leftJoin('marketIndustry as i', 'i.id', 'm.industryId')
    .leftJoin('mechanismModel as mm', 'mm.id', 's.modelId')
    .leftJoin('modelSort as ms', 'ms.code', 'mm.modelSortCode')
    .innerJoin('userAccount as u', 'u.id', 's.userId')
    .select((eb) => [
      's.id',
      's.kind',
      's.microId',
      's.modelId',
      's.userId',
      's.status',
      's.rejectReason',
      's.packageFile',
      's.packageName',
      's.packageSize',
      's.submitTime',
      's.reviewTime',
      eb.fn.coalesce('m.name', 'mm.modelName', eb.val('')).as('name'),
      eb.fn.coalesce('m.industryId', eb.val(0)).as('industryId'),
      eb.fn.coalesce('i.name', 'ms.name', eb.val('')).as('industryName'),
      eb.fn.coalesce('m.contentRemake', 'mm.describes', eb.val('')).as('contentRemake'),
      eb.fn.coalesce('m.detailsRemake', eb.val('')).as('detailsRemake'),
      eb.fn.coalesce('m.method', 'mm.method', eb.val('')).as('method'),
      eb.fn.coalesce('m.protocol', 'mm.protocol', eb.val('')).as('protocol'),
      eb.fn.coalesce('m.domain', 'mm.domain', eb.val('')).as('domain'),
      eb.fn.coalesce('m.prefix', 'mm.prefix', eb.val('')).as('prefix'),
      eb.fn.coalesce('m.uri', 'mm.uri', eb.val('')).as('uri'),
      eb.fn.coalesce('m.uploadCount', 'mm.useCount', eb.val(0)).as('uploadCount'),
      'u.realName as developerName',
      'u.account as developerAccount',
      eb
        .selectFrom('usageLog as l')
        .select((inner) => inner.fn.countAll().as('n'))
        .where((inner) =>
          inner.or([
            inner.and([
              inner('l.meMiType', '=', USAGE_KINDS.micro),
              inner('l.mid', '=', inner.ref('s.microId')),
            ]),
            inner.and([
              inner('l.meMiType', '=', USAGE_KINDS.model),
              inner('l.mid', '=', inner.ref('s.modelId')),
            ]),
          ]),
        )
        .as('calls'),
    ]);
}

export type SubmissionRecord = Awaited<ReturnType<ReturnType<typeof selectSubmissions>['execute']>>[number];

/**
 * Submissions by name or developer keyword and status; `userId` keeps one developer's own.
 * Waiting ones first, the earliest submitted first (the queue's order); then the latest reviewed.
 */
export async function pageSubmissions(
  db: Db,
  filter: SubmissionFilter,
  userId: number | null,
): Promise<{ rows: SubmissionRecord[]; total: number }> {
  let query = selectSubmissions(db);
  if (userId !== null) query = query.where('s.userId', '=', userId);
  if (filter.status !== undefined) query = query.where('s.status', '=', filter.status);
  if (filter.kind !== undefined) query = query.where('s.kind', '=', filter.kind);
  const keyword = filter.keyword?.trim();
  if (keyword) {
    query = query.where((eb) =>
      eb.or([
        containsText('m.name', keyword),
        containsText('mm.modelName', keyword),
        containsText('u.realName', keyword),
        eb('u.account', '=', keyword),
      ]),
    );
  }
  const ordered = query
    .orderBy((eb) => eb.case().when('s.status', '=', 0).then(0).else(1).end())
    .orderBy('s.submitTime', userId === null ? 'asc' : 'desc')
    .orderBy('s.id', 'desc');
  return paginate(ordered, filter);
}

export function findSubmission(db: Db, id: number): Promise<SubmissionRecord | undefined> {
  return selectSubmissions(db).where('s.id', '=', id).executeTakeFirst();
}

/** The submission's row alone, locked for the write that follows (PostgreSQL; SQLite writes one at a time). */
export function findSubmissionForUpdate(db: Db, id: number) {
  const query = db
    .selectFrom('developerSubmission')
    .select(['id', 'kind', 'microId', 'modelId', 'userId', 'status', 'packageFile'])
    .where('id', '=', id);
  return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
}

export async function countSubmissionsByStatus(
  db: Db,
  userId: number,
): Promise<{ status: SubmissionStatus; n: number; uses: number }[]> {
  const rows = await db
    .selectFrom('developerSubmission as s')
    .leftJoin('microservice as m', 'm.id', 's.microId')
    .leftJoin('mechanismModel as mm', 'mm.id', 's.modelId')
    .select((eb) => [
      's.status',
      eb.fn.countAll().as('n'),
      eb.fn.coalesce(eb.fn.sum<number>('m.uploadCount'), eb.lit(0)).as('microUses'),
      eb.fn.coalesce(eb.fn.sum<number>('mm.useCount'), eb.lit(0)).as('modelUses'),
    ])
    .where('s.userId', '=', userId)
    .groupBy('s.status')
    .execute();
  return rows.map((row) => ({
    status: row.status,
    n: toCount(row.n),
    uses: toCount(row.microUses) + toCount(row.modelUses),
  }));
}

export function listAllIndustries(db: Db) {
  return db.selectFrom('marketIndustry').select(['id', 'name']).orderBy('sort').orderBy('id').execute();
}

export function findIndustry(db: Db, id: number) {
  return db.selectFrom('marketIndustry').select('id').where('id', '=', id).executeTakeFirst();
}

export async function insertSubmittedMicro(db: Db, values: Insertable<MicroserviceTable>): Promise<number> {
  const row = await db.insertInto('microservice').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSubmittedMicro(
  db: Db,
  id: number,
  values: Updateable<MicroserviceTable>,
): Promise<void> {
  await db.updateTable('microservice').set(values).where('id', '=', id).execute();
}

export async function insertSubmission(
  db: Db,
  values: Insertable<DeveloperSubmissionTable>,
): Promise<number> {
  const row = await db
    .insertInto('developerSubmission')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSubmission(
  db: Db,
  id: number,
  values: Updateable<DeveloperSubmissionTable>,
): Promise<void> {
  await db.updateTable('developerSubmission').set(values).where('id', '=', id).execute();
}

export async function countWaiting(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('developerSubmission')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('userId', '=', userId)
    .where('status', '=', 0)
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}
