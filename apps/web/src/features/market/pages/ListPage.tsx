import { BANNER_TYPES, PAGE_SIZES } from '@portal/shared/constants';
import type { BannerType } from '@portal/shared/content-constants';
import { useSearchParams } from 'react-router';
import { type CataloguePage, paths } from '../../../config/paths';
import { BannerCarousel } from '../../../shared/banner/BannerCarousel';
import { PlainPagination } from '../../../shared/components/PlainPagination';
import {
  useAppCategories,
  useAppList,
  useMicroCategories,
  useMicroList,
  useModelList,
  useModelSorts,
} from '../app-market-api';
import { CartFloat } from '../cart/CartFloat';
import { AppFeatureCard } from '../components/Cards';
import { MicroFeatureCard, ModelCardView } from '../components/CatalogueCards';
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

/** The address query of a list page; the first page and the default size are left out. */
export function listQuery(type: string, kind: CataloguePage, currentPage: number, pageSize: number) {
  const query = new URLSearchParams();
  if (type) query.set('type', type);
  query.set('page', kind);
  if (currentPage > 1) query.set('currentPage', String(currentPage));
  if (pageSize !== DEFAULT_PAGE_SIZE) query.set('pageSize', String(pageSize));
  return query;
}

/** The page and size in the address (as on /News), so Back from a card lands on the same page. */
export function readCataloguePaging(search: URLSearchParams): { currentPage: number; pageSize: number } {
  const page = Number(search.get('currentPage'));
  const size = Number(search.get('pageSize'));
  return {
    currentPage: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: (PAGE_SIZES.catalogue as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/**
 * /List (spec 000 §2.9): `type` (the category, URL-encoded) and `page` (app | micr | jlmx);
 * the banner of the kind (3/4/5), the category filter row, the card grid and pagination
 * with 12/24/36/48 per page (12 by default). Page and size live in the address, as on /News.
 */
export default function ListPage() {
  const [search, setSearch] = useSearchParams();
  const kind = catalogueKind(search.get('page'));
  const type = search.get('type') ?? '';
  const meta = KINDS[kind];

  const { currentPage, pageSize } = readCataloguePaging(search);

  // A new category starts again at page 1, keeping the size.
  const select = (name: string) => {
    setSearch(listQuery(name, kind, 1, pageSize), { replace: true });
  };

  const goTo = (page: number, size: number) => {
    // A new page size starts again from page 1.
    setSearch(listQuery(type, kind, size === pageSize ? page : 1, size));
    window.scrollTo({ top: 0, behavior: 'smooth' });
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
        <CatalogueList
          kind={kind}
          type={type}
          currentPage={currentPage}
          pageSize={pageSize}
          onSelect={select}
          onPage={goTo}
        />
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
  currentPage,
  pageSize,
  onSelect,
  onPage,
}: {
  kind: CataloguePage;
  type: string;
  currentPage: number;
  pageSize: number;
  onSelect: (name: string) => void;
  onPage: (page: number, size: number) => void;
}) {
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
        <PlainPagination
          className="catalogue-pagination"
          current={currentPage}
          pageSize={pageSize}
          total={total}
          pageSizeOptions={PAGE_SIZES.catalogue}
          onChange={onPage}
          hrefOf={(page) => `${paths.list}?${listQuery(type, kind, page, pageSize)}`}
        />
      ) : null}
      {kind === 'app' ? <CartFloat viewer={actions.viewer} /> : null}
      {actions.elements}
    </>
  );
}
