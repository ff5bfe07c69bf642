import { type Certification, type ReviewListQuery, reviewApi } from '@portal/shared/certification';
import { call, callForEnvelope } from '../../shared/api/call';
import { request } from '../../shared/api/request';

/** The review desk's calls (operators only; the server checks every one). */

export const reviewKeys = {
  all: ['review'] as const,
  list: (query: ReviewListQuery) => ['review', 'list', query] as const,
  detail: (id: number) => ['review', 'detail', id] as const,
};

export function fetchReviewList(query: ReviewListQuery) {
  return call(reviewApi.list, { query }, { silent: true });
}

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
