import {
  type AppCard,
  CATALOGUE_PATHS,
  type CartUpdateRequest,
  cartApi,
  type IndustryGroup,
  MARKET_PATHS,
  type MarketIndustry,
  type MarketListQuery,
  type MicroCard,
  type MicroDetail,
  type MicroGroup,
  type MicroListQuery,
  type ModelCard,
  type ModelGroup,
  type ModelInfo,
  type ModelPageQuery,
  type ModelSort,
  type Order,
  type PageData,
} from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callForEnvelope } from '../../shared/api/call';
import { request } from '../../shared/api/request';
import { MARKET_KEY } from '../../shared/market/api';

// A failed load is only logged (spec 000 §7): pages show their own error state instead of a toast.
const quiet = { silent: true } as const;

async function get<T>(url: string, params?: object): Promise<T> {
  return (await request.get<T>(url, params, quiet)).data;
}

async function post<T>(url: string, body?: unknown): Promise<T> {
  return (await request.post<T>(url, body ?? {}, quiet)).data;
}

const STATIC = 5 * 60_000;

// ---------- apps ----------

export function useIndustryGroups() {
  return useQuery({
    queryKey: [MARKET_KEY, 'groups'],
    queryFn: () => post<IndustryGroup[]>(MARKET_PATHS.groupByIndustryDesc),
  });
}

export function useAppCategories(enabled = true) {
  return useQuery({
    queryKey: [MARKET_KEY, 'app-types'],
    queryFn: () => post<MarketIndustry[]>(MARKET_PATHS.allTypes),
    staleTime: STATIC,
    enabled,
  });
}

/** The app list requests only published apps: state 1 (spec 000 §2.9). */
export function useAppList(query: MarketListQuery, enabled = true) {
  return useQuery({
    queryKey: [MARKET_KEY, 'apps', query],
    queryFn: () => get<PageData<AppCard>>(MARKET_PATHS.marketList, { ...query, state: 1 }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

// ---------- microservices ----------

export function useMicroGroups() {
  return useQuery({
    queryKey: [MARKET_KEY, 'micro-groups'],
    queryFn: () => post<MicroGroup[]>(CATALOGUE_PATHS.microGroups),
  });
}

export function useMicroCategories(enabled = true) {
  return useQuery({
    queryKey: [MARKET_KEY, 'micro-types'],
    queryFn: () => post<MarketIndustry[]>(CATALOGUE_PATHS.microTypes),
    staleTime: STATIC,
    enabled,
  });
}

export function useMicroList(query: MicroListQuery, enabled = true) {
  return useQuery({
    queryKey: [MARKET_KEY, 'micros', query],
    queryFn: () => get<PageData<MicroCard>>(CATALOGUE_PATHS.microList, query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useMicroDetail(id: number | null) {
  return useQuery({
    queryKey: [MARKET_KEY, 'micro', id],
    queryFn: () => get<MicroDetail>(CATALOGUE_PATHS.microDetail(id ?? 0)),
    enabled: id !== null,
  });
}

// ---------- mechanism models ----------

/** Published models grouped by sort, newest 6 of each (spec 000 §2.8: page size 6, sort desc). */
export function useModelGroups() {
  return useQuery({
    queryKey: [MARKET_KEY, 'model-groups'],
    queryFn: () => get<ModelGroup[]>(CATALOGUE_PATHS.modelPortal),
  });
}

export function useModelSorts(enabled = true) {
  return useQuery({
    queryKey: [MARKET_KEY, 'model-sorts'],
    queryFn: () => get<ModelSort[]>(CATALOGUE_PATHS.modelSorts),
    staleTime: STATIC,
    enabled,
  });
}

/** Only published models (status code 3) are listed (spec 000 §2.8). */
export function useModelList(query: ModelPageQuery, enabled = true) {
  return useQuery({
    queryKey: [MARKET_KEY, 'models', query],
    queryFn: () => get<PageData<ModelCard>>(CATALOGUE_PATHS.modelPage, { ...query, modelStatusCode: 3 }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useModelInfo(id: number | null) {
  return useQuery({
    queryKey: [MARKET_KEY, 'model', id],
    queryFn: () => get<ModelInfo>(CATALOGUE_PATHS.modelInfo(id ?? 0)),
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

/** Cart and order answers: 200 shows the server's message as success, anything else as an error. */
/** Silent: the caller says 加入购物车失败 or the server's reason. */
export function addToCart(marketId: number, tenantId: number) {
  return callForEnvelope(cartApi.add, { params: { marketId, tenantId } }, quiet);
}

export function removeFromCart(marketId: number, tenantId: number) {
  return callForEnvelope(cartApi.remove, { params: { marketId, tenantId } });
}

export function updateCartItem(body: CartUpdateRequest) {
  return callForEnvelope(cartApi.update, { body });
}

export function saveOrder(cartItemIds: readonly number[]) {
  return request.post<Order>(MARKET_PATHS.orderSave, { marketShoppingIds: cartItemIds.join(',') });
}

export function placeOrder(orderId: number) {
  return request.post<Order>(MARKET_PATHS.orderPlace, { id: orderId });
}
