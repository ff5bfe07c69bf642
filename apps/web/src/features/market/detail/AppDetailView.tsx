import { formatDate } from '@portal/shared/format';
import type { PricePlan } from '@portal/shared/market';
import { DEFAULT_TRIAL_MONTHS, MARKET_TEXTS, TRIAL_TIME_UNIT } from '@portal/shared/market-constants';
import { Link } from 'react-router';
import { links, paths } from '../../../config/paths';
import { type PlainColumn, PlainTable } from '../../../shared/components/PlainTable';
import { StatusTag } from '../../../shared/components/StatusTag';
import { RichText } from '../../../shared/rich-text/RichText';
import { CartFloat } from '../cart/CartFloat';
import { AppButtons, AppStatusTag } from '../components/AppButtons';
import { appLink } from '../components/Cards';
import { ChargeTag } from '../components/ItemLogo';
import { useAppDetail } from '../detail-api';
import { appActions, formatYuan } from '../rules';
import { useMarketActions } from '../useMarketActions';
import { DetailHero, DetailSection } from './DetailHero';
import { DetailError, DetailLoading } from './DetailStates';

/** The 收费标准 of a charged app: its yearly plans. */
const PLAN_COLUMNS: readonly PlainColumn<PricePlan>[] = [
  { key: 'kind', title: '计费方式', render: () => MARKET_TEXTS.payByYear },
  { key: 'duration', title: '时长', render: (plan) => `${plan.duration}${plan.timeUnit}` },
  {
    key: 'original',
    title: '原价',
    render: (plan) => <del className="fee-plan__original">{formatYuan(plan.originalPrice)}</del>,
  },
  {
    key: 'current',
    title: '现价',
    render: (plan) => <span className="fee-plan__current">{formatYuan(plan.currentPrice)}</span>,
  },
];

/** /AppdetailInfo?title=yysc&page=app: an app with its buttons by kind and role (spec 000 §2.10). */
export function AppDetailView({ id }: { id: number }) {
  const actions = useMarketActions();
  const { viewer } = actions;
  const detail = useAppDetail(id, viewer);

  if (detail.isPending) return <DetailLoading />;
  if (detail.isError) {
    return (
      <DetailError error={detail.error} listTo={paths.application} onRetry={() => void detail.refetch()} />
    );
  }
  const app = detail.data;
  const allowed = appActions(app, viewer, actions.relation(app.id), 'detail');

  const plans = app.applicationMarketPriceEntityList;
  return (
    <div className="detail-page">
      <DetailHero
        trail={[
          { title: '应用市场', to: paths.application },
          { title: app.industryName, to: links.list(app.industryName, 'app') },
        ]}
        logo={app.logo}
        title={app.name}
        tags={
          <>
            <ChargeTag charged={app.charged} />
            {app.isTrial ? <StatusTag tone="success">可试用</StatusTag> : null}
            {allowed.status ? <AppStatusTag status={allowed.status} /> : null}
          </>
        }
        summary={app.detailsRemake}
        meta={[
          ['所属行业', app.industryName],
          [
            '价格',
            app.charged
              ? app.minPrice === null
                ? MARKET_TEXTS.charged
                : `${formatYuan(app.minPrice)} 起/年`
              : MARKET_TEXTS.free,
          ],
          ...(app.isTrial
            ? ([['试用期', `${app.trialTime ?? DEFAULT_TRIAL_MONTHS}${TRIAL_TIME_UNIT}`]] as [
                string,
                string,
              ][])
            : []),
          ['安装量', String(app.installNum)],
          ['联系人', app.contactPerson || '—'],
          ['上架时间', formatDate(app.createTime)],
          ['更新时间', formatDate(app.modifyTime)],
        ]}
        actions={
          allowed.buttons.length > 0 ? (
            <AppButtons
              app={app}
              allowed={allowed}
              actions={actions}
              onEnter={() => actions.enter(app.id)}
              entering={actions.enteringId === app.id}
            />
          ) : allowed.note ? (
            <p className="detail-hero__note">{allowed.note}</p>
          ) : null
        }
      />
      <div className="container detail-body">
        <DetailSection title="应用介绍">
          {app.details ? (
            <RichText html={app.details} />
          ) : (
            <p className="detail-empty">{app.detailsRemake}</p>
          )}
        </DetailSection>
        {app.charged ? (
          <DetailSection title={MARKET_TEXTS.feeTitle}>
            <PlainTable
              rows={plans}
              rowKey={(plan) => plan.id}
              columns={PLAN_COLUMNS}
              empty={MARKET_TEXTS.noPlan}
            />
          </DetailSection>
        ) : null}
        {app.associations.length > 0 ? (
          <DetailSection title="关联应用">
            <p className="detail-note">订阅或加入购物车时，以下关联应用将一并订阅或加入。</p>
            <ul className="detail-links">
              {app.associations.map((other) => (
                <li key={other.id}>
                  <Link to={appLink(other.id)}>{other.name}</Link>
                </li>
              ))}
            </ul>
          </DetailSection>
        ) : null}
      </div>
      <CartFloat viewer={viewer} />
      {actions.elements}
    </div>
  );
}
