import { authApi } from '@portal/shared/accounts';
import { type BannerForm, bannerAdminApi } from '@portal/shared/banner-admin';
import { type Certification, reviewApi } from '@portal/shared/certification';
import { dashboardApi } from '@portal/shared/dashboard';
import {
  type MarkerForm,
  type MemberForm,
  markerAdminApi,
  memberAdminApi,
} from '@portal/shared/member-admin';
import { messagesAdminApi, type ReplyNoteRequest } from '@portal/shared/messages-admin';
import { type NewsForm, newsAdminApi } from '@portal/shared/news-admin';
import { type NoticeForm, noticeAdminApi } from '@portal/shared/notice-admin';
import { orderAdminApi, ordersApi } from '@portal/shared/orders';
import {
  type PrivacyForm,
  type SecondDomainForm,
  sitePrivacyApi,
  siteSettingsApi,
} from '@portal/shared/site-settings';
import { type CaseForm, type SolutionForm, solutionAdminApi } from '@portal/shared/solution-admin';
import {
  type ModerationKind,
  type ProductTypeRequest,
  supplyModerationApi,
} from '@portal/shared/supply-moderation';
import { type CreateOperatorRequest, userAdminApi } from '@portal/shared/user-admin';
import { call, callForEnvelope, download, upload } from '../../shared/api/call';
import { request } from '../../shared/api/request';

/**
 * The operator console's calls (operators only; the server checks every one). The desks' lists
 * are ContractTables on `reviewApi.list` and `paymentDeskApi.list`.
 */

export const reviewKeys = {
  all: ['review'] as const,
  detail: (id: number) => ['review', 'detail', id] as const,
};

export function fetchReviewDetail(id: number): Promise<Certification> {
  return call(reviewApi.detail, { params: { id } }, { silent: true });
}

export function approve(id: number) {
  return callForEnvelope(reviewApi.approve, { params: { id } });
}

export function reject(id: number, examineRemake: string) {
  return callForEnvelope(reviewApi.reject, { params: { id }, body: { examineRemake } });
}

/** A private document's bytes (operators may read every applicant's). */
export function fetchDocument(path: string): Promise<Blob> {
  return request.download(path, undefined, { silent: true });
}

/** An order's transfer receipt (private to its tenant and operators). */
export function fetchReceipt(orderId: number): Promise<Blob> {
  return download(ordersApi.receipt, { params: { id: orderId } }, { silent: true });
}

/**
 * Confirms an order's payment. `withoutReceipt` is the operator's word, given after the desk
 * warned that the order has no receipt; the server refuses such an order without it.
 */
export function confirmPayment(orderId: number, withoutReceipt: boolean) {
  return callForEnvelope(ordersApi.confirmPayment, {
    params: { id: orderId },
    body: withoutReceipt ? { withoutReceipt: true } : {},
  });
}

/** 订单管理: cancels an unpaid order with the reason the tenant reads. */
export function cancelOrderWithReason(orderId: number, reason: string) {
  return callForEnvelope(orderAdminApi.cancel, { params: { id: orderId }, body: { reason } });
}

// ---------- the board's moderation (供需审核, 产品类型) ----------

export const moderationKeys = {
  detail: (kind: ModerationKind, id: number) => ['supplyModeration', 'detail', kind, id] as const,
  types: ['supplyModeration', 'types'] as const,
};

export function fetchModerationDetail(kind: ModerationKind, id: number) {
  return call(supplyModerationApi.detail, { params: { kind, id } }, { silent: true });
}

export function approveEntry(kind: ModerationKind, id: number) {
  return callForEnvelope(supplyModerationApi.approve, { params: { kind, id } });
}

export function rejectEntry(kind: ModerationKind, id: number, reviewRemark: string) {
  return callForEnvelope(supplyModerationApi.reject, { params: { kind, id }, body: { reviewRemark } });
}

export function takeDownEntry(kind: ModerationKind, id: number, reviewRemark: string) {
  return callForEnvelope(supplyModerationApi.takeDown, { params: { kind, id }, body: { reviewRemark } });
}

export function fetchManagedTypes() {
  return call(supplyModerationApi.types, {}, { silent: true });
}

/** Creates a type (no id) or saves an existing one; silent: the dialog shows the refusal on its field. */
export function saveType(id: number | null, body: ProductTypeRequest) {
  return id === null
    ? callForEnvelope(supplyModerationApi.createType, { body }, { silent: true })
    : callForEnvelope(supplyModerationApi.updateType, { params: { id }, body }, { silent: true });
}

export function orderTypes(ids: number[]) {
  return callForEnvelope(supplyModerationApi.orderTypes, { body: { ids } });
}

/** Silent: a TYPE_IN_USE refusal opens the warning instead of a message. */
export function retireType(id: number, confirm: boolean) {
  return callForEnvelope(
    supplyModerationApi.retireType,
    { params: { id }, body: { confirm } },
    { silent: true },
  );
}

// ---------- 用户管理 ----------

export function disableAccount(id: number) {
  return callForEnvelope(userAdminApi.disable, { params: { id }, body: {} });
}

export function enableAccount(id: number) {
  return callForEnvelope(userAdminApi.enable, { params: { id }, body: {} });
}

export function createOperator(body: CreateOperatorRequest) {
  return callForEnvelope(userAdminApi.createOperator, { body });
}

export function sendResetCode(id: number) {
  return callForEnvelope(userAdminApi.sendResetCode, { params: { id }, body: {} });
}

// ---------- 公告管理 ----------

export function createNotice(body: NoticeForm) {
  return callForEnvelope(noticeAdminApi.create, { body });
}

export function updateNotice(id: number, body: NoticeForm) {
  return callForEnvelope(noticeAdminApi.update, { params: { id }, body });
}

export function publishNotice(id: number) {
  return callForEnvelope(noticeAdminApi.publish, { params: { id }, body: {} });
}

export function unpublishNotice(id: number) {
  return callForEnvelope(noticeAdminApi.unpublish, { params: { id }, body: {} });
}

export function removeNotice(id: number) {
  return callForEnvelope(noticeAdminApi.remove, { params: { id }, body: {} });
}

// ---------- 新闻管理 ----------

export function createNews(body: NewsForm) {
  return callForEnvelope(newsAdminApi.create, { body });
}

export function updateNews(id: number, body: NewsForm) {
  return callForEnvelope(newsAdminApi.update, { params: { id }, body });
}

export function removeNews(id: number) {
  return callForEnvelope(newsAdminApi.remove, { params: { id }, body: {} });
}

/** Uploads a news picture (poster or body image); resolves to its public address. */
export function uploadNewsImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  return upload(newsAdminApi.uploadImage, file, {}, { onProgress });
}

// ---------- 工作台 ----------

export const dashboardKeys = { overview: ['system', 'dashboard'] as const };

export function fetchDashboard() {
  return call(dashboardApi.overview, {}, { silent: true });
}

// ---------- 留言管理 ----------

export function markMessageRead(id: number, read: boolean) {
  return callForEnvelope(messagesAdminApi.markRead, { params: { id }, body: { read } });
}

export function replyToMessage(id: number, body: ReplyNoteRequest) {
  return callForEnvelope(messagesAdminApi.reply, { params: { id }, body });
}

// ---------- 轮播图管理 ----------

export function createBanner(body: BannerForm) {
  return callForEnvelope(bannerAdminApi.create, { body });
}

export function updateBanner(id: number, body: BannerForm) {
  return callForEnvelope(bannerAdminApi.update, { params: { id }, body });
}

export function setBannerShown(id: number, shown: boolean) {
  return callForEnvelope(bannerAdminApi.setStatus, { params: { id }, body: { shown } });
}

export function removeBanner(id: number) {
  return callForEnvelope(bannerAdminApi.remove, { params: { id }, body: {} });
}

/** Uploads a banner picture; resolves to its public address. */
export function uploadBannerImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  return upload(bannerAdminApi.uploadImage, file, {}, { onProgress });
}

// ---------- 站点设置 ----------

export const settingsKeys = {
  privacy: ['settings', 'privacy'] as const,
  secondDomain: ['settings', 'secondDomain'] as const,
};

export function fetchPrivacy() {
  return call(sitePrivacyApi.privacy, {}, { silent: true });
}

export function fetchSecondDomain() {
  return call(authApi.secondDomain, {}, { silent: true });
}

export function savePrivacy(body: PrivacyForm) {
  return callForEnvelope(siteSettingsApi.savePrivacy, { body });
}

export function resetPrivacy() {
  return callForEnvelope(siteSettingsApi.resetPrivacy, { body: {} });
}

export function saveSecondDomain(body: SecondDomainForm) {
  return callForEnvelope(siteSettingsApi.saveSecondDomain, { body });
}

// ---------- 解决方案管理 ----------

/** The solutions to choose a case's from (every one, drafts too: at most 100). */
export async function fetchSolutionChoices() {
  const page = await call(solutionAdminApi.list, { query: { pageSize: 100 } }, { silent: true });
  return page.list.map((solution) => ({ id: solution.id, title: solution.title }));
}

export function createSolution(body: SolutionForm) {
  return callForEnvelope(solutionAdminApi.create, { body });
}

export function updateSolution(id: number, body: SolutionForm) {
  return callForEnvelope(solutionAdminApi.update, { params: { id }, body });
}

export function removeSolution(id: number) {
  return callForEnvelope(solutionAdminApi.remove, { params: { id }, body: {} });
}

export function createCase(body: CaseForm) {
  return callForEnvelope(solutionAdminApi.createCase, { body });
}

export function updateCase(id: number, body: CaseForm) {
  return callForEnvelope(solutionAdminApi.updateCase, { params: { id }, body });
}

export function removeCase(id: number) {
  return callForEnvelope(solutionAdminApi.removeCase, { params: { id }, body: {} });
}

/** Uploads a solution or case picture; resolves to its public address. */
export function uploadSolutionImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  return upload(solutionAdminApi.uploadImage, file, {}, { onProgress });
}

// ---------- 会员与地图 ----------

export function createMember(body: MemberForm) {
  return callForEnvelope(memberAdminApi.create, { body });
}

export function updateMember(id: number, body: MemberForm) {
  return callForEnvelope(memberAdminApi.update, { params: { id }, body });
}

export function removeMember(id: number) {
  return callForEnvelope(memberAdminApi.remove, { params: { id }, body: {} });
}

/** Uploads a member logo; resolves to its public address. */
export function uploadMemberLogo(file: File, onProgress: (percent: number) => void): Promise<string> {
  return upload(memberAdminApi.uploadLogo, file, {}, { onProgress });
}

export function createMarker(body: MarkerForm) {
  return callForEnvelope(markerAdminApi.create, { body });
}

export function updateMarker(id: number, body: MarkerForm) {
  return callForEnvelope(markerAdminApi.update, { params: { id }, body });
}

export function removeMarker(id: number) {
  return callForEnvelope(markerAdminApi.remove, { params: { id }, body: {} });
}
