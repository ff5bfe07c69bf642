import { ACCOUNT_TEXTS } from '@portal/shared/accounts-constants';
import { BANNER_TYPES } from '@portal/shared/constants';
import { formatDate } from '@portal/shared/format';
import type { CategoryFloor } from '@portal/shared/supply';
import {
  BOARD_KIND,
  type BoardKind,
  SUPPLY_HOME_LIST_SIZE,
  SUPPLY_MAX_FLOORS,
  SUPPLY_TEXTS,
} from '@portal/shared/supply-constants';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { getFeedback } from '../../shared/api/feedback';
import { request } from '../../shared/api/request';
import { storage } from '../../shared/api/storage';
import { BannerCarousel } from '../../shared/banner/BannerCarousel';
import { PlainButton } from '../../shared/components/PlainButton';
import { PlainTabs, tabPanelProps } from '../../shared/components/PlainTabs';
import { useDocumentMeta } from '../../shared/seo/document-meta';
import { goToSite } from '../../shared/session/console';
import { openLoginDialog } from '../../shared/session/login-dialog';
import { useSession } from '../../shared/session/useSession';
import {
  useCategoryFloors,
  useDemandPage,
  useProductTypes,
  useRecommendedSuppliers,
  useSupplyPage,
} from './board-api';
import { EntryCard, ListState, UrgentTag } from './components';
import { detailAddress, searchAddress } from './search-address';
import './supply.css';

const DESCRIPTION =
  '冷链行业供需信息：冷库设备、制冷压缩机、冷藏运输、冷库租赁等企业采购与产品供应，在线对接。';
const LATEST = { currentPage: 1, pageSize: SUPPLY_HOME_LIST_SIZE, state: 1 } as const;
// The home shows the latest 8; the search page's sizes are 10 to 40, so the call asks for 10.
const LATEST_CALL = { ...LATEST, pageSize: 10 } as const;

/**
 * /supply (001 §2.1): banner 8, keyword search, the latest 8 of 企业采购 / 产品供应 with
 * company, date and 急, category floors (quick jumps, 求购/供应 tabs, up to 8 cards), recommended
 * suppliers, the disclaimer and 我要发布.
 */
export default function SupplyHomePage() {
  useDocumentMeta('行业供需', DESCRIPTION);
  const navigate = useNavigate();
  const [tab, setTab] = useState<BoardKind>(BOARD_KIND.demand);
  const floors = useCategoryFloors();
  const types = useProductTypes();
  // Floors in the type list's order (getAll is keyed by type id).
  const ordered = (types.data ?? [])
    .map((type) => floors.data?.[String(type.id)])
    .filter((floor): floor is CategoryFloor => floor !== undefined);

  return (
    <div className="supply-page">
      <BannerCarousel
        type={BANNER_TYPES.supplyHome}
        fallbackTitle="行业供需"
        fallbackSummary="冷库租赁、冷藏运输、设备采购，供需信息高效对接"
        headingLevel={1}
      />
      <div className="container supply-page__body">
        <search>
          <form
            className="supply-search"
            onSubmit={(event) => {
              event.preventDefault();
              const keyword = String(new FormData(event.currentTarget).get('keyword') ?? '').trim();
              navigate(searchAddress({ active: tab, keyword }));
            }}
          >
            <input
              className="plain-input"
              name="keyword"
              aria-label="搜索供需信息"
              placeholder="请输入产品名称或关键词"
              maxLength={50}
            />
            <PlainButton variant="primary" type="submit">
              搜索
            </PlainButton>
          </form>
        </search>

        <div className="supply-home__top">
          <section className="supply-latest" aria-label="最新供需">
            <div className="supply-latest__head">
              <PlainTabs
                label="最新供需"
                active={tab}
                onChange={setTab}
                idPrefix="supply-latest"
                items={[
                  { key: BOARD_KIND.demand, label: SUPPLY_TEXTS.purchaseTab },
                  { key: BOARD_KIND.supply, label: SUPPLY_TEXTS.supplyTab },
                ]}
              />
              <Link to={searchAddress({ active: tab })}>{SUPPLY_TEXTS.more}</Link>
            </div>
            <div {...tabPanelProps('supply-latest', tab)}>
              <LatestList kind={tab} />
            </div>
          </section>
          <aside className="supply-aside" aria-label="发布与推荐">
            <PublishButton />
            <RecommendedSuppliers />
          </aside>
        </div>

        {ordered.length > 0 ? (
          <nav className="supply-jumps" aria-label="分类快速跳转">
            {ordered.slice(0, SUPPLY_MAX_FLOORS).map((floor) => (
              <a key={floor.id} href={`#floor-${floor.id}`}>
                {floor.typeName}
              </a>
            ))}
          </nav>
        ) : null}
        {ordered.length === 0 ? <ListState loading={floors.isPending || types.isPending} /> : null}
        {ordered.map((floor) => (
          <Floor key={floor.id} floor={floor} />
        ))}

        <p className="supply-disclaimer">{SUPPLY_TEXTS.disclaimer}</p>
      </div>
    </div>
  );
}

function LatestList({ kind }: { kind: BoardKind }) {
  const demand = useDemandPage(LATEST_CALL, kind === BOARD_KIND.demand);
  const supply = useSupplyPage(LATEST_CALL, kind === BOARD_KIND.supply);
  const rows =
    kind === BOARD_KIND.demand
      ? (demand.data?.list ?? []).map((item) => ({ entity: item.demandEntity, company: item.companyEntity }))
      : (supply.data?.list ?? []).map((item) => ({
          entity: item.supplyEntitys,
          company: item.companyEntity,
        }));
  const pending = kind === BOARD_KIND.demand ? demand.isPending : supply.isPending;
  if (rows.length === 0) return <ListState loading={pending} />;
  return (
    <ul className="supply-latest__list">
      {rows.slice(0, SUPPLY_HOME_LIST_SIZE).map(({ entity, company }) => (
        <li key={entity.proId} className="supply-latest__row">
          <span className="supply-latest__name">
            <Link to={detailAddress(kind, entity.proId)}>{entity.proName}</Link>
            {'buyType' in entity && entity.buyType === 1 ? <UrgentTag /> : null}
          </span>
          <span className="supply-latest__company">{company.companyName}</span>
          <time className="supply-latest__date" dateTime={entity.createTime}>
            {formatDate(entity.createTime)}
          </time>
        </li>
      ))}
    </ul>
  );
}

function Floor({ floor }: { floor: CategoryFloor }) {
  const [tab, setTab] = useState<BoardKind>(BOARD_KIND.demand);
  const items = tab === BOARD_KIND.demand ? floor.demand : floor.supply;
  return (
    <section id={`floor-${floor.id}`} className="supply-floor" aria-labelledby={`floor-title-${floor.id}`}>
      <div className="supply-floor__head">
        <h2 id={`floor-title-${floor.id}`}>{floor.typeName}</h2>
        <PlainTabs
          label={floor.typeName}
          size="small"
          active={tab}
          onChange={setTab}
          idPrefix={`floor-${floor.id}-kind`}
          items={[
            { key: BOARD_KIND.demand, label: SUPPLY_TEXTS.demandTab },
            { key: BOARD_KIND.supply, label: SUPPLY_TEXTS.supplyKindTab },
          ]}
        />
        <Link
          to={searchAddress({ active: tab, typeId: floor.id })}
          aria-label={`${SUPPLY_TEXTS.more}${floor.typeName}`}
        >
          {SUPPLY_TEXTS.more}
        </Link>
      </div>
      {items.length === 0 ? (
        <div {...tabPanelProps(`floor-${floor.id}-kind`, tab)}>
          <ListState loading={false} />
        </div>
      ) : (
        <div {...tabPanelProps(`floor-${floor.id}-kind`, tab)} className="supply-cards">
          {items.map((item) => (
            <EntryCard
              key={'supplyEntitys' in item ? item.supplyEntitys.proId : item.demandEntity.proId}
              item={item}
            />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * 我要发布 (001 §6): a visitor is asked to log in; an operator may not publish; an uncertified
 * account certifies first; tenants and developers are handed over to the publishing area.
 */
function PublishButton() {
  const session = useSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const publish = async () => {
    if (!session.loggedIn) return openLoginDialog();
    if (session.role === 'operate') return getFeedback().message('warning', SUPPLY_TEXTS.unpublishableRole);
    if (!session.certified) return getFeedback().message('warning', ACCOUNT_TEXTS.certificationIncomplete);
    setLeaving(true);
    const opened = await goToSite('b2b', {
      request,
      storage,
      assign: (url) => window.location.assign(url),
      navigate: (to) => navigate(to),
    });
    if (!opened) setLeaving(false);
  };
  return (
    <PlainButton
      variant="primary"
      size="large"
      className="supply-publish"
      loading={leaving}
      onClick={() => void publish()}
    >
      {SUPPLY_TEXTS.publish}
    </PlainButton>
  );
}

function RecommendedSuppliers() {
  const suppliers = useRecommendedSuppliers();
  return (
    <section className="supply-recommended" aria-labelledby="supply-recommended-title">
      <h2 id="supply-recommended-title">{SUPPLY_TEXTS.recommended}</h2>
      {suppliers.data && suppliers.data.length > 0 ? (
        <ul>
          {suppliers.data.map((company) => (
            <li key={company.id}>
              <span className="supply-recommended__name">{company.companyName}</span>
              <span className="supply-recommended__contact">
                {company.linkMan} · {company.linkPhone}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <ListState loading={suppliers.isPending} />
      )}
    </section>
  );
}
