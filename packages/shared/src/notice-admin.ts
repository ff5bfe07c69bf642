import { z } from 'zod';
import { zPageData } from './api.ts';
import { zIdParam, zIgnoredBody, zKeyword, zPageQuery } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { defineStatuses } from './statuses.ts';
import { tooLong } from './validation.ts';

/**
 * The operator console's 公告管理 (/system/notices), issue 22: notices written, edited,
 * published (spec 002 §8.2's confirm), withdrawn and deleted. Published ones are what the public
 * call `contentApi.notices` lists.
 */

export const NOTICE_TITLE_MAX = 100;
export const NOTICE_CONTENT_MAX = 2000;

export const NOTICE_ADMIN_TEXTS = {
  notices: '公告管理',
  create: '新建公告',
  edit: '编辑公告',
  publish: '发布',
  unpublish: '撤回',
  remove: '删除',
  /** Spec 002 §8.2, exactly. */
  publishConfirm: '您确定要发布当前公告, 是否继续?',
  unpublishConfirm: '确认撤回该公告？撤回后门户不再显示。',
  removeConfirm: '确认删除该公告？删除后不可恢复。',
  created: '公告已保存',
  updated: '公告已更新',
  published: '公告已发布',
  unpublished: '公告已撤回',
  removed: '公告已删除',
  notFound: '公告不存在',
  portalTitle: '平台公告',
  portalEmpty: '暂无公告',
} as const;

/** A notice's state: a draft or published. */
export const NOTICE_STATES = defineStatuses([
  { key: 'draft', value: 0, label: '草稿', tone: 'neutral' },
  { key: 'published', value: 1, label: '已发布', tone: 'success' },
]);
export type NoticeState = (typeof NOTICE_STATES.values)[number];

export const zNoticeAdminQuery = zPageQuery({ pageSize: 10, maxPageSize: 100 }).extend({
  keyword: zKeyword,
  state: NOTICE_STATES.query('公告状态不正确').optional(),
});
export type NoticeAdminQuery = z.input<typeof zNoticeAdminQuery>;
export type NoticeAdminFilter = z.output<typeof zNoticeAdminQuery>;

/** What a notice is written with, on both sides: plain text, trimmed. */
export const zNoticeForm = z.object({
  title: z
    .string({ error: '请输入公告标题' })
    .trim()
    .min(1, '请输入公告标题')
    .max(NOTICE_TITLE_MAX, tooLong('公告标题', NOTICE_TITLE_MAX)),
  content: z
    .string({ error: '请输入公告内容' })
    .trim()
    .min(1, '请输入公告内容')
    .max(NOTICE_CONTENT_MAX, tooLong('公告内容', NOTICE_CONTENT_MAX)),
});
export type NoticeForm = z.infer<typeof zNoticeForm>;

export const zManagedNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  state: NOTICE_STATES.schema,
  /** When it was last published (UTC); a draft never published has its creation time. */
  publishTime: z.string(),
  createTime: z.string(),
});
export type ManagedNotice = z.infer<typeof zManagedNotice>;

export const noticeAdminApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/notices',
    tag: 'content',
    summary: '公告管理：按标题关键词与状态（已发布/草稿）查找公告（服务端分页，最新在前）',
    access: 'operator',
    query: zNoticeAdminQuery,
    data: zPageData(zManagedNotice),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/system/notices',
    tag: 'content',
    summary: '新建公告（草稿）',
    access: 'operator',
    body: zNoticeForm,
    data: zManagedNotice,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/system/notices/:id',
    tag: 'content',
    summary: '编辑公告的标题与内容（已发布的公告立即在门户更新）',
    access: 'operator',
    params: zIdParam,
    body: zNoticeForm,
    data: zManagedNotice,
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/api/system/notices/:id/publish',
    tag: 'content',
    summary: '发布公告：发布时间记为当前时间，门户立即显示',
    access: 'operator',
    params: zIdParam,
    body: zIgnoredBody,
    data: zManagedNotice,
  }),
  unpublish: defineEndpoint({
    method: 'POST',
    path: '/api/system/notices/:id/unpublish',
    tag: 'content',
    summary: '撤回公告：回到草稿，门户不再显示',
    access: 'operator',
    params: zIdParam,
    body: zIgnoredBody,
    data: zManagedNotice,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/system/notices/:id/delete',
    tag: 'content',
    summary: '删除公告',
    access: 'operator',
    params: zIdParam,
    body: zIgnoredBody,
    data: z.null(),
  }),
};
