import type { MicroCard } from '@portal/shared/catalogue';
import type { IndustryListItem, NewsListItem } from '@portal/shared/content';
import { HOME_MICROSERVICES, HOME_NEWS, HOME_SOLUTIONS } from '@portal/shared/content-constants';
import { firstScreenAddresses } from '@portal/shared/first-screen-addresses';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/call';

// The home page's data calls (spec 000 §9: news 10 a page, industries 5, microservices 10).
// Silent: each section shows its own failed state. The calls go by their addresses alone, so the
// first screen loads no schemas.

export async function fetchHomeNews(): Promise<NewsListItem[]> {
  const page = await call(
    firstScreenAddresses.news,
    { query: { currentPage: 1, pageSize: HOME_NEWS.fetch } },
    { silent: true },
  );
  return page.list;
}

export async function fetchHomeSolutions(): Promise<IndustryListItem[]> {
  const page = await call(
    firstScreenAddresses.industries,
    { query: { currentPage: 1, pageSize: HOME_SOLUTIONS } },
    { silent: true },
  );
  return page.list;
}

export async function fetchHomeMicroservices(): Promise<MicroCard[]> {
  const page = await call(
    firstScreenAddresses.microservices,
    { query: { currentPage: 1, pageSize: HOME_MICROSERVICES } },
    { silent: true },
  );
  return page.list;
}

export const useHomeNews = () => useQuery({ queryKey: ['home', 'news'], queryFn: fetchHomeNews });
export const useHomeSolutions = () =>
  useQuery({ queryKey: ['home', 'solutions'], queryFn: fetchHomeSolutions });
export const useHomeMicroservices = () =>
  useQuery({ queryKey: ['home', 'microservices'], queryFn: fetchHomeMicroservices });
