import {
  type AppCard,
  MARKET_PATHS,
  type PageData,
  type SubscriptionRecord,
  type UnsubscribeRequest,
} from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../shared/api/request';
import { MARKET_KEY } from '../../shared/market/api';
import { type Viewer, viewerKey } from '../../shared/market/viewer';

export interface ListParams {
  keyword: string;
  currentPage: number;
  pageSize: number;
}

const query = (params: ListParams) => ({
  ...(params.keyword ? { keyword: params.keyword } : {}),
  currentPage: params.currentPage,
  pageSize: params.pageSize,
  sort: 'desc',
});

/** My tenant's subscriptions (spec 002 §2.4). */
export function useSubscriptions(params: ListParams, viewer: Viewer, enabled: boolean) {
  return useQuery({
    queryKey: [MARKET_KEY, 'subscriptions', viewerKey(viewer), params],
    queryFn: async () =>
      (
        await request.get<PageData<SubscriptionRecord>>(MARKET_PATHS.subscriptionList, query(params), {
          silent: true,
        })
      ).data,
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

/** The app-market grid of the account area: published apps (state 1), industry null (spec 002 §3). */
export function useMarketGrid(params: ListParams) {
  return useQuery({
    queryKey: [MARKET_KEY, 'grid', params],
    queryFn: async () =>
      (
        await request.get<PageData<AppCard>>(
          MARKET_PATHS.marketList,
          { ...query(params), state: 1 },
          { silent: true },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function unsubscribe(body: UnsubscribeRequest) {
  return request.post<null>(MARKET_PATHS.unsubscribe, body);
}

export function deleteSubscription(id: number) {
  return request.post<null>(MARKET_PATHS.deleteSubscription(id));
}
