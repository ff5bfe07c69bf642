import { type CartUpdateRequest, cartApi } from '@portal/shared/cart';
import { microApi, modelsApi } from '@portal/shared/catalogue';
import { endpointKey } from '@portal/shared/contract';
import { marketApi } from '@portal/shared/market';
import { ordersApi, type PurchaseRequest } from '@portal/shared/orders';
import { subscriptionsApi } from '@portal/shared/subscriptions';
import { trialApi } from '@portal/shared/trial';
import { useQuery } from '@tanstack/react-query';
import { call, callForEnvelope, download, sendFormForEnvelope } from '../../shared/api/call';
import { MARKET_KEY } from './catalogue-api';
import { type Viewer, viewerKey } from './viewer';

/**
 * The market's calls: details, subscriptions, cart and orders (the public lists' and the card
 * buttons' are in app-market-api.ts). Every market query key starts with MARKET_KEY, so a
 * subscription or an order refreshes all of them at once.
 */
export { MARKET_KEY };

export const marketKeys = {
  all: [MARKET_KEY] as const,
  appDetail: (id: number, viewer: Viewer) => [MARKET_KEY, 'app', id, viewerKey(viewer)] as const,
  check: (id: number, viewer: Viewer) => [MARKET_KEY, 'check', id, viewerKey(viewer)] as const,
};

// A failed load is only logged (spec 000 §7): pages show their own error state instead of a toast.
const quiet = { silent: true } as const;

// ---------- apps ----------

export function fetchAppDetail(id: number) {
  return call(marketApi.detail, { params: { id } }, quiet);
}

/** The app with its plans; the flags (subscribed, in cart, owner) are the viewer's. */
export function useAppDetail(id: number | null, viewer: Viewer) {
  return useQuery({
    queryKey: marketKeys.appDetail(id ?? 0, viewer),
    queryFn: () => fetchAppDetail(id ?? 0),
    enabled: id !== null,
  });
}

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

// ---------- microservices ----------

export function useMicroDetail(id: number | null) {
  return useQuery({
    queryKey: [MARKET_KEY, 'micro', id],
    queryFn: () => call(microApi.detail, { params: { id: id ?? 0 } }, quiet),
    enabled: id !== null,
  });
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

/**
 * The install package (spec 001 §7.2, download link): asks for its link with the id, then
 * fetches it; saved under the name the link gives (the item's).
 */
export async function fetchInstallPackage(id: number): Promise<{ fileName: string; content: Blob }> {
  const link = await call(trialApi.installLink, { params: { id } });
  return { fileName: link.fileName, content: await download(trialApi.installPackage, { params: { id } }) };
}

// ---------- mechanism models ----------

export function useModelInfo(id: number | null) {
  return useQuery({
    queryKey: [MARKET_KEY, 'model', id],
    queryFn: () => call(modelsApi.info, { params: { id: id ?? 0 } }, quiet),
    enabled: id !== null,
  });
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
