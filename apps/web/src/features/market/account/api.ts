import { marketApi } from '@portal/shared/market';
import { ordersApi } from '@portal/shared/orders';
import { subscriptionsApi, type UnsubscribeRequest } from '@portal/shared/subscriptions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callForEnvelope, download, uploadForEnvelope } from '../../../shared/api/call';
import { MARKET_KEY } from '../api';
import { type Viewer, viewerKey } from '../viewer';

export interface ListParams {
  keyword: string;
  currentPage: number;
  pageSize: number;
}

const query = (params: ListParams) => ({
  ...(params.keyword ? { keyword: params.keyword } : {}),
  currentPage: params.currentPage,
  pageSize: params.pageSize,
  sort: 'desc' as const,
});

const quiet = { silent: true } as const;

/** My tenant's subscriptions (spec 002 §2.4). */
export function useSubscriptions(params: ListParams, viewer: Viewer, enabled: boolean) {
  return useQuery({
    queryKey: [MARKET_KEY, 'subscriptions', viewerKey(viewer), params],
    queryFn: () => call(subscriptionsApi.list, { query: query(params) }, quiet),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

/** The app-market grid of the account area: published apps (state 1), industry null (spec 002 §3). */
export function useMarketGrid(params: ListParams) {
  return useQuery({
    queryKey: [MARKET_KEY, 'grid', params],
    queryFn: () => call(marketApi.list, { query: { ...query(params), state: 1 } }, quiet),
    placeholderData: keepPreviousData,
  });
}

export function unsubscribe(body: UnsubscribeRequest) {
  return callForEnvelope(subscriptionsApi.unsubscribe, { body });
}

export function deleteSubscription(id: number) {
  return callForEnvelope(subscriptionsApi.remove, { params: { id } });
}

// ---------- orders (我的订单) ----------

export const ordersKey = [MARKET_KEY, 'orders'] as const;

/** The tenant's orders, newest first; `status` narrows to one state. */
export function useOrders(
  params: { currentPage: number; pageSize: number; status?: number },
  viewer: Viewer,
) {
  return useQuery({
    queryKey: [...ordersKey, viewerKey(viewer), params],
    queryFn: () =>
      call(
        ordersApi.list,
        {
          query: {
            currentPage: params.currentPage,
            pageSize: params.pageSize,
            sort: 'desc',
            ...(params.status === undefined ? {} : { status: params.status }),
          },
        },
        quiet,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useOrder(id: number | null, viewer: Viewer) {
  return useQuery({
    queryKey: [...ordersKey, 'one', id, viewerKey(viewer)],
    queryFn: () => call(ordersApi.detail, { params: { id: id ?? 0 } }, quiet),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function cancelOrder(id: number) {
  return callForEnvelope(ordersApi.cancel, { params: { id } });
}

/** The transfer receipt: an image or a PDF, in the field its contract declares. */
export function uploadReceipt(id: number, file: File) {
  return uploadForEnvelope(ordersApi.uploadReceipt, file, { params: { id } });
}

/** The receipt's bytes (private: fetched with the session, then shown from memory). */
export function downloadReceipt(id: number) {
  return download(ordersApi.receipt, { params: { id } });
}
