import { dashboardApi } from '@portal/shared/dashboard';
import { messagesAdminApi } from '@portal/shared/messages-admin';
import { type MatrixRow, OPERATOR, row } from './rows.ts';

/** The role-matrix rows of the console's 工作台 and 留言管理 (operators only). */
export const DASHBOARD_ROWS: MatrixRow[] = [
  row(dashboardApi.overview, OPERATOR, () => ({ input: {} })),
  row(messagesAdminApi.list, OPERATOR, () => ({
    input: { query: { keyword: '冷库', read: 0, dateFrom: '2026-01-01', dateTo: '2026-12-31' } },
  })),
  // A fresh message each time: each sample marks or answers its own.
  row(messagesAdminApi.markRead, OPERATOR, async (ctx) => ({
    input: { params: { id: await ctx.contactMessage() }, body: { read: true } },
  })),
  row(messagesAdminApi.reply, OPERATOR, async (ctx) => ({
    input: { params: { id: await ctx.contactMessage() }, body: { replyNote: '已电话回复' } },
  })),
];
