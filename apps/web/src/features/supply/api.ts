import { type BuyOrder, type QuoteRequest, supplyApi } from '@portal/shared/supply';
import {
  type CompanyProfile,
  type DemandForm,
  type EntryKindName,
  type SupplyForm,
  supplyPublishingApi,
} from '@portal/shared/supply-publishing';
import { useQuery } from '@tanstack/react-query';
import { call, callForEnvelope } from '../../shared/api/call';
import { quiet, supplyKeys } from './board-api';

/**
 * The board's writes and logged-in reads (001 §7.1, issue 18): the buy dialog, quotes, the
 * publishing area. The public reads are in board-api.ts.
 */

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
