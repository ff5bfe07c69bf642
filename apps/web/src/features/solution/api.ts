import type { PageData } from '@portal/shared/api';
import { INDUSTRY_PAGE_SIZE } from '@portal/shared/constants';
import type { CaseDetail, IndustryDetail, IndustryListItem } from '@portal/shared/content';
import { firstScreenAddresses } from '@portal/shared/first-screen-addresses';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/call';

// Silent calls: the pages show failed loads themselves (spec 000 §7). The calls go by their
// addresses alone, so the solution and case pages load no schemas.

export async function fetchIndustries(currentPage: number): Promise<PageData<IndustryListItem>> {
  return call(
    firstScreenAddresses.industries,
    { query: { currentPage, pageSize: INDUSTRY_PAGE_SIZE } },
    { silent: true },
  );
}

export async function fetchIndustry(id: number): Promise<IndustryDetail> {
  return call(firstScreenAddresses.industryDetail, { params: { id } }, { silent: true });
}

export async function fetchCase(id: number): Promise<CaseDetail> {
  return call(firstScreenAddresses.caseDetail, { params: { id } }, { silent: true });
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
