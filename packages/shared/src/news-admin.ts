import { z } from 'zod';
import { zPageData } from './api.ts';
import { zIdParam, zIgnoredBody, zKeyword, zPageQuery } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { defineStatuses } from './statuses.ts';
import { DOCUMENT_MAX_PIXELS, IMAGE_ACCEPTS } from './uploads.ts';
import { tooLong } from './validation.ts';

/**
 * The operator console's 新闻管理 (/system/news), issue 22: news written as drafts or published,
 * published at once or scheduled (a future publish time: invisible on /News until then), marked
 * 热门, edited and deleted. The body is rich text (HTML) kept to the shared allow-list
 * (`rich-text.ts`); the poster and the body's pictures are operators' uploads, public by their
 * address (`newsAdminApi.image`).
 */

export const NEWS_HEADLINE_MAX = 100;
export const NEWS_SUMMARY_MAX = 300;
export const NEWS_BODY_MAX = 100_000;

/** Where the news pictures are served; the poster and the body's images name one of these. */
export const NEWS_IMAGE_PATH = '/api/portalWeb/news/images/';
/** A poster: a news picture, or one of the generated content pictures (the demo news). */
const POSTER_PATTERN =
  /^\/api\/portalWeb\/(?:news\/images\/[A-Za-z0-9_-]+\.(?:jpg|png)|content\/images\/[a-z0-9][a-z0-9-]{0,80}\.svg)$/;

export const NEWS_ADMIN_TEXTS = {
  news: '新闻管理',
  create: '新建新闻',
  edit: '编辑新闻',
  preview: '预览',
  insertImage: '插入图片',
  remove: '删除',
  removeConfirm: '确认删除该新闻？删除后不可恢复，门户不再显示。',
  created: '新闻已保存',
  updated: '新闻已更新',
  removed: '新闻已删除',
  notFound: '新闻不存在',
  imageUploaded: '图片已上传',
  imageMissing: '请选择要上传的图片',
  imageType: '新闻图片只能是 .JPG .JPEG .PNG 格式!',
  imageSize: '上传图片大小不能超过 3MB!',
  imageBroken: '图片已损坏或无法识别，请重新选择',
  imageNotFound: '图片不存在',
  bodyEmpty: '新闻正文清理后为空，请输入正文',
} as const;

/** A news item's state as the console shows it: a draft, published, or published at a future time. */
export const NEWS_STATUSES = defineStatuses([
  { key: 'draft', value: 0, label: '草稿', tone: 'neutral' },
  { key: 'published', value: 1, label: '已发布', tone: 'success' },
  { key: 'scheduled', value: 2, label: '定时发布', tone: 'info' },
]);
export type NewsStatus = (typeof NEWS_STATUSES.values)[number];

/** The list's orders (sorted on the server). */
export const NEWS_SORTS = [
  { value: 'publishTimeDesc', label: '发布时间从新到旧' },
  { value: 'publishTimeAsc', label: '发布时间从旧到新' },
  { value: 'clickCountDesc', label: '阅读次数从多到少' },
  { value: 'updateTimeDesc', label: '最近修改在前' },
] as const;
export type NewsSort = (typeof NEWS_SORTS)[number]['value'];
const SORT_VALUES = NEWS_SORTS.map((sort) => sort.value) as [NewsSort, ...NewsSort[]];

export const zNewsAdminQuery = zPageQuery({ pageSize: 10, maxPageSize: 100 }).extend({
  keyword: zKeyword,
  status: NEWS_STATUSES.query('新闻状态不正确').optional(),
  sort: z.enum(SORT_VALUES, { error: '排序方式不正确' }).default('publishTimeDesc'),
});
export type NewsAdminQuery = z.input<typeof zNewsAdminQuery>;
export type NewsAdminFilter = z.output<typeof zNewsAdminQuery>;

/** What a news item is written with, on both sides. */
export const zNewsForm = z.object({
  headline: z
    .string({ error: '请输入新闻标题' })
    .trim()
    .min(1, '请输入新闻标题')
    .max(NEWS_HEADLINE_MAX, tooLong('新闻标题', NEWS_HEADLINE_MAX)),
  summary: z
    .string({ error: '请输入新闻摘要' })
    .trim()
    .min(1, '请输入新闻摘要')
    .max(NEWS_SUMMARY_MAX, tooLong('新闻摘要', NEWS_SUMMARY_MAX)),
  poster: z
    .string({ error: '请上传新闻封面图' })
    .min(1, '请上传新闻封面图')
    .max(200, '封面图地址不正确，请重新上传')
    .regex(POSTER_PATTERN, '封面图地址不正确，请重新上传'),
  body: z
    .string({ error: '请输入新闻正文' })
    .trim()
    .min(1, '请输入新闻正文')
    .max(NEWS_BODY_MAX, tooLong('新闻正文', NEWS_BODY_MAX)),
  /** UTC, ISO-8601; a future time schedules the item. */
  publishTime: z
    .string({ error: '请选择发布时间' })
    .max(40, '发布时间不正确')
    .pipe(z.iso.datetime({ error: '发布时间不正确', offset: true })),
  /** false keeps a draft. */
  published: z.boolean({ error: '请选择草稿或发布' }),
  hot: z.boolean({ error: '热门标记不正确' }).default(false),
});
export type NewsForm = z.input<typeof zNewsForm>;
export type CheckedNewsForm = z.output<typeof zNewsForm>;

export const zManagedNews = z.object({
  id: z.number().int(),
  headline: z.string(),
  summary: z.string(),
  poster: z.string(),
  /** The sanitised rich text (HTML). */
  body: z.string(),
  /** UTC. */
  publishTime: z.string(),
  published: z.boolean(),
  status: NEWS_STATUSES.schema,
  hot: z.boolean(),
  clickCount: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type ManagedNews = z.infer<typeof zManagedNews>;

export const zNewsImageParam = z.object({
  name: z
    .string()
    .max(100, '文件名不正确')
    .regex(/^[A-Za-z0-9_-]+\.(jpg|png)$/, '文件名不正确'),
});

export const newsAdminApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/news',
    tag: 'content',
    summary: '新闻管理：按标题关键词与状态（草稿/已发布/定时发布）查找新闻，服务端分页与排序',
    access: 'operator',
    query: zNewsAdminQuery,
    data: zPageData(zManagedNews),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/system/news',
    tag: 'content',
    summary: '新建新闻（草稿、立即发布或定时发布；正文按富文本白名单清理）',
    access: 'operator',
    body: zNewsForm,
    data: zManagedNews,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/system/news/:id',
    tag: 'content',
    summary: '编辑新闻（门户立即更新）',
    access: 'operator',
    params: zIdParam,
    body: zNewsForm,
    data: zManagedNews,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/system/news/:id/delete',
    tag: 'content',
    summary: '删除新闻',
    access: 'operator',
    params: zIdParam,
    body: zIgnoredBody,
    data: z.null(),
  }),
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/api/system/news/images',
    tag: 'content',
    summary: '上传新闻图片（封面或正文插图，JPG/JPEG/PNG，≤3MB），multipart 字段 file；返回图片地址',
    access: 'operator',
    kind: 'multipart',
    upload: { field: 'file', accepts: IMAGE_ACCEPTS, maxPixels: DOCUMENT_MAX_PIXELS },
    data: z.string(),
  }),
  image: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/news/images/:name',
    tag: 'content',
    summary: '新闻图片（运营者上传的封面与正文插图）',
    access: 'visitor',
    kind: 'file',
    params: zNewsImageParam,
    data: z.string().describe('image/png 或 image/jpeg'),
  }),
};
