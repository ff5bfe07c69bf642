import { type DataSourceForm, dataSourceApi } from '@portal/shared/datasource';
import type { MatrixContext } from '../support/matrix-context.ts';
import { A, D, type MatrixRow, row, TENANT_ADMIN_RECORD } from './rows.ts';

/** A configuration of the first tenant (an Oracle one: its connection test never leaves the server). */
const FORM: DataSourceForm = {
  dbHost: 'db.example.com',
  dbPort: 1521,
  dbUsername: 'matrix',
  dbPassword: 'matrix-secret',
  dbType: 'Oracle',
  isPublish: 0,
};

async function firstTenantDataSource(ctx: MatrixContext): Promise<number> {
  const created = await ctx.call('tenantAdmin', dataSourceApi.create, { body: FORM });
  return created.id;
}

/** The role-matrix rows of the data-source calls (数据配置; see ./rows.ts for the columns and the policy). */
export const DATASOURCE_ROWS: MatrixRow[] = [
  // Each tenant administrator lists and creates its own tenant's configurations.
  row(dataSourceApi.list, [D, A, D, A, D, D, D], () => ({ input: { query: { keyword: 'example' } } })),
  row(dataSourceApi.create, [D, A, D, A, D, D, D], () => ({ input: { body: FORM } })),
  // Another tenant's configuration does not exist for the other tenant.
  row(dataSourceApi.detail, TENANT_ADMIN_RECORD, async (ctx) => ({
    input: { params: { id: await firstTenantDataSource(ctx) } },
  })),
  row(dataSourceApi.update, TENANT_ADMIN_RECORD, async (ctx) => ({
    input: { params: { id: await firstTenantDataSource(ctx) }, body: { ...FORM, dbPassword: '' } },
  })),
  row(dataSourceApi.delete, TENANT_ADMIN_RECORD, async (ctx) => ({
    input: { params: { id: await firstTenantDataSource(ctx) } },
  })),
  // A test of a type without one answers at once: nothing leaves the server.
  row(dataSourceApi.testConnection, [D, A, D, A, D, D, D], () => ({ input: { body: FORM } })),
];
