import { USAGE_KINDS } from '@portal/shared/catalogue';
import type { SubmissionFilter, SubmissionStatus } from '@portal/shared/community';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import { isPostgres } from '../db/migrations/helpers.ts';
import { containsText, paginate, toCount } from '../db/sql.ts';
import type { DeveloperSubmissionTable, MicroserviceTable, RequestFieldTable } from './micro.tables.ts';

/** A submission's row with its microservice, industry and developer, and the use of a published one. */
function selectSubmissions(db: Db) {
  return db
    .selectFrom('developerSubmission as s')
    .innerJoin('microservice as m', 'm.id', 's.microId')
    .innerJoin('marketIndustry as i', 'i.id', 'm.industryId')
    .innerJoin('userAccount as u', 'u.id', 's.userId')
    .select((eb) => [
      's.id',
      's.kind',
      's.microId',
      's.userId',
      's.status',
      's.rejectReason',
      's.packageFile',
      's.packageName',
      's.packageSize',
      's.submitTime',
      's.reviewTime',
      'm.name',
      'm.industryId',
      'i.name as industryName',
      'm.contentRemake',
      'm.detailsRemake',
      'm.method',
      'm.protocol',
      'm.domain',
      'm.prefix',
      'm.uri',
      'm.uploadCount',
      'u.realName as developerName',
      'u.account as developerAccount',
      eb
        .selectFrom('usageLog as l')
        .select((inner) => inner.fn.countAll().as('n'))
        .where('l.meMiType', '=', USAGE_KINDS.micro)
        .whereRef('l.mid', '=', 's.microId')
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
  const keyword = filter.keyword?.trim();
  if (keyword) {
    query = query.where((eb) =>
      eb.or([
        containsText('m.name', keyword),
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
    .select(['id', 'microId', 'userId', 'status', 'packageFile'])
    .where('id', '=', id);
  return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
}

export async function countSubmissionsByStatus(
  db: Db,
  userId: number,
): Promise<{ status: SubmissionStatus; n: number; uses: number }[]> {
  const rows = await db
    .selectFrom('developerSubmission as s')
    .innerJoin('microservice as m', 'm.id', 's.microId')
    .select((eb) => [
      's.status',
      eb.fn.countAll().as('n'),
      eb.fn.coalesce(eb.fn.sum<number>('m.uploadCount'), eb.lit(0)).as('uses'),
    ])
    .where('s.userId', '=', userId)
    .groupBy('s.status')
    .execute();
  return rows.map((row) => ({ status: row.status, n: toCount(row.n), uses: toCount(row.uses) }));
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

/** The microservice's parameters, replaced whole. */
export async function replaceMicroFields(
  db: Db,
  microId: number,
  fields: Omit<Insertable<RequestFieldTable>, 'ownerKind' | 'ownerId'>[],
): Promise<void> {
  await db
    .deleteFrom('requestField')
    .where('ownerKind', '=', 'micro')
    .where('ownerId', '=', microId)
    .execute();
  if (fields.length === 0) return;
  await db
    .insertInto('requestField')
    .values(fields.map((field) => ({ ...field, ownerKind: 'micro' as const, ownerId: microId })))
    .execute();
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
