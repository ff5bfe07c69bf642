import { noticeAdminApi } from '@portal/shared/notice-admin';
import { type MatrixRow, OPERATOR, row } from './rows.ts';

/** The role-matrix rows of the console's 公告管理 (operators only). */
export const NOTICE_ADMIN_ROWS: MatrixRow[] = [
  row(noticeAdminApi.list, OPERATOR, () => ({
    input: { query: { keyword: '平台', state: 1 } },
  })),
  row(noticeAdminApi.create, OPERATOR, () => ({
    input: { body: { title: '矩阵新公告', content: '矩阵新公告内容' } },
  })),
  // A fresh draft each time: publishing, withdrawing and deleting touch their own notice.
  row(noticeAdminApi.update, OPERATOR, async (ctx) => ({
    input: { params: { id: await ctx.draftNotice() }, body: { title: '改过的公告', content: '改过的内容' } },
  })),
  row(noticeAdminApi.publish, OPERATOR, async (ctx) => ({
    input: { params: { id: await ctx.draftNotice() }, body: {} },
  })),
  row(noticeAdminApi.unpublish, OPERATOR, async (ctx) => ({
    input: { params: { id: await ctx.draftNotice() }, body: {} },
  })),
  row(noticeAdminApi.remove, OPERATOR, async (ctx) => ({
    input: { params: { id: await ctx.draftNotice() }, body: {} },
  })),
];
