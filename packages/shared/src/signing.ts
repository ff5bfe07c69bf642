import { z } from 'zod';
import { zPageData } from './api.ts';
import { TABLE_MAX_PAGE_SIZE, zBodyId, zId, zIdParam, zKeyword, zPageQuery } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { A4_POINTS } from './signing-geometry.ts';
import { defineStatuses } from './statuses.ts';
import { DOCUMENT_MAX_PIXELS } from './uploads.ts';
import { tooMany } from './validation.ts';

/**
 * The signature and seal tool (spec 002 §2.10, §5, §8.1, §9; 000 §2.10; issue 21): a PDF is
 * uploaded and previewed, seals and a handwritten signature are placed on its pages, and the
 * server draws them in, signs the result with the platform's certificate (a PKCS#7 detached PDF
 * signature) and keeps a signing record. Anyone may check a PDF against its signature. The paths
 * are ours (the spec shows none), under `/api/portalWeb/signing/`.
 */

const MB = 1024 * 1024;
/** Spec 002 §5, §9: a PDF under 10 MB, a seal or signature picture under 2 MB. */
export const SIGNING_PDF_MAX_BYTES = 10 * MB;
export const SIGNING_IMAGE_MAX_BYTES = 2 * MB;
/** A signed PDF checked on the verify page: the original's 10 MB plus the pictures drawn in. */
export const VERIFY_PDF_MAX_BYTES = 30 * MB;
/** The most pages a PDF may have: beyond, previewing and drawing would not finish in time. */
export const SIGNING_MAX_PAGES = 200;
/** Seals and signatures on one document, the cross-page seal aside. */
export const SIGNING_MAX_STAMPS = 50;
/** Pictures of a seal are small; a signature pad's drawing is a screen's size. */
export const SIGNING_IMAGE_MAX_PIXELS = 16_000_000;

export const SIGNING_FIELD = 'file';

/**
 * The A4 output (spec 002 §2.10, §9: every page an image, JPEG quality 1): the browser draws each
 * page with pdf.js at this resolution of its box fitted on A4 (`fitOnA4`), encodes it as
 * `image/jpeg` at quality 1 and uploads it; the server puts one picture on each A4 page.
 */
export const SIGNING_PAGE_DPI = 150;
export const SIGNING_PAGE_JPEG_QUALITY = 1;
/**
 * One page's picture: a text page at 150 dpi and quality 1 is a few hundred KB, a page that is a
 * full-bleed photograph a few MB. The decoding cost is bounded by the pixel cap, not by this.
 */
export const SIGNING_PAGE_MAX_BYTES = 8 * MB;
/** A whole A4 page at SIGNING_PAGE_DPI (1241 × 1754 pixels): a fitted page is never larger. */
export const SIGNING_PAGE_MAX_PIXELS =
  Math.ceil((A4_POINTS.width / 72) * SIGNING_PAGE_DPI) *
  Math.ceil((A4_POINTS.height / 72) * SIGNING_PAGE_DPI);

/** A page's picture size in pixels for the A4 output, from the box the page takes on A4 (points). */
export function pagePictureSize(fitted: { width: number; height: number }): {
  width: number;
  height: number;
} {
  return {
    width: Math.max(1, Math.round((fitted.width / 72) * SIGNING_PAGE_DPI)),
    height: Math.max(1, Math.round((fitted.height / 72) * SIGNING_PAGE_DPI)),
  };
}

export const SIGNING_TEXTS = {
  /** Spec 002 §5: a PDF, under 10 MB. */
  pdfType: '请上传PDF格式的文件',
  pdfSize: '上传的PDF文件大小不能超过10MB',
  pdfMissing: '请选择PDF文件',
  pdfEmpty: '文件是空的（0 字节），请重新选择PDF文件',
  pdfBroken: 'PDF文件已损坏或不完整，无法打开，请重新选择',
  pdfEncrypted: 'PDF文件已加密，请先解除密码保护后再上传',
  pdfNoPages: 'PDF文件没有页面',
  pdfTooManyPages: `PDF文件不能超过${SIGNING_MAX_PAGES}页，请拆分后再上传`,
  /** Spec 002 §5: images only, under 2 MB. */
  imageType: '只支持上传图片（JPG、PNG）',
  imageSize: '上传图片大小不能超过2MB',
  imageMissing: '请选择印章图片',
  imageBroken: '图片已损坏或不完整，请重新选择',
  /** Spec 002 §2.10: one extra file at a time. */
  oneFile: '每次只能选择1个文件',
  /** Spec 002 §2.10: the pad. */
  signPrompt: '请在灰色区域内签名',
  emptySignature: '请签名之后提交',
  /** Spec 002 §8.1. */
  uploadSuccess: '上传成功',
  uploadFailed: '上传失败',
  downloadFailed: '下载失败',
  signed: '签章完成，文件已加上本平台的数字签名',
  documentNotFound: '文档不存在',
  imageNotFound: '印章或签名图片不存在，请重新上传',
  alreadySigned: '该文档已经签章，请重新上传PDF',
  noStamp: '请至少放置一个印章',
  pageMissing: (page: number) => `第${page}页不存在`,
  signFailed: '签章失败，请稍后重试',
  verifyMissing: '请选择要验证的PDF文件',
  verifySize: '验证的PDF文件不能超过30MB',
  /** The A4 output's page pictures. */
  pageImageMissing: '请选择页面图片',
  pageImageType: '页面图片必须是JPEG格式',
  pageImageSize: `页面图片不能超过${SIGNING_PAGE_MAX_BYTES / MB}MB`,
  pageImageBroken: '页面图片已损坏或不完整，请重新生成',
  pageImagesMissing: '请先生成A4页面图片',
  fontMissing: '服务器缺少中文字体，暂时无法生成签署记录，请联系平台管理员',
} as const;

/** What the verify page finds. */
export const VERIFY_STATUSES = defineStatuses([
  { key: 'intact', value: 1, label: '签名有效，文件未被修改', tone: 'success' },
  { key: 'changed', value: 2, label: '文件在签章后已被修改', tone: 'danger' },
  { key: 'foreign', value: 3, label: '签名不是本平台签发的', tone: 'warning' },
  { key: 'unsigned', value: 4, label: '文件没有数字签名', tone: 'neutral' },
]);
export const VERIFY_STATUS = VERIFY_STATUSES.byKey;
export type VerifyStatus = (typeof VERIFY_STATUSES.values)[number];

export const SIGNING_STATES = defineStatuses([
  { key: 'draft', value: 0, label: '待签章', tone: 'info' },
  { key: 'signed', value: 1, label: '已签章', tone: 'success' },
]);
export const SIGNING_STATE = SIGNING_STATES.byKey;

const PAGE_WRONG = '页码不正确';
const FRACTION_WRONG = '印章位置不正确';
const zFraction = z.number(FRACTION_WRONG).min(0, FRACTION_WRONG).max(1, FRACTION_WRONG);
const zSize = z.number(FRACTION_WRONG).gt(0, FRACTION_WRONG).max(1, FRACTION_WRONG);

export const STAMP_KINDS = ['seal', 'signature'] as const;
export type StampKind = (typeof STAMP_KINDS)[number];
const STAMP_KIND_LABELS: Record<StampKind, string> = { seal: '印章', signature: '签名' };
export const stampKindLabel = (kind: StampKind) => STAMP_KIND_LABELS[kind];

/** A seal or signature on a page: its picture and its box as fractions of the page (from the top-left). */
export const zStamp = z.object({
  imageId: zBodyId,
  kind: z.enum(STAMP_KINDS, { error: '印章类型不正确' }),
  page: z.number(PAGE_WRONG).int(PAGE_WRONG).min(1, PAGE_WRONG).max(SIGNING_MAX_PAGES, PAGE_WRONG),
  left: zFraction,
  top: zFraction,
  width: zSize,
  height: zSize,
});
export type Stamp = z.infer<typeof zStamp>;

/** The cross-page seal (骑缝章): its picture, its top edge and width as fractions of each page. */
export const zCrossSeal = z.object({
  imageId: zBodyId,
  top: zFraction,
  width: zSize,
});
export type CrossSeal = z.infer<typeof zCrossSeal>;

/** `original`: the pages kept, the pictures drawn in; `a4`: every page fitted onto A4 (spec 002 §2.10). */
export const SIGNING_LAYOUTS = ['original', 'a4'] as const;
export type SigningLayout = (typeof SIGNING_LAYOUTS)[number];

export const zSignRequest = z.object({
  documentId: zBodyId,
  layout: z.enum(SIGNING_LAYOUTS, { error: '输出方式不正确' }).default('original'),
  stamps: z.array(zStamp).max(SIGNING_MAX_STAMPS, tooMany('印章与签名', SIGNING_MAX_STAMPS)),
  crossSeal: zCrossSeal.nullable().default(null),
});
export type SignRequest = z.input<typeof zSignRequest>;

const zPageSize = z.object({ width: z.number(), height: z.number() });

/** An uploaded PDF, ready for placing: its pages' sizes in points. */
export const zSigningDraft = z.object({
  id: z.number(),
  name: z.string(),
  pageCount: z.number(),
  pages: z.array(zPageSize),
});
export type SigningDraft = z.infer<typeof zSigningDraft>;

export const zSigningImage = z.object({ id: z.number(), width: z.number(), height: z.number() });
export type SigningImage = z.infer<typeof zSigningImage>;

/** A signed document as its signer's list shows it. */
export const zSignedDocument = z.object({
  id: z.number(),
  name: z.string(),
  pageCount: z.number(),
  state: SIGNING_STATES.schema,
  layout: z.enum(SIGNING_LAYOUTS).nullable(),
  originalSha256: z.string(),
  resultSha256: z.string().nullable(),
  signerName: z.string(),
  signedAt: z.string().nullable(),
  stamps: z.array(z.object({ kind: z.enum(STAMP_KINDS), page: z.number() })),
  crossSeal: z.boolean(),
});
export type SignedDocument = z.infer<typeof zSignedDocument>;

export const zVerifyResult = z.object({
  status: VERIFY_STATUSES.schema,
  message: z.string(),
  /** Found from the signature (intact or changed files signed here). */
  signerName: z.string().nullable(),
  signedAt: z.string().nullable(),
  documentName: z.string().nullable(),
  /** The certificate's subject and SHA-256 fingerprint, when a signature was read. */
  certificate: z.string().nullable(),
  fingerprint: z.string().nullable(),
});
export type VerifyResult = z.infer<typeof zVerifyResult>;

const PAGE_NUMBER_WRONG = '页码不正确';
export const zPagePictureParams = z.object({
  id: zId,
  page: z.coerce
    .number<number>(PAGE_NUMBER_WRONG)
    .int(PAGE_NUMBER_WRONG)
    .min(1, PAGE_NUMBER_WRONG)
    .max(SIGNING_MAX_PAGES, PAGE_NUMBER_WRONG),
});

/** A page's picture received: how many of the document's pages have one. */
export const zPagePictureAnswer = z.object({ page: z.number(), pageCount: z.number(), uploaded: z.number() });
export type PagePictureAnswer = z.infer<typeof zPagePictureAnswer>;

export const zSignedListQuery = zPageQuery({ pageSize: 20, maxPageSize: TABLE_MAX_PAGE_SIZE }).extend({
  keyword: zKeyword,
});

const PDF_UPLOAD = {
  field: SIGNING_FIELD,
  accepts: { pdf: SIGNING_PDF_MAX_BYTES },
  maxPixels: DOCUMENT_MAX_PIXELS,
};

export const signingApi = {
  /** Multipart, field `file`: the PDF to sign (under 10 MB, at most 200 pages, not encrypted). */
  uploadDocument: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/signing/document',
    tag: 'signing',
    summary: '上传待签章的PDF（10MB以内，最多200页；仅本人与运营者可见）',
    access: 'certified',
    kind: 'multipart',
    upload: PDF_UPLOAD,
    data: zSigningDraft,
  }),
  /** Multipart, field `file`: a seal picture or the signature pad's drawing (JPG/PNG under 2 MB). */
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/signing/image',
    tag: 'signing',
    summary: '上传印章或签名图片（JPG、PNG，2MB以内）',
    access: 'certified',
    kind: 'multipart',
    upload: {
      field: SIGNING_FIELD,
      accepts: { png: SIGNING_IMAGE_MAX_BYTES, jpeg: SIGNING_IMAGE_MAX_BYTES },
      maxPixels: SIGNING_IMAGE_MAX_PIXELS,
    },
    data: zSigningImage,
  }),
  /**
   * Multipart, field `file`: one page's picture for the A4 output (JPEG, drawn by the browser at
   * SIGNING_PAGE_DPI, quality 1), of the caller's draft; a second picture of a page replaces the first.
   */
  uploadPage: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/signing/document/:id/pages/:page',
    tag: 'signing',
    summary: 'A4输出：上传草稿某一页的页面图片（JPEG，每页一张，8MB以内）',
    access: 'certified',
    kind: 'multipart',
    params: zPagePictureParams,
    upload: {
      field: SIGNING_FIELD,
      accepts: { jpeg: SIGNING_PAGE_MAX_BYTES },
      maxPixels: SIGNING_PAGE_MAX_PIXELS,
    },
    data: zPagePictureAnswer,
  }),
  sign: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/signing/sign',
    tag: 'signing',
    summary: '把印章与签名画入PDF，并以平台证书加上数字签名，生成签署记录',
    access: 'certified',
    body: zSignRequest,
    data: zSignedDocument,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/signing/documents',
    tag: 'signing',
    summary: '我签章的文档（运营者看全部）',
    access: 'certified',
    query: zSignedListQuery,
    data: zPageData(zSignedDocument),
  }),
  /** The signed PDF; to anyone but its signer and operators it does not exist. */
  result: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/signing/documents/:id/result',
    tag: 'signing',
    summary: '下载签章后的PDF（签章人与运营者）',
    access: 'certified',
    kind: 'file',
    params: zIdParam,
    data: z.string(),
  }),
  original: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/signing/documents/:id/original',
    tag: 'signing',
    summary: '下载签章前的原PDF（签章人与运营者）',
    access: 'certified',
    kind: 'file',
    params: zIdParam,
    data: z.string(),
  }),
  record: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/signing/documents/:id/record',
    tag: 'signing',
    summary: '下载签署记录（一页PDF：文档、摘要、签章人、时间、地址与各印章所在页）',
    access: 'certified',
    kind: 'file',
    params: zIdParam,
    data: z.string(),
  }),
  /** Multipart, field `file`: anyone's PDF, checked against its signature and the platform's certificate. */
  verify: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/signing/verify',
    tag: 'signing',
    summary: '验证PDF的数字签名：是否本平台签发、签章人与时间、签章后是否被修改',
    access: 'visitor',
    kind: 'multipart',
    upload: { field: SIGNING_FIELD, accepts: { pdf: VERIFY_PDF_MAX_BYTES }, maxPixels: DOCUMENT_MAX_PIXELS },
    data: zVerifyResult,
  }),
};

/** A signed document's download name: 原名-签章-20261129153000.pdf (China time). */
export function signedFileName(name: string, stamp: string): string {
  const base = name.replace(/\.pdf$/i, '');
  return `${base}-签章-${stamp}.pdf`;
}
