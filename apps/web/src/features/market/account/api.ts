import { marketApi, subscriptionsApi, type UnsubscribeRequest } from '@portal/shared/market';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callForEnvelope } from '../../../shared/api/call';
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
