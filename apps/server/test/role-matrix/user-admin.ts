import { auditLogApi, userAdminApi } from '@portal/shared/user-admin';
import { DEMO_PASSWORD_MD5 } from '../helpers.ts';
import { type MatrixRow, OPERATOR, row } from './rows.ts';

/** The role-matrix rows of the console's 用户管理 and 操作日志 (operators only). */
export const USER_ADMIN_ROWS: MatrixRow[] = [
  row(userAdminApi.list, OPERATOR, () => ({
    input: { query: { keyword: '138', role: 'tenant', order: 'account' } },
  })),
  // A fresh account each time: the matrix's own callers are never disabled.
  row(userAdminApi.disable, OPERATOR, async (ctx) => ({
    input: { params: { id: await ctx.spareAccount() }, body: {} },
  })),
  row(userAdminApi.enable, OPERATOR, async (ctx) => ({
    input: { params: { id: await ctx.spareAccount() }, body: {} },
  })),
  // A new account name each time: a duplicate would answer 409.
  row(userAdminApi.createOperator, OPERATOR, (ctx) => ({
    input: {
      body: {
        account: `matrixop${ctx.freshPhone()}`,
        realName: '矩阵运营',
        password: DEMO_PASSWORD_MD5,
      },
    },
  })),
  // A fresh phone each time: the SMS caps allow one code a minute per phone.
  row(userAdminApi.sendResetCode, OPERATOR, async (ctx) => ({
    input: { params: { id: await ctx.phoneAccount() }, body: {} },
  })),
  row(auditLogApi.list, OPERATOR, () => ({
    input: { query: { actor: 'operator', dateFrom: '2026-01-01' } },
  })),
];
