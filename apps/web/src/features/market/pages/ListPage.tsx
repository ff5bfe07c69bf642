import { BANNER_TYPES, PAGE_SIZES } from '@portal/shared/constants';
import type { BannerType } from '@portal/shared/content-constants';
import { Pagination } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CataloguePage } from '../../../config/paths';
import { BannerCarousel } from '../../../shared/banner/BannerCarousel';
import { useNarrow } from '../../../shared/components/useNarrow';
import {
  useAppCategories,
  useAppList,
  useMicroCategories,
  useMicroList,
  useModelList,
  useModelSorts,
} from '../api';
import { CartFloat } from '../cart/CartFloat';
import { AppFeatureCard, MicroFeatureCard, ModelCardView } from '../components/Cards';
import { type Category, CategoryFilter } from '../components/CategoryFilter';
import { ListState } from '../components/ListState';
import { useMarketActions } from '../useMarketActions';
import '../market.css';

const KINDS: Record<CataloguePage, { banner: BannerType; title: string; summary: string }> = {
  app: {
    banner: BANNER_TYPES.appMarket,
    title: '应用市场',
    summary: '精选冷链行业工业应用，免费试用、按年订阅',
  },
  micr: { banner: BANNER_TYPES.microservice, title: '工业微服务', summary: '可复用的工业计算与数据服务组件' },
  jlmx: { banner: BANNER_TYPES.mechanismModel, title: '机理模型', summary: '基于热工与制冷原理的机理模型' },
};

const DEFAULT_PAGE_SIZE = PAGE_SIZES.catalogue[0];

export function catalogueKind(value: string | null): CataloguePage {
  return value === 'micr' || value === 'jlmx' ? value : 'app';
}

/**
 * /List (spec 000 §2.9): `type` (the category, URL-encoded) and `page` (app | micr | jlmx);
 * the banner of the kind (3/4/5), the category filter row, the card grid and pagination
 * with 12/24/36/48 per page (12 by default).
 */
export default function ListPage() {
  const [search, setSearch] = useSearchParams();
  const kind = catalogueKind(search.get('page'));
  const type = search.get('type') ?? '';
  const meta = KINDS[kind];

  const select = (name: string) => {
    const next = new URLSearchParams(search);
    if (name) next.set('type', name);
    else next.delete('type');
    next.set('page', kind);
    setSearch(next, { replace: true });
  };

  return (
    <div className="catalogue-page">
      <BannerCarousel
        type={meta.banner}
        fallbackTitle={meta.title}
        fallbackSummary={meta.summary}
        headingLevel={1}
      />
      <div className="container catalogue-page__body">
        {/* A new kind or category starts again at page 1. */}
        <CatalogueList key={`${kind}:${type}`} kind={kind} type={type} onSelect={select} />
      </div>
    </div>
  );
}

function useCategories(kind: CataloguePage): { categories: Category[]; ready: boolean } {
  const apps = useAppCategories(kind === 'app');
  const micros = useMicroCategories(kind === 'micr');
  const sorts = useModelSorts(kind === 'jlmx');
  if (kind === 'app') {
    return {
      categories: (apps.data ?? []).map((c) => ({ key: String(c.id), name: c.name })),
      ready: !apps.isPending,
    };
  }
  if (kind === 'micr') {
    return {
      categories: (micros.data ?? []).map((c) => ({ key: String(c.id), name: c.name })),
      ready: !micros.isPending,
    };
  }
  return {
    categories: (sorts.data ?? []).map((s) => ({ key: s.code, name: s.name })),
    ready: !sorts.isPending,
  };
}

function CatalogueList({
  kind,
  type,
  onSelect,
}: {
  kind: CataloguePage;
  type: string;
  onSelect: (name: string) => void;
}) {
  const narrow = useNarrow(576);
  const [currentPage, setCurrentPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const { categories, ready } = useCategories(kind);
  const actions = useMarketActions();
  const paging = { currentPage, pageSize, sort: 'desc' as const };

  // Models filter by sort code: the name in the address is looked up among the sorts.
  const sortCode = categories.find((category) => category.name === type)?.key ?? type;
  const apps = useAppList({ ...paging, industryName: type || undefined }, kind === 'app');
  const micros = useMicroList({ ...paging, category: type || undefined }, kind === 'micr');
  const models = useModelList(
    { ...paging, modelSortCode: sortCode || undefined },
    kind === 'jlmx' && (ready || !type),
  );
  const query = kind === 'app' ? apps : kind === 'micr' ? micros : models;
  const total = query.data?.pagination.total ?? 0;

  return (
    <>
      <CategoryFilter categories={categories} selected={type} onSelect={onSelect} />
      <h2 className="catalogue-list__title">
        {type || '全部'}
        {query.data ? <span className="catalogue-group__total">共 {total} 个</span> : null}
      </h2>
      <ListState
        loading={query.isPending}
        error={query.isError}
        empty={query.isSuccess && query.data.list.length === 0}
        onRetry={() => void query.refetch()}
      />
      <div className={`catalogue-grid${query.isFetching && !query.isPending ? ' is-refreshing' : ''}`}>
        {kind === 'app' && apps.data
          ? apps.data.list.map((app) => <AppFeatureCard key={app.id} app={app} actions={actions} />)
          : null}
        {kind === 'micr' && micros.data
          ? micros.data.list.map((micro) => <MicroFeatureCard key={micro.id} micro={micro} />)
          : null}
        {kind === 'jlmx' && models.data
          ? models.data.list.map((model) => <ModelCardView key={model.id} model={model} />)
          : null}
      </div>
      {total > 0 ? (
        <Pagination
          className="catalogue-pagination"
          current={currentPage}
          pageSize={pageSize}
          total={total}
          pageSizeOptions={PAGE_SIZES.catalogue.map(String)}
          showSizeChanger
          showTotal={(count) => `共 ${count} 条`}
          size={narrow ? 'small' : 'medium'}
          onChange={(page, size) => {
            if (size !== pageSize) {
              setPageSize(size);
              setCurrentPage(1);
            } else {
              setCurrentPage(page);
            }
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      ) : null}
      {kind === 'app' ? <CartFloat viewer={actions.viewer} /> : null}
      {actions.elements}
    </>
  );
}
