import {
  type AppDetail,
  MARKET_PATHS,
  type Order,
  type PurchaseRequest,
  type SubscribeRequest,
  type SubscribeResult,
  type SubscriptionCheck,
} from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { request } from '../api/request';
import { type Viewer, viewerKey } from './viewer';

/**
 * Market data shared by the catalogue pages and the account area. Every market query key
 * starts with MARKET_KEY, so a subscription or an order refreshes all of them at once.
 */
export const MARKET_KEY = 'market';

export const marketKeys = {
  all: [MARKET_KEY] as const,
  appDetail: (id: number, viewer: Viewer) => [MARKET_KEY, 'app', id, viewerKey(viewer)] as const,
  check: (id: number, viewer: Viewer) => [MARKET_KEY, 'check', id, viewerKey(viewer)] as const,
};

export async function fetchAppDetail(id: number): Promise<AppDetail> {
  return (await request.get<AppDetail>(MARKET_PATHS.marketDetail(id), undefined, { silent: true })).data;
}

/** The app with its plans; the flags (subscribed, in cart, owner) are the viewer's. */
export function useAppDetail(id: number | null, viewer: Viewer) {
  return useQuery({
    queryKey: marketKeys.appDetail(id ?? 0, viewer),
    queryFn: () => fetchAppDetail(id ?? 0),
    enabled: id !== null,
  });
}

/** What the viewer's tenant has of the app (trial taken, subscribed); tenants only. */
export function useSubscriptionCheck(id: number | null, viewer: Viewer, enabled = true) {
  const { tenantId, userId } = viewer;
  return useQuery({
    queryKey: marketKeys.check(id ?? 0, viewer),
    queryFn: async () =>
      (
        await request.get<SubscriptionCheck>(
          MARKET_PATHS.subscriptionCheck(id ?? 0, tenantId ?? 0, userId ?? 0),
          undefined,
          { silent: true },
        )
      ).data,
    enabled: enabled && id !== null && tenantId !== null && userId !== null,
    staleTime: 0,
  });
}

export function postSubscribe(body: SubscribeRequest) {
  return request.post<SubscribeResult>(MARKET_PATHS.subscribe, body);
}

export function postPurchase(body: PurchaseRequest) {
  return request.post<Order>(MARKET_PATHS.purchase, body);
}
