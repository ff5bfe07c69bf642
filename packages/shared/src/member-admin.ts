import { z } from 'zod';
import { zPageData } from './api.ts';
import { zIdParam, zIgnoredBody, zKeyword, zPageQuery } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { DOCUMENT_MAX_PIXELS, IMAGE_ACCEPTS } from './uploads.ts';
import { tooLong } from './validation.ts';

/**
 * The operator console's 会员与地图 (/system/members), issue 22 (spec 000 §2.13): the platform
 * members of /PlatformMembers (name, logo, level, city, introduction, order) and the customer
 * map's markers of /Maps (title, longitude and latitude, address, icon size, message, order).
 * A member's logo is an operator's upload, public by its address, or a badge made from its name.
 */

export const MEMBER_NAME_MAX = 100;
export const MEMBER_LEVEL_MAX = 50;
export const MEMBER_CITY_MAX = 50;
export const MEMBER_INTRO_MAX = 500;
export const MARKER_TITLE_MAX = 100;
export const MARKER_ADDRESS_MAX = 200;
export const MARKER_MESSAGE_MAX = 500;
export const SITE_SORT_MAX = 9999;
/** The marker icon's side, in pixels. */
export const MARKER_SIZE = { min: 12, max: 96 } as const;
/** A data URL logo (the generated badges) is kept as it is, up to this length. */
const DATA_LOGO_MAX = 20_000;

/** Where the member logos are served. */
export const MEMBER_LOGO_PATH = '/api/portalWeb/member/logos/';
/** An uploaded logo, a generated badge (kept unchanged, the server checks), or '' for a new badge. */
const LOGO_PATTERN =
  /^(?:|\/api\/portalWeb\/member\/logos\/[A-Za-z0-9_-]+\.(?:jpg|png)|data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+)$/;

export const MEMBER_ADMIN_TEXTS = {
  title: '会员与地图',
  members: '平台会员',
  markers: '地图标注',
  createMember: '新增会员',
  editMember: '编辑会员',
  createMarker: '新增标注',
  editMarker: '编辑标注',
  removeMemberConfirm: '确认删除该会员？删除后平台会员页不再显示。',
  removeMarkerConfirm: '确认删除该标注？删除后客户地图不再显示。',
  memberCreated: '会员已保存',
  memberUpdated: '会员已更新',
  memberRemoved: '会员已删除',
  markerCreated: '标注已保存',
  markerUpdated: '标注已更新',
  markerRemoved: '标注已删除',
  memberNotFound: '会员不存在',
  markerNotFound: '标注不存在',
  logo: '会员标志地址不正确，请重新上传',
  logoUploaded: '标志已上传',
  imageMissing: '请选择要上传的图片',
  imageType: '会员标志只能是 .JPG .JPEG .PNG 格式!',
  imageSize: '上传图片大小不能超过 3MB!',
  imageBroken: '图片已损坏或无法识别，请重新选择',
} as const;

const zText = (field: string, max: number) =>
  z
    .string({ error: `请输入${field}` })
    .trim()
    .min(1, `请输入${field}`)
    .max(max, tooLong(field, max));

const zSort = z
  .number({ error: '请输入排序值' })
  .int('排序值须为整数')
  .min(0, `排序值须在 0 到 ${SITE_SORT_MAX} 之间`)
  .max(SITE_SORT_MAX, `排序值须在 0 到 ${SITE_SORT_MAX} 之间`);

export const zMemberAdminQuery = zPageQuery({ pageSize: 20, maxPageSize: 100 }).extend({ keyword: zKeyword });
export const zMarkerAdminQuery = zPageQuery({ pageSize: 20, maxPageSize: 100 }).extend({ keyword: zKeyword });

export const zMemberForm = z.object({
  name: zText('会员名称', MEMBER_NAME_MAX),
  /** An uploaded logo's address; '' makes a badge from the name; a badge is sent back unchanged. */
  logo: z
    .string({ error: MEMBER_ADMIN_TEXTS.logo })
    .max(DATA_LOGO_MAX, MEMBER_ADMIN_TEXTS.logo)
    .regex(LOGO_PATTERN, MEMBER_ADMIN_TEXTS.logo)
    .default(''),
  level: zText('会员级别', MEMBER_LEVEL_MAX),
  city: zText('所在城市', MEMBER_CITY_MAX),
  intro: zText('会员简介', MEMBER_INTRO_MAX),
  sort: zSort,
});
export type MemberForm = z.input<typeof zMemberForm>;
export type CheckedMemberForm = z.output<typeof zMemberForm>;

const zCoordinate = (field: string, min: number, max: number) =>
  z
    .number({ error: `请输入${field}` })
    .min(min, `${field}须在 ${min} 到 ${max} 之间`)
    .max(max, `${field}须在 ${min} 到 ${max} 之间`);

const zSize = (field: string) =>
  z
    .number({ error: `请输入${field}` })
    .int(`${field}须为整数`)
    .min(MARKER_SIZE.min, `${field}须在 ${MARKER_SIZE.min} 到 ${MARKER_SIZE.max} 像素之间`)
    .max(MARKER_SIZE.max, `${field}须在 ${MARKER_SIZE.min} 到 ${MARKER_SIZE.max} 像素之间`);

export const zMarkerForm = z.object({
  title: zText('标注名称', MARKER_TITLE_MAX),
  lng: zCoordinate('经度', -180, 180),
  lat: zCoordinate('纬度', -90, 90),
  address: zText('地址', MARKER_ADDRESS_MAX),
  width: zSize('图标宽度'),
  height: zSize('图标高度'),
  message: z
    .string({ error: '说明不正确' })
    .trim()
    .max(MARKER_MESSAGE_MAX, tooLong('说明', MARKER_MESSAGE_MAX))
    .default(''),
  sort: zSort,
});
export type MarkerForm = z.input<typeof zMarkerForm>;
export type CheckedMarkerForm = z.output<typeof zMarkerForm>;

export const zManagedMember = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  level: z.string(),
  city: z.string(),
  intro: z.string(),
  sort: z.number().int(),
  createTime: z.string(),
});
export type ManagedMember = z.infer<typeof zManagedMember>;

export const zManagedMarker = z.object({
  id: z.number().int(),
  title: z.string(),
  lng: z.number(),
  lat: z.number(),
  address: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  message: z.string(),
  sort: z.number().int(),
  createTime: z.string(),
});
export type ManagedMarker = z.infer<typeof zManagedMarker>;

export const zMemberLogoParam = z.object({
  name: z
    .string()
    .max(100, '文件名不正确')
    .regex(/^[A-Za-z0-9_-]+\.(jpg|png)$/, '文件名不正确'),
});

export const memberAdminApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/members',
    tag: 'members',
    summary: '会员管理：按名称关键词查找平台会员（排序值从小到大），服务端分页',
    access: 'operator',
    query: zMemberAdminQuery,
    data: zPageData(zManagedMember),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/system/members',
    tag: 'members',
    summary: '新增平台会员（不传标志时按名称生成徽标；门户立即更新）',
    access: 'operator',
    body: zMemberForm,
    data: zManagedMember,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/system/members/:id',
    tag: 'members',
    summary: '编辑平台会员（门户立即更新）',
    access: 'operator',
    params: zIdParam,
    body: zMemberForm,
    data: zManagedMember,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/system/members/:id/delete',
    tag: 'members',
    summary: '删除平台会员',
    access: 'operator',
    params: zIdParam,
    body: zIgnoredBody,
    data: z.null(),
  }),
  uploadLogo: defineEndpoint({
    method: 'POST',
    path: '/api/system/members/logos',
    tag: 'members',
    summary: '上传会员标志（JPG/JPEG/PNG，≤3MB），multipart 字段 file；返回图片地址',
    access: 'operator',
    kind: 'multipart',
    upload: { field: 'file', accepts: IMAGE_ACCEPTS, maxPixels: DOCUMENT_MAX_PIXELS },
    data: z.string(),
  }),
  logo: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/member/logos/:name',
    tag: 'members',
    summary: '会员标志（运营者上传）',
    access: 'visitor',
    kind: 'file',
    params: zMemberLogoParam,
    data: z.string().describe('image/png 或 image/jpeg'),
  }),
};

export const markerAdminApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/mapMarkers',
    tag: 'maps',
    summary: '地图标注管理：按名称关键词查找客户地图标注（排序值从小到大），服务端分页',
    access: 'operator',
    query: zMarkerAdminQuery,
    data: zPageData(zManagedMarker),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/system/mapMarkers',
    tag: 'maps',
    summary: '新增地图标注（门户立即更新）',
    access: 'operator',
    body: zMarkerForm,
    data: zManagedMarker,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/system/mapMarkers/:id',
    tag: 'maps',
    summary: '编辑地图标注（门户立即更新）',
    access: 'operator',
    params: zIdParam,
    body: zMarkerForm,
    data: zManagedMarker,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/system/mapMarkers/:id/delete',
    tag: 'maps',
    summary: '删除地图标注',
    access: 'operator',
    params: zIdParam,
    body: zIgnoredBody,
    data: z.null(),
  }),
};
