import { z } from 'zod';
import { zPageData } from './api.ts';
import { checkDateOrder, dateRangeFields, zIdParam, zKeyword, zPageQuery } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { defineStatuses } from './statuses.ts';
import { tooLong } from './validation.ts';

/**
 * The operator console's 留言管理 (/system/messages), issue 22 item 1: the messages visitors leave
 * with the contact form of /AboutUs and /Contact (`siteApi.saveMessage`), searched, filtered by
 * read or unread and by the day they were left, marked read or unread, and answered with a reply
 * note (kept with who wrote it and when; saving one marks the message read).
 */

export const REPLY_NOTE_MAX = 500;

export const MESSAGE_ADMIN_TEXTS = {
  messages: '留言管理',
  markRead: '标为已读',
  markUnread: '标为未读',
  markedRead: '已标为已读',
  markedUnread: '已标为未读',
  reply: '回复备注',
  replySaved: '回复备注已保存',
  notFound: '留言不存在',
  empty: '没有符合条件的留言',
} as const;

/** Read or unread, as the list filters and tags them. */
export const MESSAGE_READ_STATES = defineStatuses([
  { key: 'unread', value: 0, label: '未读', tone: 'warning' },
  { key: 'read', value: 1, label: '已读', tone: 'neutral' },
]);
export const MESSAGE_READ = MESSAGE_READ_STATES.byKey;
export type MessageReadState = (typeof MESSAGE_READ_STATES.values)[number];

export const zMessageAdminQuery = checkDateOrder(
  zPageQuery({ pageSize: 10, maxPageSize: 100 }).extend({
    /** Name, phone, email or content. */
    keyword: zKeyword,
    read: MESSAGE_READ_STATES.query('阅读状态不正确').optional(),
    ...dateRangeFields,
  }),
);
export type MessageAdminQuery = z.input<typeof zMessageAdminQuery>;
export type MessageAdminFilter = z.output<typeof zMessageAdminQuery>;

export const zManagedMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  tel: z.string(),
  email: z.string(),
  content: z.string(),
  /** The page it was left on: AboutUs or Contact. */
  source: z.string(),
  /** UTC. */
  createTime: z.string(),
  read: MESSAGE_READ_STATES.schema,
  /** When it was marked read (UTC), or null while unread. */
  readTime: z.string().nullable(),
  /** The operators' reply note, or null. */
  replyNote: z.string().nullable(),
  /** Who saved the reply note (the operator's name) and when (UTC). */
  replyBy: z.string().nullable(),
  replyTime: z.string().nullable(),
});
export type ManagedMessage = z.infer<typeof zManagedMessage>;

export const zMarkReadRequest = z.object({
  read: z.boolean({ error: '请选择已读或未读' }),
});
export type MarkReadRequest = z.infer<typeof zMarkReadRequest>;

export const zReplyNoteRequest = z.object({
  replyNote: z
    .string({ error: '请输入回复备注' })
    .trim()
    .min(1, '请输入回复备注')
    .max(REPLY_NOTE_MAX, tooLong('回复备注', REPLY_NOTE_MAX)),
});
export type ReplyNoteRequest = z.input<typeof zReplyNoteRequest>;

export const messagesAdminApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/messages',
    tag: 'messages',
    summary: '留言管理：按关键词（姓名、电话、邮箱、内容）、已读/未读与留言日期查找留言，新的在前',
    access: 'operator',
    query: zMessageAdminQuery,
    data: zPageData(zManagedMessage),
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/api/system/messages/:id/read',
    tag: 'messages',
    summary: '将留言标为已读或未读',
    access: 'operator',
    params: zIdParam,
    body: zMarkReadRequest,
    data: zManagedMessage,
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: '/api/system/messages/:id/reply',
    tag: 'messages',
    summary: '保存留言的回复备注（记录回复人与时间，并标为已读）',
    access: 'operator',
    params: zIdParam,
    body: zReplyNoteRequest,
    data: zManagedMessage,
  }),
};
