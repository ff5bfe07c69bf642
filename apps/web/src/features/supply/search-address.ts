import type { BoardSearch } from '@portal/shared/supply';
import {
  BOARD_KIND,
  type BoardKind,
  SUPPLY_DEFAULT_PAGE_SIZE,
  SUPPLY_PAGE_SIZES,
} from '@portal/shared/supply-constants';
import { paths, withQuery } from '../../config/paths';

/**
 * The search of /supplySearch lives in the address (001 §2.2: `active` 0 求购 / 1 供应, `id` the
 * category), so a result can be shared and reloaded: the keyword, the extended field (`field`)
 * with its keyword (`kw`) or range (`from`, `to`), and the page.
 */
export interface SearchState {
  active: BoardKind;
  /** The category; null is 全部. */
  typeId: number | null;
  keyword: string;
  fieldId: number | null;
  fieldKeyword: string;
  from: string;
  to: string;
  currentPage: number;
  pageSize: number;
}

const positive = (text: string | null): number | null => {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : null;
};

export function readSearch(search: URLSearchParams): SearchState {
  const size = Number(search.get('pageSize'));
  return {
    active: search.get('active') === '0' ? BOARD_KIND.demand : BOARD_KIND.supply,
    typeId: positive(search.get('id')),
    keyword: search.get('keyword') ?? '',
    fieldId: positive(search.get('field')),
    fieldKeyword: search.get('kw') ?? '',
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
    currentPage: positive(search.get('currentPage')) ?? 1,
    pageSize: (SUPPLY_PAGE_SIZES as readonly number[]).includes(size) ? size : SUPPLY_DEFAULT_PAGE_SIZE,
  };
}

/** The address of a search; defaults are left out. */
export function searchAddress(state: Partial<SearchState>): string {
  return withQuery(paths.supplySearch, {
    active: state.active,
    id: state.typeId,
    keyword: state.keyword,
    field: state.fieldId,
    kw: state.fieldId ? state.fieldKeyword : undefined,
    from: state.fieldId ? state.from : undefined,
    to: state.fieldId ? state.to : undefined,
    currentPage: state.currentPage === 1 ? undefined : state.currentPage,
    pageSize: state.pageSize === SUPPLY_DEFAULT_PAGE_SIZE ? undefined : state.pageSize,
  });
}

/** The call's payload for a search; the field's type decides how its value is sent (001 §7.1). */
export function searchPayload(state: SearchState, fieldType: string | undefined): BoardSearch {
  const payload: BoardSearch = {
    state: 1,
    currentPage: state.currentPage,
    pageSize: state.pageSize,
    ...(state.typeId ? { proType: state.typeId } : {}),
    ...(state.keyword ? { keyword: state.keyword } : {}),
  };
  if (!state.fieldId || !fieldType) return payload;
  if (fieldType === '数字') return { ...payload, id: state.fieldId, valueHorizon: [state.from, state.to] };
  if (fieldType === '日期') return { ...payload, id: state.fieldId, timeHorizon: [state.from, state.to] };
  return { ...payload, id: state.fieldId, keywordson: state.fieldKeyword };
}

export const detailAddress = (kind: BoardKind, id: number) =>
  withQuery(paths.supplyDetail, { id, type: kind });
