import type { PageData } from '@portal/shared/api';
import type { NewsDetail, NewsListItem, Notice } from '@portal/shared/content';
import { NEWS_DEFAULT_PAGE_SIZE, NEWS_PAGE_SIZES } from '@portal/shared/content-constants';
import { firstScreenAddresses } from '@portal/shared/first-screen-addresses';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/call';

// Every call is silent: a failed load is shown by the page itself (spec 000 §7). The calls go by
// their addresses alone, so the news pages load no schemas.

export async function fetchNewsPage(currentPage: number, pageSize: number): Promise<PageData<NewsListItem>> {
  return call(firstScreenAddresses.news, { query: { currentPage, pageSize } }, { silent: true });
}

/** Opening an item counts a visit (`isClick`, spec 000 §7). */
export async function fetchNewsDetail(id: number): Promise<NewsDetail> {
  return call(
    firstScreenAddresses.newsDetail,
    { params: { id }, query: { isClick: 'true' } },
    { silent: true },
  );
}

export async function fetchHotNews(): Promise<NewsListItem[]> {
  return call(firstScreenAddresses.hotNews, {}, { silent: true });
}

/** The platform's latest published notices (平台公告). */
export async function fetchNotices(): Promise<Notice[]> {
  return call(firstScreenAddresses.notices, {}, { silent: true });
}

export function useNotices() {
  return useQuery({ queryKey: ['notices'], queryFn: fetchNotices });
}

export function useNewsPage(currentPage: number, pageSize: number) {
  return useQuery({
    queryKey: ['news', currentPage, pageSize],
    queryFn: () => fetchNewsPage(currentPage, pageSize),
    // The old page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useNewsDetail(id: number | null) {
  return useQuery({
    queryKey: ['news-detail', id],
    queryFn: () => fetchNewsDetail(id as number),
    enabled: id !== null,
  });
}

export function useHotNews() {
  return useQuery({ queryKey: ['news-hot'], queryFn: fetchHotNews });
}

/** The list's page and size from the address; anything else falls back to page 1 of 10. */
export function readListQuery(search: URLSearchParams): { currentPage: number; pageSize: number } {
  const page = Number(search.get('currentPage'));
  const size = Number(search.get('pageSize'));
  return {
    currentPage: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (NEWS_PAGE_SIZES as readonly number[]).includes(size) ? size : NEWS_DEFAULT_PAGE_SIZE,
  };
}

export function readId(search: URLSearchParams): number | null {
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
