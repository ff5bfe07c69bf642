import type { MicroListQuery, ModelPageQuery } from '@portal/shared/catalogue';
import { firstScreenAddresses } from '@portal/shared/first-screen-addresses';
import type { MarketListQuery } from '@portal/shared/market';
import type { SubscribeRequest } from '@portal/shared/subscriptions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callForEnvelope } from '../../shared/api/call';
import { MARKET_KEY, quiet } from './catalogue-api';
import { type Viewer, viewerKey } from './viewer';

/**
 * The calls of the app market's public first screens (/Application, /List and the subscribe and
 * cart buttons of their cards), by their addresses alone, so those screens load no schemas;
 * api.ts has the rest and passes these on.
 */
export { MARKET_KEY };

/** Category lists change rarely: kept five minutes. */
const STATIC = 5 * 60_000;

/** The spec's client posts `{}` to the catalogue reads that take no input. */
export function useIndustryGroups() {
  return useQuery({
    queryKey: [MARKET_KEY, 'groups'],
    queryFn: () => call(firstScreenAddresses.marketGroups, { body: {} }, quiet),
  });
}

export function useAppCategories(enabled = true) {
  return useQuery({
    queryKey: [MARKET_KEY, 'app-types'],
    queryFn: () => call(firstScreenAddresses.marketTypes, { body: {} }, quiet),
    staleTime: STATIC,
    enabled,
  });
}

/** The app list requests only published apps: state 1 (spec 000 §2.9). */
export function useAppList(query: MarketListQuery, enabled = true) {
  return useQuery({
    queryKey: [MARKET_KEY, 'apps', query],
    queryFn: () => call(firstScreenAddresses.marketList, { query: { ...query, state: 1 } }, quiet),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * What the viewer's tenant has of every app (subscriptions and trials in force, trials taken,
 * cart, orders awaiting payment): the buttons of cards and of the detail read it. Tenants only.
 */
export function useMyApps(viewer: Viewer) {
  return useQuery({
    queryKey: [MARKET_KEY, 'mine', viewerKey(viewer)],
    queryFn: () => call(firstScreenAddresses.myApps, {}, quiet),
    enabled: viewer.loggedIn && viewer.role === 'tenant' && viewer.tenantId !== null,
    staleTime: 0,
  });
}

export function postSubscribe(body: SubscribeRequest) {
  return callForEnvelope(firstScreenAddresses.subscribe, { body });
}

export function useMicroCategories(enabled = true) {
  return useQuery({
    queryKey: [MARKET_KEY, 'micro-types'],
    queryFn: () => call(firstScreenAddresses.microTypes, { body: {} }, quiet),
    staleTime: STATIC,
    enabled,
  });
}

export function useMicroList(query: MicroListQuery, enabled = true) {
  return useQuery({
    queryKey: [MARKET_KEY, 'micros', query],
    queryFn: () => call(firstScreenAddresses.microservices, { query }, quiet),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useModelSorts(enabled = true) {
  return useQuery({
    queryKey: [MARKET_KEY, 'model-sorts'],
    queryFn: () => call(firstScreenAddresses.modelSorts, {}, quiet),
    staleTime: STATIC,
    enabled,
  });
}

/** Only published models (status code 3) are listed (spec 000 §2.8). */
export function useModelList(query: ModelPageQuery, enabled = true) {
  return useQuery({
    queryKey: [MARKET_KEY, 'models', query],
    queryFn: () => call(firstScreenAddresses.modelPage, { query: { ...query, modelStatusCode: 3 } }, quiet),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Silent: the caller says 加入购物车失败 or the server's reason. */
export function addToCart(marketId: number, tenantId: number) {
  return callForEnvelope(firstScreenAddresses.cartAdd, { params: { marketId, tenantId } }, quiet);
}

/** What 加入购物车 would add, associated apps included (adds nothing); silent: the add itself tells why it fails. */
export function previewCartAdd(marketId: number, tenantId: number) {
  return call(firstScreenAddresses.cartPreview, { params: { marketId, tenantId } }, quiet);
}
