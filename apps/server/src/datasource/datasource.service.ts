import type { PageData } from '@portal/shared/api';
import {
  buildJdbcUrl,
  type ConnectionResult,
  DATA_SOURCE_TEXTS,
  type DataSource,
  needsDatabaseName,
  TESTABLE_TYPES,
  type zConnectionTest,
  type zDataSourceForm,
  type zDataSourceQuery,
  zNewPassword,
} from '@portal/shared/datasource';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { AppError, badRequest, notFound } from '../http/errors.ts';
import type { TenantCaller } from '../lib/caller.ts';
import type { RateLimitStore } from '../lib/rate-limit.ts';
import { MINUTE_MS, nowIso } from '../lib/time.ts';
import { type ConnectionPolicy, tryConnection } from './connection-test.ts';
import {
  type DataSourceRow,
  deleteDataSource,
  findDataSource,
  findSealedPassword,
  insertDataSource,
  pageDataSources,
  updateDataSource,
} from './datasource.repository.ts';
import { open, seal } from './secret-box.ts';

/**
 * Data-source configuration (数据配置, issue 21 part 5): a tenant administrator's own tenant's
 * configurations only; another tenant's id is not found. The password is sealed with the key
 * (`secret-box.ts`), never answered, and kept when an edit leaves it empty.
 */

type Form = z.output<typeof zDataSourceForm>;

/** At most this many connection tests a minute per user: each reaches out to another host. */
const TESTS_PER_MINUTE = 20;

function dataSourceOf(row: DataSourceRow): DataSource {
  return {
    id: row.id,
    dbHost: row.dbHost,
    dbPort: row.dbPort,
    dbUrl: buildJdbcUrl(row),
    dbUsername: row.dbUsername,
    dbName: row.dbName,
    dbSchema: row.dbSchema,
    dbType: row.dbType,
    tenantId: row.tenantId,
    isPublish: row.isPublish,
    createTime: row.createTime,
    updateTime: row.updateTime,
  };
}

export async function dataSourcePage(
  db: Db,
  caller: TenantCaller,
  query: z.output<typeof zDataSourceQuery>,
): Promise<PageData<DataSource>> {
  const { rows, total } = await pageDataSources(db, caller.tenantId, query);
  return {
    list: rows.map(dataSourceOf),
    pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total },
  };
}

async function ownDataSource(db: Db, caller: TenantCaller, id: number): Promise<DataSourceRow> {
  const row = await findDataSource(db, caller.tenantId, id);
  if (!row) throw notFound(DATA_SOURCE_TEXTS.notFound);
  return row;
}

export async function dataSourceDetail(db: Db, caller: TenantCaller, id: number): Promise<DataSource> {
  return dataSourceOf(await ownDataSource(db, caller, id));
}

/** The form's columns: the database name only for the types that have one. */
function columnsOf(form: Form) {
  return {
    dbType: form.dbType,
    dbHost: form.dbHost,
    dbPort: form.dbPort,
    dbUsername: form.dbUsername,
    dbName: needsDatabaseName(form.dbType) ? (form.dbName ?? '') : '',
    dbSchema: form.dbSchema ?? '',
    isPublish: form.isPublish,
  };
}

function assertOwnTenantField(caller: TenantCaller, form: Form): void {
  if (form.tenantId !== undefined && form.tenantId !== caller.tenantId)
    throw new AppError(403, DATA_SOURCE_TEXTS.otherTenant);
}

export async function createDataSource(
  db: Db,
  key: Buffer,
  caller: TenantCaller,
  form: Form,
): Promise<DataSource> {
  assertOwnTenantField(caller, form);
  const password = zNewPassword.safeParse(form.dbPassword);
  if (!password.success)
    throw badRequest(DATA_SOURCE_TEXTS.passwordRequired, { dbPassword: DATA_SOURCE_TEXTS.passwordRequired });
  const now = nowIso();
  return withTransaction(db, async (trx) => {
    const id = await insertDataSource(trx, {
      ...columnsOf(form),
      tenantId: caller.tenantId,
      dbPasswordSealed: seal(key, password.data),
      createUserId: caller.userId,
      createTime: now,
      updateTime: now,
    });
    return dataSourceOf(await ownDataSource(trx, caller, id));
  });
}

export async function changeDataSource(
  db: Db,
  key: Buffer,
  caller: TenantCaller,
  id: number,
  form: Form,
): Promise<DataSource> {
  assertOwnTenantField(caller, form);
  return withTransaction(db, async (trx) => {
    const changed = await updateDataSource(trx, caller.tenantId, id, {
      ...columnsOf(form),
      ...(form.dbPassword ? { dbPasswordSealed: seal(key, form.dbPassword) } : {}),
      updateTime: nowIso(),
    });
    if (!changed) throw notFound(DATA_SOURCE_TEXTS.notFound);
    return dataSourceOf(await ownDataSource(trx, caller, id));
  });
}

export async function removeDataSource(db: Db, caller: TenantCaller, id: number): Promise<void> {
  await withTransaction(db, async (trx) => {
    if (!(await deleteDataSource(trx, caller.tenantId, id))) throw notFound(DATA_SOURCE_TEXTS.notFound);
  });
}

export interface ConnectionTestDeps {
  db: Db;
  key: Buffer;
  rateLimits: RateLimitStore;
  policy: ConnectionPolicy;
}

/**
 * 测试连接 with the dialog's values; without a retyped password, the stored one of the caller's
 * configuration `id`. Types other than PostgreSQL and MySQL answer that no test is available.
 */
export async function testConnection(
  deps: ConnectionTestDeps,
  caller: TenantCaller,
  body: z.output<typeof zConnectionTest>,
): Promise<ConnectionResult> {
  if (!TESTABLE_TYPES.includes(body.dbType))
    return { result: 'unavailable', message: DATA_SOURCE_TEXTS.testUnavailable };
  let password = body.dbPassword ?? '';
  if (!password && body.id !== undefined) {
    const sealed = await findSealedPassword(deps.db, caller.tenantId, body.id);
    if (sealed === undefined) throw notFound(DATA_SOURCE_TEXTS.notFound);
    password = open(deps.key, sealed);
  }
  const key = `datasource-test:${caller.userId}`;
  if ((await deps.rateLimits.increment(key, MINUTE_MS)) > TESTS_PER_MINUTE)
    throw new AppError(429, DATA_SOURCE_TEXTS.testTooOften);
  const outcome = await tryConnection(
    {
      dbType: body.dbType,
      dbHost: body.dbHost,
      dbPort: body.dbPort,
      dbUsername: body.dbUsername,
      dbPassword: password,
      dbName: needsDatabaseName(body.dbType) ? (body.dbName ?? '') : '',
    },
    deps.policy,
  );
  return outcome.connected
    ? { result: 'connected', message: DATA_SOURCE_TEXTS.connected }
    : { result: 'failed', message: `连接失败：${outcome.reason}` };
}
