import { contentApi } from '@portal/shared/content';
import { pathWith } from '@portal/shared/contract';
import { type NewsForm, newsAdminApi } from '@portal/shared/news-admin';
import { EVERYONE, type MatrixRow, OPERATOR, row } from './rows.ts';

const FORM: NewsForm = {
  headline: '矩阵新闻标题',
  summary: '矩阵新闻摘要',
  poster: pathWith(contentApi.image.path, { name: 'matrix.svg' }),
  body: '<p>矩阵新闻正文</p>',
  publishTime: '2026-01-01T00:00:00.000Z',
  published: false,
  hot: false,
};

/** The role-matrix rows of the console's 新闻管理 (operators only) and its public pictures. */
export const NEWS_ADMIN_ROWS: MatrixRow[] = [
  row(newsAdminApi.list, OPERATOR, () => ({
    input: { query: { keyword: '冷链', status: 1, sort: 'clickCountDesc' } },
  })),
  row(newsAdminApi.create, OPERATOR, () => ({ input: { body: FORM } })),
  // A fresh draft each time: editing and deleting touch their own item.
  row(newsAdminApi.update, OPERATOR, async (ctx) => ({
    input: { params: { id: await ctx.draftNews() }, body: { ...FORM, headline: '改过的新闻' } },
  })),
  row(newsAdminApi.remove, OPERATOR, async (ctx) => ({
    input: { params: { id: await ctx.draftNews() }, body: {} },
  })),
  row(newsAdminApi.uploadImage, OPERATOR, (ctx) => ({ input: {}, ...ctx.pngUpload() })),
  row(newsAdminApi.image, EVERYONE, async (ctx) => ({ input: { params: { name: await ctx.newsImage() } } })),
];
