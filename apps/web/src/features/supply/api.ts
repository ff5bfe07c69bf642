import { endpointKey } from '@portal/shared/contract';
import { type BoardSearch, type BuyOrder, type QuoteRequest, supplyApi } from '@portal/shared/supply';
import {
  type CompanyProfile,
  type DemandForm,
  type EntryKindName,
  type SupplyForm,
  supplyPublicApi,
  supplyPublishingApi,
} from '@portal/shared/supply-publishing';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callForEnvelope } from '../../shared/api/call';
import { useSession } from '../../shared/session/useSession';

/**
 * The board's calls (001 §7.1). Query keys start with the endpoint's key; answers that mask
 * contacts for visitors are also keyed by the viewer, so logging in reads them again in full.
 */

// A failed load is shown by the page itself.
const quiet = { silent: true } as const;

export const supplyKeys = {
  of: (endpoint: Parameters<typeof endpointKey>[0], ...parts: unknown[]) => [endpointKey(endpoint), ...parts],
};

/** 'full' for a logged-in viewer, 'masked' for a visitor (and during hydration). */
function useViewer(): 'full' | 'masked' {
  return useSession().loggedIn ? 'full' : 'masked';
}

/** The type list is kept in memory after the first fetch (001 §7.1). */
export function useProductTypes() {
  return useQuery({
    queryKey: supplyKeys.of(supplyApi.types),
    queryFn: () => call(supplyApi.types, {}, quiet),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useSupplyPage(search: BoardSearch, enabled = true) {
  const viewer = useViewer();
  return useQuery({
    queryKey: supplyKeys.of(supplyApi.supplyPage, search, viewer),
    queryFn: () => call(supplyApi.supplyPage, { body: search }, quiet),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useDemandPage(search: BoardSearch, enabled = true) {
  const viewer = useViewer();
  return useQuery({
    queryKey: supplyKeys.of(supplyApi.demandPage, search, viewer),
    queryFn: () => call(supplyApi.demandPage, { body: search }, quiet),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSupplyDetail(id: number | null) {
  const viewer = useViewer();
  return useQuery({
    queryKey: supplyKeys.of(supplyApi.supplyDetail, id, viewer),
    queryFn: () => call(supplyApi.supplyDetail, { params: { id: id ?? 0 } }, quiet),
    enabled: id !== null,
  });
}

export function useDemandDetail(id: number | null) {
  const viewer = useViewer();
  return useQuery({
    queryKey: supplyKeys.of(supplyApi.demandDetail, id, viewer),
    queryFn: () => call(supplyApi.demandDetail, { params: { id: id ?? 0 } }, quiet),
    enabled: id !== null,
  });
}

export function useCategoryFloors() {
  const viewer = useViewer();
  return useQuery({
    queryKey: supplyKeys.of(supplyApi.floors, viewer),
    queryFn: () => call(supplyApi.floors, {}, quiet),
  });
}

export function useRecommendedSuppliers() {
  const viewer = useViewer();
  return useQuery({
    queryKey: supplyKeys.of(supplyApi.recommended, viewer),
    queryFn: () => call(supplyApi.recommended, {}, quiet),
  });
}

/** The buy dialog's pre-fill (getUser), read when the dialog opens. */
export function useBuyerCompany(enabled: boolean) {
  return useQuery({
    queryKey: supplyKeys.of(supplyApi.buyer),
    queryFn: () => call(supplyApi.buyer, {}, quiet),
    enabled,
  });
}

/** The order call carries no web-marker header (002 §7.1; the request layer leaves it off). */
export function placeBuyOrder(order: BuyOrder) {
  return callForEnvelope(supplyApi.addOrder, { body: order });
}

// ---------- Quotes on a demand (issue 18 item 6) ----------

/** The caller's company's quote on a demand (null when none). */
export function useMyQuote(demandId: number, enabled: boolean) {
  return useQuery({
    queryKey: supplyKeys.of(supplyApi.myQuote, demandId),
    queryFn: () => call(supplyApi.myQuote, { params: { id: demandId } }, quiet),
    enabled,
  });
}

/**
 * The quotes the demand received, when it is the caller's company's own: the server answers 404
 * to anyone else, which here means "not yours" (no retry).
 */
export function useDemandQuotes(demandId: number, sort: 'price' | 'delivery', enabled: boolean) {
  return useQuery({
    queryKey: supplyKeys.of(supplyApi.demandQuotes, demandId, sort),
    queryFn: () => call(supplyApi.demandQuotes, { params: { id: demandId }, query: { sort } }, quiet),
    enabled,
    retry: false,
  });
}

export function saveQuote(quote: QuoteRequest) {
  return callForEnvelope(supplyApi.saveQuote, { body: quote });
}

export function acceptQuote(id: number) {
  return callForEnvelope(supplyApi.acceptQuote, { params: { id }, body: {} });
}

// ---------- The publishing area (我要发布) and matching (issue 18 items 7, 9) ----------

export function usePublisherCompany() {
  return useQuery({
    queryKey: supplyKeys.of(supplyPublishingApi.company),
    queryFn: () => call(supplyPublishingApi.company, {}, quiet),
  });
}

export function saveCompanyProfile(profile: CompanyProfile) {
  return callForEnvelope(supplyPublishingApi.saveCompany, { body: profile });
}

/** One of the caller's entries, for its form (read when the form opens on it). */
export function useMyEntry(kind: EntryKindName, id: number | null) {
  return useQuery({
    queryKey: supplyKeys.of(supplyPublishingApi.entry, kind, id),
    queryFn: () => call(supplyPublishingApi.entry, { params: { kind, id: id ?? 0 } }, quiet),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function saveSupplyEntry(form: SupplyForm) {
  return callForEnvelope(supplyPublishingApi.saveSupply, { body: form });
}

export function saveDemandEntry(form: DemandForm) {
  return callForEnvelope(supplyPublishingApi.saveDemand, { body: form });
}

export function closeEntry(ref: { kind: EntryKindName; id: number }) {
  return callForEnvelope(supplyPublishingApi.close, { body: ref });
}

export function usePublisherMatches() {
  return useQuery({
    queryKey: supplyKeys.of(supplyPublishingApi.matches),
    queryFn: () => call(supplyPublishingApi.matches, {}, quiet),
  });
}

/** The published supplies that fit a demand (its detail page). */
export function useDemandMatches(demandId: number | null) {
  const viewer = useViewer();
  return useQuery({
    queryKey: supplyKeys.of(supplyPublicApi.demandMatches, demandId, viewer),
    queryFn: () => call(supplyPublicApi.demandMatches, { params: { id: demandId ?? 0 } }, quiet),
    enabled: demandId !== null,
  });
}
