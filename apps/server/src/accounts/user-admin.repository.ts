import type { CertificationStatus, Role } from '@portal/shared/accounts';
import type { AccountState } from '@portal/shared/user-admin';
import type { Db } from '../db/database.ts';
import { isPostgres } from '../db/migrations/helpers.ts';
import { containsText, type PageWindow, paginate, toCount } from '../db/sql.ts';

/** The accounts as the operator's 用户管理 lists them, with their count of live sessions. */
function selectManagedUsers(db: Db, now: string) {
  return db
    .selectFrom('userAccount as u')
    .leftJoin('tenant as t', 't.id', 'u.tenantId')
    .leftJoin('registration as r', 'r.userId', 'u.id')
    .select((eb) => [
      'u.id',
      'u.account',
      'u.phone',
      'u.realName',
      'u.role',
      'u.isAdministrator',
      'u.disabled',
      'u.createTime',
      't.name as tenantName',
      'r.status as registrationStatus',
      eb
        .selectFrom('session as s')
        .select((inner) => inner.fn.countAll().as('n'))
        .whereRef('s.userId', '=', 'u.id')
        .where('s.expireTime', '>', now)
        .as('activeSessions'),
    ]);
}

export interface ManagedUserRow {
  id: number;
  account: string;
  phone: string | null;
  realName: string;
  role: Role;
  isAdministrator: number;
  disabled: number;
  createTime: string;
  tenantName: string | null;
  registrationStatus: CertificationStatus | null;
  activeSessions: number;
}

function toRow(row: Omit<ManagedUserRow, 'activeSessions'> & { activeSessions: unknown }): ManagedUserRow {
  return { ...row, activeSessions: toCount(row.activeSessions) };
}

export async function pageManagedUsers(
  db: Db,
  now: string,
  filter: PageWindow & {
    keyword?: string | undefined;
    role?: Role | undefined;
    certification?: CertificationStatus | undefined;
    state?: AccountState | undefined;
    order: 'newest' | 'oldest' | 'account';
  },
): Promise<{ list: ManagedUserRow[]; total: number }> {
  let base = selectManagedUsers(db, now);
  const keyword = filter.keyword?.trim();
  if (keyword) {
    base = base.where((eb) =>
      eb.or([
        containsText('u.phone', keyword),
        containsText('u.realName', keyword),
        containsText('u.account', keyword),
      ]),
    );
  }
  if (filter.role) base = base.where('u.role', '=', filter.role);
  if (filter.certification !== undefined) base = base.where('r.status', '=', filter.certification);
  if (filter.state !== undefined) base = base.where('u.disabled', '=', filter.state);
  const ordered =
    filter.order === 'account'
      ? base.orderBy('u.account', 'asc').orderBy('u.id', 'asc')
      : base.orderBy('u.id', filter.order === 'oldest' ? 'asc' : 'desc');
  const { rows, total } = await paginate(ordered, filter);
  return { list: rows.map((row) => toRow(row as never)), total };
}

export async function findManagedUser(db: Db, now: string, id: number): Promise<ManagedUserRow | undefined> {
  const row = await selectManagedUsers(db, now).where('u.id', '=', id).executeTakeFirst();
  return row ? toRow(row as never) : undefined;
}

export async function setUserDisabled(db: Db, id: number, disabled: 0 | 1): Promise<void> {
  await db.updateTable('userAccount').set({ disabled }).where('id', '=', id).execute();
}

/** Enabled operator accounts other than `exceptId`. */
export async function countOtherEnabledOperators(db: Db, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom('userAccount')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('role', '=', 'operate')
    .where('disabled', '=', 0)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

/**
 * Locks the enabled operator accounts until the transaction ends (PostgreSQL: a row lock, taken
 * in id order so two callers cannot deadlock; SQLite runs one transaction at a time anyway). A
 * second operator disabling an operator at the same moment waits here and then counts what the
 * first one committed.
 */
export async function lockEnabledOperators(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  await db
    .selectFrom('userAccount')
    .select('id')
    .where('role', '=', 'operate')
    .where('disabled', '=', 0)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * Disables the account in one conditional statement: an operator account only while another
 * enabled operator remains. Answers whether a row changed.
 */
export async function disableUnlessLastOperator(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('userAccount')
    .set({ disabled: 1 })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('role', '!=', 'operate'),
        eb.exists(
          eb
            .selectFrom('userAccount as other')
            .select('other.id')
            .where('other.role', '=', 'operate')
            .where('other.disabled', '=', 0)
            .where('other.id', '!=', id),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function phoneInUse(db: Db, phone: string): Promise<boolean> {
  const row = await db.selectFrom('userAccount').select('id').where('phone', '=', phone).executeTakeFirst();
  return row !== undefined;
}
