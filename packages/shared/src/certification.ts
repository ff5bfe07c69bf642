import { z } from 'zod';
import { CERTIFICATION_STATUS, CERTIFICATION_STATUSES } from './accounts.ts';
import { zPageData } from './api.ts';
import { defineEndpoint } from './contract.ts';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_PIXELS, IMAGE_ACCEPTS, type UploadSpec } from './uploads.ts';
import { isNationalId, passesRule, RULE_MESSAGES, tooLong } from './validation.ts';

/**
 * Certification of tenants and developers (spec 001 §2.7–§2.9, §3, §4.1, §5.4–§5.8, §7.3;
 * 002 §7.4) and the operator console's review desk. The form rules here are the ones the
 * wizards show and the server applies.
 */

export const CERTIFICATION_TEXTS = {
  submitted: '提交成功',
  formFontMissing: '服务器未安装中文字体，暂时无法生成表单，请联系平台管理员',
  reviewing: '提交成功，正在审核中...',
  watchSms: '请留意短信通知',
  approved: '审核通过',
  rejected: '审核未通过',
  nameRequired: '请输入姓名',
  chineseName: '请输入正确的中文姓名',
  idRequired: '身份证号不能为空',
  enCodeRequired: '请输入租户号',
  companyRequired: '请输入企业名称',
  creditRequired: '请输入社会信用代码',
  legalNameRequired: '请输入法人姓名',
  legalPhoneRequired: '请输入法人手机号',
  legalIdRequired: '请输入法人身份证号',
  idCardImages: '请上传身份证件',
  businessLicense: '请上传营业执照',
  applicationForm: '请上传申请表',
  letterCommitment: '请上传承诺书',
  ocrNotFound: '未识别到证件号',
  enCodeTaken: '该租户号已被使用，请更换',
  underReview: '认证信息正在审核中，请勿重复提交',
  alreadyApproved: '认证已通过，无需重复提交',
  notReviewing: '该认证不在待审核状态',
  notFound: '认证信息不存在',
  rejectReasonRequired: '请输入驳回原因',
  approvedDone: '已审核通过',
  rejectedDone: '已驳回',
  documentMissing: '证件文件不存在，请重新上传',
  documentNotImage: '身份证件和营业执照只能是 .JPG .JPEG .PNG 格式的图片',
  formType: '上传文件只能是 .JPG .JPEG .PNG .PDF 格式!',
  pdfSize: '上传文件大小不能超过 10MB!',
  ocrBusy: '识别请求过于频繁，请稍后再试',
  ocrTimedOut: '识别超时，请换一张更清晰的照片再试',
  idValid: '身份证号校验通过',
} as const;

/** Signed forms may be PDF up to 10 MB (spec 002 §9); images stay at 3 MB. */
export const PDF_MAX_BYTES = DOCUMENT_MAX_BYTES;

/** A photo of an ID card or a business licence read by OCR. */
const DOCUMENT_PHOTO: UploadSpec = {
  field: 'file',
  accepts: IMAGE_ACCEPTS,
  maxPixels: DOCUMENT_MAX_PIXELS,
};

/** The SMS text each decision sends to the applicant. */
export const certificationSms = {
  approved: (name: string) => `【工业互联网平台】${name}，您提交的认证信息已审核通过，请登录平台使用。`,
  rejected: (name: string, reason: string) =>
    `【工业互联网平台】${name}，您提交的认证信息审核未通过，原因：${reason}。请登录平台修改后重新提交。`,
};

/** Preview PDFs (spec 001 §2.9): 1 the application form, any other value the commitment letter. */
export const PREVIEW_PDF_TITLES = { 1: '企业认证申请表', 2: '承诺书' } as const;

/** A Chinese name: 2–20 Chinese characters, parts joined by a middle dot (阿卜杜·热西提). */
export function isChineseName(value: string): boolean {
  return /^[\u4e00-\u9fa5]+(?:·[\u4e00-\u9fa5]+)*$/.test(value) && value.length >= 2 && value.length <= 20;
}

const required = (message: string, max: number, field: string) =>
  z.string().trim().min(1, message).max(max, tooLong(field, max));

const zName = (message: string) =>
  required(message, 20, '姓名').refine(isChineseName, CERTIFICATION_TEXTS.chineseName);
const zIdCard = (message: string) =>
  required(message, 40, '身份证号').refine((value) => isNationalId(value), RULE_MESSAGES.nationalId);
const zPhone = (message: string) =>
  required(message, 11, '手机号').refine((value) => passesRule('phone', value), RULE_MESSAGES.phone);
const zDocument = (message: string) => z.string().trim().min(1, message).max(200, message);
const zOptionalText = (field: string, max: number) =>
  z.string().trim().max(max, tooLong(field, max)).default('');

const personFields = {
  adminName: zName(CERTIFICATION_TEXTS.nameRequired),
  adminIdCard: zIdCard(CERTIFICATION_TEXTS.idRequired),
  idCardFornt: zDocument(CERTIFICATION_TEXTS.idCardImages),
  idCardTail: zDocument(CERTIFICATION_TEXTS.idCardImages),
};

const companyFields = {
  companyName: required(CERTIFICATION_TEXTS.companyRequired, 50, '企业名称'),
  creditCode: required(CERTIFICATION_TEXTS.creditRequired, 18, '社会信用代码').refine(
    (value) => passesRule('socialCreditCode', value),
    RULE_MESSAGES.socialCreditCode,
  ),
  legalPersonName: zName(CERTIFICATION_TEXTS.legalNameRequired),
  legalPersonPhone: zPhone(CERTIFICATION_TEXTS.legalPhoneRequired),
  legalPersonIdCard: zIdCard(CERTIFICATION_TEXTS.legalIdRequired),
  businessLicense: zDocument(CERTIFICATION_TEXTS.businessLicense),
  email: zOptionalText('邮箱', 50).refine((value) => passesRule('email', value), RULE_MESSAGES.email),
  address: zOptionalText('地址', 200),
};

/** The tenant form (spec 001 §5.4). adminPhone is the account's phone: shown, never sent. */
export const zTenantCertificationRequest = z.object({
  ...personFields,
  ...companyFields,
  enCode: required(CERTIFICATION_TEXTS.enCodeRequired, 11, '租户号').refine(
    (value) => passesRule('tenantCode', value),
    RULE_MESSAGES.tenantCode,
  ),
  applicationForm: zDocument(CERTIFICATION_TEXTS.applicationForm),
  letterCommitment: zDocument(CERTIFICATION_TEXTS.letterCommitment),
});
export type TenantCertificationRequest = z.input<typeof zTenantCertificationRequest>;

/** An individual developer (type 1): the person and the ID card (spec 000 §3 developer form). */
export const zPersonalDeveloperRequest = z.object(personFields);
/** An enterprise developer (type 2): the tenant form without enCode and the two signed forms (spec 001 §5.5). */
export const zEnterpriseDeveloperRequest = z.object({ ...personFields, ...companyFields });

/**
 * The developer form as the call carries it: the company part is checked only for an
 * enterprise developer, whose type the server knows from the registration.
 */
export const zDeveloperCertificationRequest = z.object({
  ...personFields,
  companyName: zOptionalText('企业名称', 50),
  creditCode: zOptionalText('社会信用代码', 18),
  legalPersonName: zOptionalText('法人姓名', 20),
  legalPersonPhone: zOptionalText('法人手机号', 11),
  legalPersonIdCard: zOptionalText('法人身份证号', 40),
  businessLicense: zOptionalText('营业执照', 200),
  email: zOptionalText('邮箱', 50),
  address: zOptionalText('地址', 200),
});
export type DeveloperCertificationRequest = z.input<typeof zDeveloperCertificationRequest>;

/** The field messages of a form, or null when it passes: the wizards and the server read the same. */
export function formProblems(schema: z.ZodType, form: unknown): Record<string, string> | null {
  const result = schema.safeParse(form);
  if (result.success) return null;
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in problems)) problems[key] = issue.message;
  }
  return problems;
}

/** A certification as its owner and operators read it (spec 001 §3 "Tenant certification"). */
export const zCertification = z.object({
  /** The registration's id; the desk's record id. */
  id: z.number().int(),
  tenantUserId: z.number().int(),
  account: z.string(),
  /** 0 tenant, 1 personal developer, 2 enterprise developer. */
  type: z.number().int(),
  status: CERTIFICATION_STATUSES.schema,
  examineRemake: z.string(),
  adminName: z.string(),
  adminPhone: z.string(),
  adminIdCard: z.string(),
  idCardFornt: z.string(),
  idCardTail: z.string(),
  businessLicense: z.string(),
  applicationForm: z.string(),
  letterCommitment: z.string(),
  legalPersonName: z.string(),
  legalPersonPhone: z.string(),
  legalPersonIdCard: z.string(),
  creditCode: z.string(),
  enCode: z.string(),
  companyName: z.string(),
  email: z.string(),
  address: z.string(),
  submitTime: z.string().nullable(),
  reviewTime: z.string().nullable(),
});
export type Certification = z.infer<typeof zCertification>;

/** The tenant user of spec 001 §3: id, account, phone, type, status, tenantId. */
export const zTenantUser = z.object({
  id: z.number().int(),
  account: z.string(),
  phone: z.string(),
  type: z.number().int(),
  status: z.number().int(),
  tenantId: z.number().int().nullable(),
});
export type TenantUser = z.infer<typeof zTenantUser>;

const zRecordId = z.coerce.number().int('编号不正确').positive('编号不正确').max(2_147_483_647, '编号不正确');
export const zUserIdParam = z.object({ id: zRecordId });

export const zIdCardCheckRequest = z.object({
  idCard: z.string().trim().min(1, CERTIFICATION_TEXTS.idRequired).max(40, RULE_MESSAGES.nationalId),
});

export const zPreviewPdfParam = z.object({
  type: z.coerce.number().int('类型不正确').min(1, '类型不正确').max(2, '类型不正确'),
});

// ---------- the review desk (operators) ----------

/** The desk's status filter: every submitted state (a certification never submitted is not listed). */
export const REVIEW_STATUS_FILTERS = [
  CERTIFICATION_STATUS.reviewing,
  CERTIFICATION_STATUS.approved,
  CERTIFICATION_STATUS.rejected,
] as const;

export const zReviewListQuery = z.object({
  /** Empty: every submitted certification (under review, approved, rejected). */
  status: CERTIFICATION_STATUSES.query('状态不正确', REVIEW_STATUS_FILTERS).optional(),
  /** tenant: type 0; developer: types 1 and 2. */
  kind: z.enum(['tenant', 'developer']).optional(),
  /** Company, name, account or tenant code. */
  keyword: z.string().trim().max(50, tooLong('关键词', 50)).optional(),
  currentPage: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type ReviewListQuery = z.input<typeof zReviewListQuery>;
/** The desk's query as the server reads it (parsed). */
export type ReviewListFilter = z.output<typeof zReviewListQuery>;

export const zReviewListItem = zCertification.pick({
  id: true,
  tenantUserId: true,
  account: true,
  type: true,
  status: true,
  adminName: true,
  companyName: true,
  enCode: true,
  submitTime: true,
  reviewTime: true,
});
export type ReviewListItem = z.infer<typeof zReviewListItem>;

export const zRejectRequest = z.object({
  examineRemake: z
    .string()
    .trim()
    .min(1, CERTIFICATION_TEXTS.rejectReasonRequired)
    .max(200, tooLong('驳回原因', 200)),
});

export const certificationApi = {
  tenantUser: defineEndpoint({
    method: 'GET',
    path: '/api/tenant/tenantUser/:id',
    tag: 'certification',
    summary: '租户用户（本人）：账号、手机号、注册类型、认证状态',
    access: 'user',
    params: zUserIdParam,
    data: zTenantUser,
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/tenant/tenantExamine/tenantUserId/:id',
    tag: 'certification',
    summary: '本人的认证信息（租户与开发者），含状态与驳回原因',
    access: 'user',
    params: zUserIdParam,
    data: zCertification,
  }),
  submitTenant: defineEndpoint({
    method: 'POST',
    path: '/api/tenant/tenantExamine/create',
    tag: 'certification',
    summary: '提交租户认证（状态 0 或 3 时可提交，提交后为 1 审核中）',
    access: 'user',
    body: zTenantCertificationRequest,
    data: zCertification,
  }),
  submitDeveloper: defineEndpoint({
    method: 'POST',
    path: '/api/developer/developerExamine/create',
    tag: 'certification',
    summary: '提交开发者认证（个人或企业；状态 0 或 3 时可提交）',
    access: 'user',
    body: zDeveloperCertificationRequest,
    data: zCertification,
  }),
  validateIdNumber: defineEndpoint({
    method: 'POST',
    path: '/api/microservice/industrialMicroserviceComponents/validationIDNumber',
    tag: 'certification',
    summary: '身份证号校验（GB 11643 校验码与出生日期）',
    access: 'visitor',
    body: zIdCardCheckRequest,
    data: z.literal(true),
  }),
  readIdNumber: defineEndpoint({
    method: 'POST',
    path: '/api/microservice/idNumberIdentification',
    tag: 'certification',
    summary: '识别身份证照片上的证件号（multipart 字段 file；答“身份证号:…”）',
    access: 'user',
    kind: 'multipart',
    upload: DOCUMENT_PHOTO,
    data: z.string(),
  }),
  readCreditCode: defineEndpoint({
    method: 'POST',
    path: '/api/microservice/freeUsinessRecognition',
    tag: 'certification',
    summary: '识别营业执照照片上的统一社会信用代码（multipart 字段 file；答“统一社会信用代码:…”）',
    access: 'user',
    kind: 'multipart',
    upload: DOCUMENT_PHOTO,
    data: z.string(),
  }),
  previewPdf: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/certification/form/:type',
    tag: 'certification',
    summary: '企业认证申请表（1）或承诺书（2）PDF，已登录时填入本人的企业信息',
    access: 'visitor',
    kind: 'file',
    params: zPreviewPdfParam,
    data: z.null(),
  }),
};

/** The operator console's review desk: every call is the operator's. */
export const reviewApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/tenantExamine/list',
    tag: 'review',
    summary: '认证审核列表（按状态、类型筛选，按企业、姓名、账号或租户号搜索）',
    access: 'operator',
    query: zReviewListQuery,
    data: zPageData(zReviewListItem),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/system/tenantExamine/:id',
    tag: 'review',
    summary: '认证详情（全部字段与证件）',
    access: 'operator',
    params: zUserIdParam,
    data: zCertification,
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/api/system/tenantExamine/approve/:id',
    tag: 'review',
    summary: '审核通过：状态 2；租户认证建立或更新租户（租户号）并设申请人为管理员；短信通知',
    access: 'operator',
    params: zUserIdParam,
    data: zCertification,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/api/system/tenantExamine/reject/:id',
    tag: 'review',
    summary: '驳回（须填原因）：状态 3；短信通知',
    access: 'operator',
    params: zUserIdParam,
    body: zRejectRequest,
    data: zCertification,
  }),
};
