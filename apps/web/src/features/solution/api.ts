import {
  type CaseDetail,
  INDUSTRY_PAGE_SIZE,
  type IndustryDetail,
  type IndustryListItem,
  type PageData,
} from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../shared/api/request';

// Silent calls: the pages show failed loads themselves (spec 000 §7).

export async function fetchIndustries(currentPage: number): Promise<PageData<IndustryListItem>> {
  return (
    await request.get<PageData<IndustryListItem>>(
      '/api/portalWeb/industry',
      { currentPage, pageSize: INDUSTRY_PAGE_SIZE },
      { silent: true },
    )
  ).data;
}

export async function fetchIndustry(id: number): Promise<IndustryDetail> {
  return (await request.get<IndustryDetail>(`/api/portalWeb/industry/${id}`, undefined, { silent: true }))
    .data;
}

export async function fetchCase(id: number): Promise<CaseDetail> {
  return (await request.get<CaseDetail>(`/api/portalWeb/industry/case/${id}`, undefined, { silent: true }))
    .data;
}

export function useIndustries(currentPage: number) {
  return useQuery({
    queryKey: ['industries', currentPage],
    queryFn: () => fetchIndustries(currentPage),
    placeholderData: keepPreviousData,
  });
}

export function useIndustry(id: number | null) {
  return useQuery({
    queryKey: ['industry', id],
    queryFn: () => fetchIndustry(id as number),
    enabled: id !== null,
  });
}

export function useCase(id: number | null) {
  return useQuery({
    queryKey: ['industry-case', id],
    queryFn: () => fetchCase(id as number),
    enabled: id !== null,
  });
}

export function readId(search: URLSearchParams): number | null {
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
