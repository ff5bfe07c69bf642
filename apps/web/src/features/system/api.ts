import { type Certification, reviewApi } from '@portal/shared/certification';
import { ordersApi } from '@portal/shared/orders';
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
