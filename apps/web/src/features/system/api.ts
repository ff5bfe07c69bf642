import { type Certification, reviewApi } from '@portal/shared/certification';
import { ordersApi } from '@portal/shared/orders';
import {
  type ModerationKind,
  type ProductTypeRequest,
  supplyModerationApi,
} from '@portal/shared/supply-moderation';
import { call, callForEnvelope, download } from '../../shared/api/call';
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
