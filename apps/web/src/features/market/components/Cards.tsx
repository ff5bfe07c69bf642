import type { AppCard } from '@portal/shared/market';
import { MARKET_TEXTS } from '@portal/shared/market-constants';
import { Link } from 'react-router';
import { links } from '../../../config/paths';
import { appActions, formatYuan } from '../rules';
import type { MarketActions } from '../useMarketActions';
import { AppButtons, AppStatusTag } from './AppButtons';
import { ChargeTag, ItemLogo } from './ItemLogo';

export const appLink = (id: number) => links.appDetail('yysc', id, 'app');

/** The price position of an app: the lowest yearly price of a charged app, 免费 otherwise. */
function AppPrice({ app }: { app: AppCard }) {
  if (!app.charged) return <span className="item-price item-price--free">{MARKET_TEXTS.free}</span>;
  if (app.minPrice === null) return <span className="item-price">{MARKET_TEXTS.charged}</span>;
  return (
    <span className="item-price">
      {formatYuan(app.minPrice)}
      <small> 起/年</small>
    </span>
  );
}

/** A featured app card (the first two of an industry, and the /List grid). */
export function AppFeatureCard({ app, actions }: { app: AppCard; actions: MarketActions }) {
  const allowed = appActions(app, actions.viewer, actions.relation(app.id), 'card');
  return (
    <article className="item-card">
      <Link to={appLink(app.id)} className="item-card__main">
        <ItemLogo src={app.logo} size={64} />
        <div className="item-card__head">
          <h3 className="item-card__title">{app.name}</h3>
          <div className="item-card__tags">
            <ChargeTag charged={app.charged} />
            <span className="item-card__category">{app.industryName}</span>
          </div>
        </div>
      </Link>
      <p className="item-card__text">{app.detailsRemake}</p>
      {allowed.status ? (
        <div className="item-card__status">
          <AppStatusTag status={allowed.status} />
        </div>
      ) : null}
      <div className="item-card__foot">
        <div className="item-card__meta">
          <AppPrice app={app} />
          <span className="item-card__count">已安装 {app.installNum}</span>
        </div>
        <AppButtons
          app={app}
          allowed={allowed}
          actions={actions}
          size="small"
          onEnter={() => actions.enter(app.id)}
          entering={actions.enteringId === app.id}
        />
      </div>
    </article>
  );
}

/** One of the up to six small items under the featured cards. */
export function AppSmallItem({ app, actions }: { app: AppCard; actions: MarketActions }) {
  const allowed = appActions(app, actions.viewer, actions.relation(app.id), 'card');
  return (
    <article className="item-small">
      <Link to={appLink(app.id)} className="item-small__main">
        <ItemLogo src={app.logo} size={40} />
        <div className="item-small__body">
          <h3 className="item-small__title">
            {app.name} <ChargeTag charged={app.charged} />
          </h3>
          <p className="item-small__text">{app.detailsRemake}</p>
        </div>
      </Link>
      {allowed.status ? <AppStatusTag status={allowed.status} /> : null}
      <AppButtons
        app={app}
        allowed={allowed}
        actions={actions}
        size="small"
        onEnter={() => actions.enter(app.id)}
        entering={actions.enteringId === app.id}
      />
    </article>
  );
}
