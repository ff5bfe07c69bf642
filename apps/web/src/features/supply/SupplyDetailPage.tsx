import { formatDate } from '@portal/shared/format';
import type { Company, DemandEntity, SupplyEntity } from '@portal/shared/supply';
import { BOARD_KIND, SUPPLY_MATCH_RULE, SUPPLY_TEXTS } from '@portal/shared/supply-constants';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { Breadcrumb } from '../../shared/components/Breadcrumb';
import { PlainButton } from '../../shared/components/PlainButton';
import { useDocumentMeta } from '../../shared/seo/document-meta';
import { openLoginDialog } from '../../shared/session/login-dialog';
import { useSession } from '../../shared/session/useSession';
import { useDemandDetail, useDemandMatches, useSupplyDetail } from './board-api';
import {
  ContactValue,
  EntryCard,
  ExpiredTag,
  ListState,
  priceText,
  ShownFields,
  UrgentTag,
} from './components';
import { QuotePanel } from './QuotePanel';
import './supply.css';

const BuyDialog = lazy(() => import('./BuyDialog'));

function readDetail(search: URLSearchParams): { id: number | null; kind: 0 | 1 } {
  const id = Number(search.get('id'));
  return {
    id: Number.isInteger(id) && id > 0 ? id : null,
    kind: search.get('type') === '0' ? BOARD_KIND.demand : BOARD_KIND.supply,
  };
}

/**
 * /supplyDetail?id&type (001 §2.3; type 1 supply, 0 demand): the entry, its company (phone and
 * email masked by the server for a visitor, with 请先登录), its information and validity
 * (已截止); a supply that has not expired offers the buy dialog.
 */
export default function SupplyDetailPage() {
  const [search] = useSearchParams();
  const { id, kind } = readDetail(search);
  const supply = useSupplyDetail(kind === BOARD_KIND.supply ? id : null);
  const demand = useDemandDetail(kind === BOARD_KIND.demand ? id : null);
  const entity: SupplyEntity | DemandEntity | undefined =
    kind === BOARD_KIND.supply ? supply.data?.supplyEntity : demand.data?.demandEntity;
  const company = kind === BOARD_KIND.supply ? supply.data?.companyEntity : demand.data?.companyEntity;
  const pending = id !== null && (kind === BOARD_KIND.supply ? supply.isPending : demand.isPending);
  useDocumentMeta(
    entity ? entity.proName : '供需详情',
    entity ? `${entity.typeName} · ${company?.companyName ?? ''}` : '冷链行业供应与需求信息',
  );

  return (
    <div className="supply-page">
      <div className="container supply-page__body">
        <Breadcrumb trail={[{ title: '行业供需', to: paths.supply }, { title: '供需详情' }]} />
        {entity && company ? (
          <div className="supply-detail">
            <EntrySection entity={entity} kind={kind} />
            <CompanySection company={company} />
            {kind === BOARD_KIND.demand ? <FittingSupplies demandId={entity.proId} /> : null}
          </div>
        ) : (
          <ListState loading={pending} />
        )}
      </div>
    </div>
  );
}

function EntrySection({ entity, kind }: { entity: SupplyEntity | DemandEntity; kind: 0 | 1 }) {
  const session = useSession();
  const [buying, setBuying] = useState(false);
  const supply = kind === BOARD_KIND.supply ? (entity as SupplyEntity) : null;
  const demand = kind === BOARD_KIND.demand ? (entity as DemandEntity) : null;
  return (
    <section className="supply-detail__entry" aria-labelledby="supply-detail-title">
      {supply?.proPic ? (
        <img className="supply-detail__picture" src={supply.proPic} alt="" width={800} height={450} />
      ) : null}
      <div className="supply-detail__main">
        <h1 id="supply-detail-title" className="supply-detail__title">
          {entity.proName}
          {demand?.buyType === 1 ? <UrgentTag /> : null}
          {entity.expired ? <ExpiredTag /> : null}
        </h1>
        <h2 className="supply-detail__heading">
          {supply ? SUPPLY_TEXTS.productInfo : SUPPLY_TEXTS.purchaseInfo}
        </h2>
        <dl className="supply-detail__facts">
          <Fact label="产品分类" value={entity.typeName} />
          {supply ? (
            <>
              <Fact label="价格" value={priceText(supply.proPrice, supply.unit)} />
              <Fact label="起订量" value={`${supply.setNum}${supply.unit}`} />
              <Fact label="供应总量" value={`${supply.proGross}${supply.unit}`} />
            </>
          ) : null}
          {demand ? (
            <>
              <Fact label="求购数量" value={`${demand.buyNumber}${demand.unit}`} />
              <Fact label="期望价格" value={priceText(demand.buyPrice, demand.unit)} />
            </>
          ) : null}
          <Fact label="所在地" value={entity.location || '—'} />
          <Fact
            label="有效期"
            value={entity.expired ? `${entity.validityTime}（${SUPPLY_TEXTS.expired}）` : entity.validityTime}
          />
          <Fact label="发布日期" value={formatDate(entity.createTime)} />
        </dl>
        <ShownFields values={entity.listSon} />
        <p className="supply-detail__text">{supply ? supply.proExplain : demand?.proDescribe}</p>
        {supply && !supply.expired ? (
          <PlainButton
            key={session.loggedIn ? 'buy' : 'buy-login'}
            variant="primary"
            size="large"
            onClick={() => (session.loggedIn ? setBuying(true) : openLoginDialog())}
          >
            {SUPPLY_TEXTS.buy}
          </PlainButton>
        ) : null}
        {demand ? <QuotePanel demand={demand} /> : null}
        {supply && buying ? (
          <Suspense fallback={null}>
            <BuyDialog entry={supply} onClose={() => setBuying(false)} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}

/** Matching (issue 18 item 9): the published supplies that fit this demand, best first. */
function FittingSupplies({ demandId }: { demandId: number }) {
  const matches = useDemandMatches(demandId);
  return (
    <section className="supply-detail__matches" aria-labelledby="supply-matches-title">
      <h2 id="supply-matches-title" className="supply-detail__heading">
        匹配的供应
      </h2>
      <p className="supply-detail__rule">{SUPPLY_MATCH_RULE}</p>
      {matches.data && matches.data.length > 0 ? (
        <div className="supply-cards">
          {matches.data.map((match) => (
            <div key={match.supplyEntitys.proId} className="supply-detail__match">
              <EntryCard item={match} />
              <span className="supply-detail__fit">
                {match.stated > 0 ? `${match.fitting}/${match.stated} 项参数吻合` : '同类产品'}
              </span>
            </div>
          ))}
        </div>
      ) : (
        <ListState loading={matches.isPending} />
      )}
    </section>
  );
}

function CompanySection({ company }: { company: Company }) {
  return (
    <section className="supply-detail__company" aria-labelledby="supply-company-title">
      <h2 id="supply-company-title">{SUPPLY_TEXTS.companyInfo}</h2>
      <dl className="supply-detail__facts">
        <Fact label="企业名称" value={company.companyName} />
        <Fact label="联系人" value={company.linkMan} />
        <Fact label="联系电话" value={<ContactValue company={company} field="linkPhone" />} />
        <Fact label="电子邮箱" value={<ContactValue company={company} field="comEmail" />} />
        <Fact label="企业地址" value={company.comAddress} />
        <Fact label="成立日期" value={company.estTime} />
        <Fact label="企业规模" value={company.comScale} />
      </dl>
    </section>
  );
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="supply-detail__fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
