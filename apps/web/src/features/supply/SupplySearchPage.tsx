import { BANNER_TYPES } from '@portal/shared/constants';
import {
  BOARD_KIND,
  type BoardKind,
  extendedSearchProblem,
  SUPPLY_JUMP_BACK_PX,
  SUPPLY_PAGE_SIZES,
  SUPPLY_TEXTS,
} from '@portal/shared/supply-constants';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getFeedback } from '../../shared/api/feedback';
import { BannerCarousel } from '../../shared/banner/BannerCarousel';
import { PlainButton } from '../../shared/components/PlainButton';
import { PlainPagination } from '../../shared/components/PlainPagination';
import { PlainTabs, tabPanelProps } from '../../shared/components/PlainTabs';
import { useDocumentMeta } from '../../shared/seo/document-meta';
import { useDemandPage, useProductTypes, useSupplyPage } from './board-api';
import { EntryCard, ListState } from './components';
import { readSearch, type SearchState, searchAddress, searchPayload } from './search-address';
import './supply.css';

const DESCRIPTION = '按关键词、分类与产品参数查找冷链行业的求购与供应信息。';
/** The search by keyword rather than by an extended field. */
const BY_KEYWORD = 0;

/**
 * /supplySearch (001 §2.2): banner 9; a keyword or an extended field of the chosen category
 * (checked with the rules and messages of 001 §5.2 the contract checks too, before calling); 求购/供应 by
 * `active`; the category list with 全部; pages of 10 to 40. The search lives in the address.
 */
export default function SupplySearchPage() {
  useDocumentMeta('供需搜索', DESCRIPTION);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const state = readSearch(search);
  const types = useProductTypes();
  const type = types.data?.find((candidate) => candidate.id === state.typeId);
  const field = type?.listSon.find((candidate) => candidate.id === state.fieldId);
  const payload = searchPayload(state, field?.filedType);
  // An address with a search 001 §5.2 refuses (a half range someone typed) runs no query; the
  // server checks the rest (a keyword too long for the form's field, say) and the page says 暂无数据~.
  const valid = extendedSearchProblem(payload) === null && (state.fieldId === null || field !== undefined);
  const demand = useDemandPage(payload, valid && state.active === BOARD_KIND.demand);
  const supply = useSupplyPage(payload, valid && state.active === BOARD_KIND.supply);
  const result = state.active === BOARD_KIND.demand ? demand : supply;

  const show = (next: SearchState) => {
    navigate(searchAddress(next));
    // After a search, back up when the page is below 640 px (001 §2.2).
    if (window.scrollY > SUPPLY_JUMP_BACK_PX) window.scrollTo({ top: 0 });
  };
  const go = (next: Partial<SearchState>) => show({ ...state, currentPage: 1, ...next });

  const items = result.data?.list ?? [];
  return (
    <div className="supply-page">
      <BannerCarousel
        type={BANNER_TYPES.supplySearch}
        fallbackTitle="供需搜索"
        fallbackSummary="按关键词与分类查找冷链供需信息"
        headingLevel={1}
      />
      <div className="container supply-page__body">
        <SearchForm key={search.toString()} state={state} onSearch={go} />
        <PlainTabs
          label="求购或供应"
          active={state.active}
          onChange={(active: BoardKind) => go({ active })}
          idPrefix="supply-kind"
          items={[
            { key: BOARD_KIND.demand, label: SUPPLY_TEXTS.demandTab },
            { key: BOARD_KIND.supply, label: SUPPLY_TEXTS.supplyKindTab },
          ]}
        />
        <nav className="supply-categories" aria-label="产品分类">
          {[{ id: null as number | null, typeName: SUPPLY_TEXTS.all }, ...(types.data ?? [])].map(
            (category) => (
              <PlainButton
                key={category.id ?? 'all'}
                variant={category.id === state.typeId ? 'primary' : 'default'}
                aria-pressed={category.id === state.typeId}
                onClick={() => go({ typeId: category.id, fieldId: null })}
              >
                {category.typeName}
              </PlainButton>
            ),
          )}
        </nav>
        <div {...tabPanelProps('supply-kind', state.active)}>
          <section aria-label="搜索结果" aria-busy={result.isFetching}>
            {items.length === 0 ? (
              <ListState loading={valid && result.isPending} />
            ) : (
              <div className="supply-cards supply-cards--wide">
                {items.map((item) => (
                  <EntryCard
                    key={'supplyEntitys' in item ? item.supplyEntitys.proId : item.demandEntity.proId}
                    item={item}
                  />
                ))}
              </div>
            )}
            {result.data && result.data.pagination.total > 0 ? (
              <PlainPagination
                className="supply-pagination"
                current={state.currentPage}
                pageSize={state.pageSize}
                total={result.data.pagination.total}
                pageSizeOptions={SUPPLY_PAGE_SIZES}
                onChange={(page, size) =>
                  navigate(
                    searchAddress({
                      ...state,
                      currentPage: size === state.pageSize ? page : 1,
                      pageSize: size,
                    }),
                  )
                }
                hrefOf={(page) => searchAddress({ ...state, currentPage: page })}
              />
            ) : null}
          </section>
        </div>
      </div>
    </div>
  );
}

interface SearchFormProps {
  state: SearchState;
  onSearch: (next: Partial<SearchState>) => void;
}

/** Keyword, or an extended field of the chosen category with its keyword, number or date range. */
function SearchForm({ state, onSearch }: SearchFormProps) {
  const types = useProductTypes();
  const type = types.data?.find((candidate) => candidate.id === state.typeId);
  const searchable = type?.listSon.filter((field) => field.fieldQuery === 1) ?? [];
  const [fieldId, setFieldId] = useState<number>(state.fieldId ?? BY_KEYWORD);
  const field = searchable.find((candidate) => candidate.id === fieldId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const next: SearchState = {
      ...state,
      currentPage: 1,
      // A keyword or an extended field (001 §2.2), not both.
      keyword: field ? '' : text('keyword'),
      fieldId: field ? field.id : null,
      fieldKeyword: text('kw'),
      from: text('from'),
      to: text('to'),
    };
    // The checks and messages of 001 §5.2 (the contract's too), before any call.
    const problem = extendedSearchProblem(searchPayload(next, field?.filedType));
    if (problem) {
      getFeedback().message('warning', problem.message);
      return;
    }
    onSearch(next);
  };

  return (
    <search>
      <form className="supply-search" onSubmit={submit} noValidate>
        {searchable.length > 0 ? (
          <select
            aria-label="搜索方式"
            className="plain-input supply-search__way"
            value={fieldId}
            onChange={(event) => setFieldId(Number(event.target.value))}
          >
            <option value={BY_KEYWORD}>关键词</option>
            {searchable.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.filedName}
              </option>
            ))}
          </select>
        ) : null}
        {!field ? (
          <input
            className="plain-input"
            name="keyword"
            aria-label="关键词"
            placeholder="请输入产品名称或关键词"
            defaultValue={state.keyword}
            maxLength={50}
          />
        ) : field.filedType === '文本' ? (
          <input
            className="plain-input"
            name="kw"
            aria-label={field.filedName}
            placeholder={SUPPLY_TEXTS.keywordRequired}
            defaultValue={state.fieldKeyword}
            maxLength={50}
          />
        ) : (
          <span className="supply-search__range">
            <input
              className="plain-input"
              name="from"
              aria-label={`${field.filedName}开始`}
              type={field.filedType === '日期' ? 'date' : 'text'}
              inputMode={field.filedType === '数字' ? 'decimal' : undefined}
              placeholder={field.filedType === '日期' ? '开始日期' : '范围开始'}
              defaultValue={state.from}
            />
            <span aria-hidden="true">—</span>
            <input
              className="plain-input"
              name="to"
              aria-label={`${field.filedName}结束`}
              type={field.filedType === '日期' ? 'date' : 'text'}
              inputMode={field.filedType === '数字' ? 'decimal' : undefined}
              placeholder={field.filedType === '日期' ? '结束日期' : '范围结束'}
              defaultValue={state.to}
            />
          </span>
        )}
        <PlainButton variant="primary" type="submit">
          搜索
        </PlainButton>
      </form>
    </search>
  );
}
