import type { ReviewListQuery } from '@portal/shared/certification';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { RegistrationTable } from './certification.tables.ts';

/** A registration with its account: everything a certification shows. */
function selectCertifications(db: Db) {
  return db
    .selectFrom('registration as r')
    .innerJoin('userAccount as u', 'u.id', 'r.userId')
    .selectAll('r')
    .select(['u.account', 'u.phone', 'u.role', 'u.tenantId', 'u.realName']);
}

export type CertificationRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof selectCertifications>['executeTakeFirst']>>
>;

export function findCertificationOfUser(db: Db, userId: number) {
  return selectCertifications(db).where('r.userId', '=', userId).executeTakeFirst();
}

export function findCertificationById(db: Db, id: number) {
  return selectCertifications(db).where('r.id', '=', id).executeTakeFirst();
}

export function updateRegistration(db: Db, id: number, values: Updateable<RegistrationTable>) {
  return db.updateTable('registration').set(values).where('id', '=', id).executeTakeFirst();
}

/**
 * Moves a registration from one status to another only if it is still in the first: two
 * operators deciding at once, or a double submit, change it once. Answers whether it moved.
 */
export async function moveStatus(
  db: Db,
  id: number,
  from: readonly number[],
  values: Updateable<RegistrationTable> & { status: number },
): Promise<boolean> {
  const result = await db
    .updateTable('registration')
    .set(values)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Whether a tenant code is someone else's: a tenant's code (other than the applicant's own
 * tenant) or the code of another certification under review. Compared without case.
 */
export async function tenantCodeTaken(
  db: Db,
  code: string,
  own: { tenantId: number | null; registrationId: number },
): Promise<boolean> {
  const lower = code.toLowerCase();
  let tenants = db
    .selectFrom('tenant')
    .select('id')
    .where(sql`lower(${sql.ref('code')})`, '=', lower);
  if (own.tenantId !== null) tenants = tenants.where('id', '!=', own.tenantId);
  if (await tenants.executeTakeFirst()) return true;
  const pending = await db
    .selectFrom('registration')
    .select('id')
    .where(sql`lower(${sql.ref('enCode')})`, '=', lower)
    .where('status', '=', 1)
    .where('id', '!=', own.registrationId)
    .executeTakeFirst();
  return pending !== undefined;
}

/** The uploads named by stored names, with their owner and type. */
export function findUploads(db: Db, names: string[]) {
  if (names.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('uploadedFile')
    .select(['name', 'ownerUserId', 'mimeType'])
    .where('name', 'in', names)
    .execute();
}

/** One page of submitted certifications for the review desk, newest submission first. */
export async function listForReview(
  db: Db,
  query: Required<Pick<ReviewListQuery, 'currentPage' | 'pageSize'>> & ReviewListQuery,
) {
  let base = db
    .selectFrom('registration as r')
    .innerJoin('userAccount as u', 'u.id', 'r.userId')
    .where('r.submitTime', 'is not', null);
  if (query.status !== undefined) base = base.where('r.status', '=', Number(query.status));
  if (query.kind === 'tenant') base = base.where('r.type', '=', 0);
  if (query.kind === 'developer') base = base.where('r.type', 'in', [1, 2]);
  const keyword = query.keyword?.trim();
  if (keyword) {
    // Matched as plain text: % and _ in the keyword are not wildcards.
    const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or(
        (['r.companyName', 'r.adminName', 'u.account', 'r.enCode'] as const).map(
          (column) => sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const count = await base
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const pageSize = Number(query.pageSize);
  const rows = await base
    .select([
      'r.id',
      'r.userId',
      'u.account',
      'r.type',
      'r.status',
      'r.adminName',
      'r.companyName',
      'r.enCode',
      'r.submitTime',
      'r.reviewTime',
    ])
    .orderBy('r.submitTime', 'desc')
    .orderBy('r.id', 'desc')
    .limit(pageSize)
    .offset((Number(query.currentPage) - 1) * pageSize)
    .execute();
  return { rows, total: Number(count.total) };
}

export async function insertRegistration(db: Db, registration: Insertable<RegistrationTable>): Promise<void> {
  await db.insertInto('registration').values(registration).execute();
}
