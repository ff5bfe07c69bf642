import { BANNER_PAGE_SIZE } from '@portal/shared/constants';
import type { Banner } from '@portal/shared/content';
import type { BannerType } from '@portal/shared/content-constants';
import { firstScreenAddresses } from '@portal/shared/first-screen-addresses';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/call';

/** Banners of one type (spec 000 §7: page size 20, sort desc); the server sends active ones only. */
export async function fetchBanners(type: BannerType): Promise<Banner[]> {
  const page = await call(
    firstScreenAddresses.banners,
    { query: { type, currentPage: 1, pageSize: BANNER_PAGE_SIZE, sort: 'desc' } },
    // A failed load is only logged (spec 000 §7); the carousel shows its fallback instead.
    { silent: true },
  );
  return page.list;
}

/**
 * Banners the server wrote into the page (`<script id="boot-data">`, the home page's type 1):
 * the first picture shows without waiting for a call. Anything unreadable means "fetch them".
 */
export function bootBanners(type: BannerType): Banner[] | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById('boot-data')?.textContent;
  if (!text) return undefined;
  try {
    const boot = JSON.parse(text) as { banners?: Record<string, { data?: { list?: Banner[] } }> };
    const list = boot.banners?.[String(type)]?.data?.list;
    return Array.isArray(list) ? list : undefined;
  } catch {
    return undefined;
  }
}

export function useBanners(type: BannerType) {
  return useQuery({
    queryKey: ['banners', type],
    queryFn: () => fetchBanners(type),
    initialData: () => bootBanners(type),
    staleTime: 5 * 60_000,
  });
}
