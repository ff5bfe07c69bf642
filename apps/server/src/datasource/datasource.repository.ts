import type { DataSourceType } from '@portal/shared/datasource';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import { containsText, type PageWindow, paginate } from '../db/sql.ts';
import type { DataSourceTable } from './datasource.tables.ts';

/** The data-source rows of one tenant: every read and write names the tenant. */

const COLUMNS = [
  'id',
  'tenantId',
  'dbType',
  'dbHost',
  'dbPort',
  'dbUsername',
  'dbName',
  'dbSchema',
  'isPublish',
  'createTime',
  'updateTime',
] as const;

export interface DataSourceFilter extends PageWindow {
  keyword?: string | undefined;
  dbType?: DataSourceType | undefined;
}

/** A page of the tenant's configurations, newest first, by host, database or user name. */
export function pageDataSources(db: Db, tenantId: number, filter: DataSourceFilter) {
  let query = db.selectFrom('dataSource').select(COLUMNS).where('tenantId', '=', tenantId);
  const keyword = filter.keyword?.trim();
  if (keyword) {
    query = query.where((eb) =>
      eb.or([
        containsText('dbHost', keyword),
        containsText('dbName', keyword),
        containsText('dbUsername', keyword),
      ]),
    );
  }
  if (filter.dbType) query = query.where('dbType', '=', filter.dbType);
  return paginate(query.orderBy('id', 'desc'), filter);
}

export function findDataSource(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('dataSource')
    .select(COLUMNS)
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export type DataSourceRow = NonNullable<Awaited<ReturnType<typeof findDataSource>>>;

/** The sealed password of the tenant's configuration (for a connection test), or undefined. */
export async function findSealedPassword(db: Db, tenantId: number, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('dataSource')
    .select('dbPasswordSealed')
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.dbPasswordSealed;
}

export async function insertDataSource(db: Db, row: Insertable<DataSourceTable>): Promise<number> {
  const inserted = await db.insertInto('dataSource').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Changes the tenant's configuration; false when it has none of that id. */
export async function updateDataSource(
  db: Db,
  tenantId: number,
  id: number,
  changes: Updateable<DataSourceTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('dataSource')
    .set(changes)
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the tenant's configuration; false when it has none of that id. */
export async function deleteDataSource(db: Db, tenantId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('dataSource')
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
