import { z } from 'zod';
import { zPageData } from './api.ts';
import { zIdParam, zIgnoredBody, zKeyword, zPageQuery } from './common.ts';
import { BANNER_TYPES } from './constants.ts';
import { defineEndpoint } from './contract.ts';
import { defineStatuses } from './statuses.ts';
import { DOCUMENT_MAX_PIXELS, IMAGE_ACCEPTS } from './uploads.ts';
import { tooLong } from './validation.ts';

/**
 * The operator console's 轮播图管理 (/system/banners), issue 22: the banners of every page type
 * (spec 000 §9: 1 home … 10 about us), their order (sort code, larger first as the public call
 * sorts desc), shown or hidden (status "1" / "0", spec 000 §4), picture (an operator's upload,
 * public by its address) and text colour. The public pages follow at once.
 */

export const BANNER_TITLE_MAX = 100;
export const BANNER_SNAPSHOT_MAX = 200;
export const BANNER_SORT_MAX = 9999;

/** Where the banner pictures are served; a banner's `url` names one of these (or a demo picture). */
export const BANNER_IMAGE_PATH = '/api/portalWeb/banner/images/';
/** A banner picture: an operator's upload, or one of the generated content pictures (the demo banners). */
const PICTURE_PATTERN =
  /^\/api\/portalWeb\/(?:banner\/images\/[A-Za-z0-9_-]+\.(?:jpg|png)|content\/images\/[a-z0-9][a-z0-9-]{0,80}\.svg)$/;

/** The page each banner type belongs to (spec 000 §9), as the console names it. */
export const BANNER_TYPE_LABELS: Record<number, string> = {
  [BANNER_TYPES.home]: '首页',
  [BANNER_TYPES.solution]: '解决方案',
  [BANNER_TYPES.appMarket]: '应用市场',
  [BANNER_TYPES.microservice]: '工业微服务',
  [BANNER_TYPES.mechanismModel]: '机理模型',
  [BANNER_TYPES.machine]: '设备接入',
  [BANNER_TYPES.news]: '新闻资讯',
  [BANNER_TYPES.supplyHome]: '供需首页',
  [BANNER_TYPES.supplySearch]: '供需搜索',
  [BANNER_TYPES.aboutUs]: '关于我们',
};
export const BANNER_TYPE_OPTIONS = Object.values(BANNER_TYPES).map((value) => ({
  value,
  label: `${value} ${BANNER_TYPE_LABELS[value]}`,
}));
const TYPE_VALUES = Object.values(BANNER_TYPES) as number[];

export const BANNER_ADMIN_TEXTS = {
  banners: '轮播图管理',
  create: '新建轮播图',
  edit: '编辑轮播图',
  remove: '删除',
  removeConfirm: '确认删除该轮播图？删除后门户不再显示。',
  created: '轮播图已保存',
  updated: '轮播图已更新',
  removed: '轮播图已删除',
  shown: '轮播图已显示',
  hidden: '轮播图已隐藏',
  notFound: '轮播图不存在',
  type: '轮播图类型只能是 1 到 10',
  imageUploaded: '图片已上传',
  imageMissing: '请选择要上传的图片',
  imageType: '轮播图只能是 .JPG .JPEG .PNG 格式!',
  imageSize: '上传图片大小不能超过 3MB!',
  imageBroken: '图片已损坏或无法识别，请重新选择',
  textColor: '文字颜色须为 #RRGGBB 形式的颜色值',
} as const;

/** Shown (status "1": the public call answers it) or hidden ("0"), as the console shows it. */
export const BANNER_STATUSES = defineStatuses([
  { key: 'hidden', value: 0, label: '已隐藏', tone: 'neutral' },
  { key: 'shown', value: 1, label: '显示中', tone: 'success' },
]);
export type BannerStatus = (typeof BANNER_STATUSES.values)[number];

const zType = z.coerce
  .number<unknown>({ error: BANNER_ADMIN_TEXTS.type })
  .int(BANNER_ADMIN_TEXTS.type)
  .refine((value) => TYPE_VALUES.includes(value), BANNER_ADMIN_TEXTS.type);

export const zBannerAdminQuery = zPageQuery({ pageSize: 20, maxPageSize: 100 }).extend({
  type: zType.optional(),
  keyword: zKeyword,
  status: BANNER_STATUSES.query('轮播图状态不正确').optional(),
});
export type BannerAdminQuery = z.input<typeof zBannerAdminQuery>;
export type BannerAdminFilter = z.output<typeof zBannerAdminQuery>;

/** What a banner is written with, on both sides. */
export const zBannerForm = z.object({
  type: z
    .number({ error: '请选择轮播图类型' })
    .int(BANNER_ADMIN_TEXTS.type)
    .refine((value) => TYPE_VALUES.includes(value), BANNER_ADMIN_TEXTS.type),
  title: z
    .string({ error: '请输入轮播图标题' })
    .trim()
    .min(1, '请输入轮播图标题')
    .max(BANNER_TITLE_MAX, tooLong('轮播图标题', BANNER_TITLE_MAX)),
  snapshot: z
    .string({ error: '副标题不正确' })
    .trim()
    .max(BANNER_SNAPSHOT_MAX, tooLong('副标题', BANNER_SNAPSHOT_MAX))
    .default(''),
  url: z
    .string({ error: '请上传轮播图图片' })
    .min(1, '请上传轮播图图片')
    .max(200, '图片地址不正确，请重新上传')
    .regex(PICTURE_PATTERN, '图片地址不正确，请重新上传'),
  textColor: z
    .string({ error: BANNER_ADMIN_TEXTS.textColor })
    .max(7, BANNER_ADMIN_TEXTS.textColor)
    .regex(/^#[0-9a-fA-F]{6}$/, BANNER_ADMIN_TEXTS.textColor),
  sortCode: z
    .number({ error: '请输入排序值' })
    .int('排序值须为整数')
    .min(0, `排序值须在 0 到 ${BANNER_SORT_MAX} 之间`)
    .max(BANNER_SORT_MAX, `排序值须在 0 到 ${BANNER_SORT_MAX} 之间`),
  /** Shown to visitors (status "1") or hidden. */
  shown: z.boolean({ error: '请选择显示或隐藏' }),
});
export type BannerForm = z.input<typeof zBannerForm>;
export type CheckedBannerForm = z.output<typeof zBannerForm>;

export const zBannerStatusChange = z.object({ shown: z.boolean({ error: '请选择显示或隐藏' }) });

export const zManagedBanner = z.object({
  id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  snapshot: z.string(),
  url: z.string(),
  textColor: z.string(),
  sortCode: z.number().int(),
  status: BANNER_STATUSES.schema,
  createTime: z.string(),
});
export type ManagedBanner = z.infer<typeof zManagedBanner>;

export const zBannerImageParam = z.object({
  name: z
    .string()
    .max(100, '文件名不正确')
    .regex(/^[A-Za-z0-9_-]+\.(jpg|png)$/, '文件名不正确'),
});

export const bannerAdminApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/banners',
    tag: 'content',
    summary: '轮播图管理：按类型、状态与标题关键词查找轮播图（类型、排序值从大到小），服务端分页',
    access: 'operator',
    query: zBannerAdminQuery,
    data: zPageData(zManagedBanner),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/system/banners',
    tag: 'content',
    summary: '新建轮播图（门户立即更新）',
    access: 'operator',
    body: zBannerForm,
    data: zManagedBanner,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/system/banners/:id',
    tag: 'content',
    summary: '编辑轮播图（门户立即更新）',
    access: 'operator',
    params: zIdParam,
    body: zBannerForm,
    data: zManagedBanner,
  }),
  setStatus: defineEndpoint({
    method: 'POST',
    path: '/api/system/banners/:id/status',
    tag: 'content',
    summary: '显示或隐藏轮播图',
    access: 'operator',
    params: zIdParam,
    body: zBannerStatusChange,
    data: zManagedBanner,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/system/banners/:id/delete',
    tag: 'content',
    summary: '删除轮播图',
    access: 'operator',
    params: zIdParam,
    body: zIgnoredBody,
    data: z.null(),
  }),
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/api/system/banners/images',
    tag: 'content',
    summary: '上传轮播图图片（JPG/JPEG/PNG，≤3MB），multipart 字段 file；返回图片地址',
    access: 'operator',
    kind: 'multipart',
    upload: { field: 'file', accepts: IMAGE_ACCEPTS, maxPixels: DOCUMENT_MAX_PIXELS },
    data: z.string(),
  }),
  image: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/banner/images/:name',
    tag: 'content',
    summary: '轮播图图片（运营者上传）',
    access: 'visitor',
    kind: 'file',
    params: zBannerImageParam,
    data: z.string().describe('image/png 或 image/jpeg'),
  }),
};
