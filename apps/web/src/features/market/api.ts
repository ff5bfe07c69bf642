import { type CartUpdateRequest, cartApi } from '@portal/shared/cart';
import { endpointKey } from '@portal/shared/contract';
import { ordersApi, type PurchaseRequest } from '@portal/shared/orders';
import { subscriptionsApi } from '@portal/shared/subscriptions';
import { trialApi } from '@portal/shared/trial';
import { useQuery } from '@tanstack/react-query';
import { call, callForEnvelope, sendFormForEnvelope } from '../../shared/api/call';
import { MARKET_KEY } from './catalogue-api';
import { marketKeys } from './detail-api';
import type { Viewer } from './viewer';

/**
 * The market's calls: subscriptions, cart and orders (the public lists' and the card buttons' are
 * in app-market-api.ts, the details' in detail-api.ts; both without schemas). Every market query
 * key starts with MARKET_KEY, so a subscription or an order refreshes all of them at once.
 */
export { MARKET_KEY };

// A failed load is only logged (spec 000 §7): pages show their own error state instead of a toast.
const quiet = { silent: true } as const;

// ---------- subscriptions (tenant users; subscribing and buying: the tenant administrator) ----------

/** What the viewer's tenant has of the app (trial taken, subscribed); tenants only. */
export function useSubscriptionCheck(id: number | null, viewer: Viewer, enabled = true) {
  const { tenantId, userId } = viewer;
  return useQuery({
    queryKey: marketKeys.check(id ?? 0, viewer),
    queryFn: () =>
      call(
        subscriptionsApi.check,
        { params: { id: id ?? 0, portalWebId: tenantId ?? 0, userId: userId ?? 0 } },
        quiet,
      ),
    enabled: enabled && id !== null && tenantId !== null && userId !== null,
    staleTime: 0,
  });
}

export function postPurchase(body: PurchaseRequest) {
  return callForEnvelope(ordersApi.purchase, { body });
}

// ---------- microservice trials ----------

/** The caller's run history of a microservice, keyed by its endpoint. */
export const trialHistoryKey = (id: number) => [endpointKey(trialApi.history), id] as const;

export function useTrialHistory(id: number, enabled: boolean) {
  return useQuery({
    queryKey: trialHistoryKey(id),
    queryFn: () => call(trialApi.history, { params: { id } }, quiet),
    enabled,
  });
}

/** One trial call (the form: `file` per file parameter, `str`); resolves with the envelope. */
export function sendTrial(form: FormData, onProgress: (percent: number) => void) {
  return sendFormForEnvelope(trialApi.forward, form, {}, { onProgress });
}

// ---------- cart and orders (tenant administrator) ----------

export const cartKey = (tenantId: number | null) => [MARKET_KEY, 'cart', tenantId] as const;

export function useCart(tenantId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: cartKey(tenantId),
    queryFn: () => call(cartApi.list, { params: { tenantId: tenantId ?? 0 } }, quiet),
    enabled: enabled && tenantId !== null,
    staleTime: 0,
  });
}

export function removeFromCart(marketId: number, tenantId: number) {
  return callForEnvelope(cartApi.remove, { params: { marketId, tenantId } });
}

export function updateCartItem(body: CartUpdateRequest) {
  return callForEnvelope(cartApi.update, { body });
}

export function saveOrder(cartItemIds: readonly number[]) {
  return callForEnvelope(ordersApi.save, { body: { marketShoppingIds: cartItemIds.join(',') } });
}

export function placeOrder(orderId: number) {
  return callForEnvelope(ordersApi.place, { body: { id: orderId } });
}
