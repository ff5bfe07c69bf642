import { USAGE_KINDS } from '@portal/shared/catalogue';
import type { MicroAdminFilter } from '@portal/shared/micro-admin';
import type { Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import { isPostgres } from '../db/migrations/helpers.ts';
import { containsText, paginate } from '../db/sql.ts';
import type { MicroserviceTable } from './micro.tables.ts';

/** The console's reads and writes of microservices, whatever their state (the rules are the service's). */

function selectManagedMicros(db: Db) {
  return db
    .selectFrom('microservice as m')
    .innerJoin('marketIndustry as i', 'i.id', 'm.industryId')
    .leftJoin('developerSubmission as s', 's.microId', 'm.id')
    .leftJoin('userAccount as u', 'u.id', 's.userId')
    .select((eb) => [
      'm.id',
      'm.name',
      'm.icon',
      'm.contentRemake',
      'm.industryId',
      'i.name as industryName',
      'm.type',
      'm.state',
      'm.charged',
      'm.uploadCount',
      'm.createTime',
      'm.modifyTime',
      's.id as submissionId',
      's.status as submissionStatus',
      'u.realName as developerName',
      eb
        .selectFrom('usageLog as l')
        .select((inner) => inner.fn.countAll().as('n'))
        .where('l.meMiType', '=', USAGE_KINDS.micro)
        .whereRef('l.mid', '=', 'm.id')
        .where('l.tenantId', 'is not', null)
        .as('tenantCalls'),
    ]);
}

export type ManagedMicroRow = Awaited<ReturnType<ReturnType<typeof selectManagedMicros>['execute']>>[number];

export async function pageManagedMicros(db: Db, filter: MicroAdminFilter) {
  let base = selectManagedMicros(db);
  const keyword = filter.keyword?.trim();
  if (keyword) base = base.where(containsText('m.name', keyword));
  if (filter.industry) base = base.where('m.industryId', '=', filter.industry);
  if (filter.state !== undefined) base = base.where('m.state', '=', filter.state);
  if (filter.type !== undefined) base = base.where('m.type', '=', filter.type);
  const ordered =
    filter.sort === 'createTimeDesc'
      ? base.orderBy('m.createTime', 'desc').orderBy('m.id', 'desc')
      : filter.sort === 'usesDesc'
        ? base.orderBy('m.uploadCount', 'desc').orderBy('m.id', 'desc')
        : filter.sort === 'nameAsc'
          ? base.orderBy('m.name', 'asc').orderBy('m.id', 'asc')
          : base.orderBy('m.modifyTime', 'desc').orderBy('m.id', 'desc');
  return paginate(ordered, filter);
}

export function findManagedMicro(db: Db, id: number) {
  return selectManagedMicros(db)
    .select([
      'm.detailsRemake',
      'm.content',
      'm.contactPerson',
      'm.method',
      'm.protocol',
      'm.domain',
      'm.prefix',
      'm.uri',
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

/** The row alone, locked for the write that follows (PostgreSQL; SQLite writes one at a time). */
export function lockMicro(db: Db, id: number) {
  const query = db.selectFrom('microservice').select('id').where('id', '=', id);
  return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
}

export function findMicroIdByName(db: Db, name: string) {
  return db.selectFrom('microservice').select('id').where('name', '=', name).executeTakeFirst();
}

export async function updateManagedMicro(
  db: Db,
  id: number,
  values: Updateable<MicroserviceTable>,
): Promise<void> {
  await db.updateTable('microservice').set(values).where('id', '=', id).execute();
}

/** Its developer's submission, with the package file a deletion leaves behind. */
export function findMicroSubmission(db: Db, microId: number) {
  return db
    .selectFrom('developerSubmission')
    .select(['id', 'status', 'packageFile'])
    .where('microId', '=', microId)
    .executeTakeFirst();
}

/** Deletes the microservice with its parameters; its trial history and submission go by their cascade. */
export async function deleteManagedMicro(db: Db, id: number): Promise<void> {
  await db.deleteFrom('requestField').where('ownerKind', '=', 'micro').where('ownerId', '=', id).execute();
  await db.deleteFrom('microCall').where('microId', '=', id).execute();
  await db.deleteFrom('developerSubmission').where('microId', '=', id).execute();
  await db.deleteFrom('microservice').where('id', '=', id).execute();
}
