import { endpointKey } from '@portal/shared/contract';
import { firstScreenAddresses } from '@portal/shared/first-screen-addresses';
import type { BoardSearch } from '@portal/shared/supply';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/call';
import { useSession } from '../../shared/session/useSession';

/**
 * The board's public reads (001 §7.1): the home, the search and the details, called by their
 * addresses alone so those pages load no schemas (api.ts has the writes and the logged-in
 * reads). Query keys start with the endpoint's key; answers that mask contacts for visitors are
 * also keyed by the viewer, so logging in reads them again in full.
 */

// A failed load is shown by the page itself.
export const quiet = { silent: true } as const;

export const supplyKeys = {
  of: (endpoint: Parameters<typeof endpointKey>[0], ...parts: unknown[]) => [endpointKey(endpoint), ...parts],
};

/** 'full' for a logged-in viewer, 'masked' for a visitor (and during hydration). */
function useViewer(): 'full' | 'masked' {
  return useSession().loggedIn ? 'full' : 'masked';
}

const board = firstScreenAddresses;

/** The type list is kept in memory after the first fetch (001 §7.1). */
export function useProductTypes() {
  return useQuery({
    queryKey: supplyKeys.of(board.supplyTypes),
    queryFn: () => call(board.supplyTypes, {}, quiet),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useSupplyPage(search: BoardSearch, enabled = true) {
  const viewer = useViewer();
  return useQuery({
    queryKey: supplyKeys.of(board.supplyPage, search, viewer),
    queryFn: () => call(board.supplyPage, { body: search }, quiet),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useDemandPage(search: BoardSearch, enabled = true) {
  const viewer = useViewer();
  return useQuery({
    queryKey: supplyKeys.of(board.demandPage, search, viewer),
    queryFn: () => call(board.demandPage, { body: search }, quiet),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSupplyDetail(id: number | null) {
  const viewer = useViewer();
  return useQuery({
    queryKey: supplyKeys.of(board.supplyDetail, id, viewer),
    queryFn: () => call(board.supplyDetail, { params: { id: id ?? 0 } }, quiet),
    enabled: id !== null,
  });
}

export function useDemandDetail(id: number | null) {
  const viewer = useViewer();
  return useQuery({
    queryKey: supplyKeys.of(board.demandDetail, id, viewer),
    queryFn: () => call(board.demandDetail, { params: { id: id ?? 0 } }, quiet),
    enabled: id !== null,
  });
}

export function useCategoryFloors() {
  const viewer = useViewer();
  return useQuery({
    queryKey: supplyKeys.of(board.supplyFloors, viewer),
    queryFn: () => call(board.supplyFloors, {}, quiet),
  });
}

export function useRecommendedSuppliers() {
  const viewer = useViewer();
  return useQuery({
    queryKey: supplyKeys.of(board.recommendedSuppliers, viewer),
    queryFn: () => call(board.recommendedSuppliers, {}, quiet),
  });
}

/** The published supplies that fit a demand (its detail page). */
export function useDemandMatches(demandId: number | null) {
  const viewer = useViewer();
  return useQuery({
    queryKey: supplyKeys.of(board.demandMatches, demandId, viewer),
    queryFn: () => call(board.demandMatches, { params: { id: demandId ?? 0 } }, quiet),
    enabled: demandId !== null,
  });
}
