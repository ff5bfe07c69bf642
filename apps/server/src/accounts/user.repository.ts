import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { TenantTable, UserAccountTable } from './accounts.tables.ts';

/** A user with the name of their tenant, as most callers need it. */
export function selectUsers(db: Db) {
  return db
    .selectFrom('userAccount as u')
    .leftJoin('tenant as t', 't.id', 'u.tenantId')
    .leftJoin('registration as r', 'r.userId', 'u.id')
    .select([
      'u.id',
      'u.account',
      'u.phone',
      'u.realName',
      'u.passwordHash',
      'u.role',
      'u.tenantId',
      'u.isAdministrator',
      'u.disabled',
      't.name as tenantName',
      'r.id as registrationId',
      'r.type as registrationType',
      'r.status as registrationStatus',
    ]);
}

export type UserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectUsers>['executeTakeFirst']>>>;

export function findUserById(db: Db, id: number) {
  return selectUsers(db).where('u.id', '=', id).executeTakeFirst();
}

export function findUserByAccount(db: Db, account: string) {
  return selectUsers(db).where('u.account', '=', account).executeTakeFirst();
}

export function findUserByPhone(db: Db, phone: string) {
  return selectUsers(db).where('u.phone', '=', phone).orderBy('u.id').executeTakeFirst();
}

export function updatePasswordHash(db: Db, userId: number, passwordHash: string) {
  return db.updateTable('userAccount').set({ passwordHash }).where('id', '=', userId).execute();
}

export async function insertUser(db: Db, user: Insertable<UserAccountTable>): Promise<number> {
  const row = await db.insertInto('userAccount').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(
  db: Db,
  userId: number,
  values: Updateable<UserAccountTable>,
): Promise<void> {
  await db.updateTable('userAccount').set(values).where('id', '=', userId).execute();
}

/** A new company; answers its id. */
export async function insertTenant(db: Db, tenant: Insertable<TenantTable>): Promise<number> {
  const row = await db.insertInto('tenant').values(tenant).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTenant(db: Db, tenantId: number, values: Updateable<TenantTable>): Promise<void> {
  await db.updateTable('tenant').set(values).where('id', '=', tenantId).execute();
}
