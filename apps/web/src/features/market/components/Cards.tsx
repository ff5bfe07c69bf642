import type { MicroCard, ModelCard } from '@portal/shared/catalogue';
import type { AppCard } from '@portal/shared/market';
import { MARKET_TEXTS } from '@portal/shared/market';
import { Link } from 'react-router';
import { links } from '../../../config/paths';
import { cardButtons, formatYuan, microButtonLabel } from '../rules';
import type { MarketActions } from '../useMarketActions';
import { AppButtons } from './AppButtons';
import { ChargeTag, ItemLogo } from './ItemLogo';

export const appLink = (id: number) => links.appDetail('yysc', id, 'app');
export const microLink = (id: number) => links.appDetail('gywfwzj', id, 'micr');
export const modelLink = (id: number) => links.appDetail('jlmx', id, 'jlmx');

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
      <div className="item-card__foot">
        <div className="item-card__meta">
          <AppPrice app={app} />
          <span className="item-card__count">已安装 {app.installNum}</span>
        </div>
        <AppButtons app={app} buttons={cardButtons(app)} actions={actions} size="small" />
      </div>
    </article>
  );
}

/** One of the up to six small items under the featured cards. */
export function AppSmallItem({ app, actions }: { app: AppCard; actions: MarketActions }) {
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
      <AppButtons app={app} buttons={cardButtons(app)} actions={actions} size="small" />
    </article>
  );
}

export function MicroFeatureCard({ micro }: { micro: MicroCard }) {
  return (
    <article className="item-card">
      <Link to={microLink(micro.id)} className="item-card__main">
        <ItemLogo src={micro.icon} size={64} />
        <div className="item-card__head">
          <h3 className="item-card__title">{micro.name}</h3>
          <div className="item-card__tags">
            <ChargeTag charged={micro.charged} />
            <span className="item-card__category">{micro.industryName}</span>
          </div>
        </div>
      </Link>
      <p className="item-card__text">{micro.contentRemake}</p>
      <div className="item-card__foot">
        <div className="item-card__meta">
          <span className="item-type">{microButtonLabel(micro.type)}</span>
          <span className="item-card__count">使用 {micro.uploadCount} 次</span>
        </div>
        <Link to={microLink(micro.id)} className="item-card__more">
          查看详情
        </Link>
      </div>
    </article>
  );
}

export function MicroCompactItem({ micro }: { micro: MicroCard }) {
  return (
    <article className="item-small">
      <Link to={microLink(micro.id)} className="item-small__main">
        <ItemLogo src={micro.icon} size={40} />
        <div className="item-small__body">
          <h3 className="item-small__title">
            {micro.name} <ChargeTag charged={micro.charged} />
          </h3>
          <p className="item-small__text">{micro.contentRemake}</p>
        </div>
      </Link>
    </article>
  );
}

/** A mechanism model card: models are free, so 免费 stands in the price position (spec 000 §2.8). */
export function ModelCardView({ model }: { model: ModelCard }) {
  return (
    <article className="item-card">
      <Link to={modelLink(model.id)} className="item-card__main">
        <ItemLogo src={model.iconAddr} size={64} />
        <div className="item-card__head">
          <h3 className="item-card__title">{model.modelName}</h3>
          <div className="item-card__tags">
            <span className="item-card__category">{model.modelSortName}</span>
            <span className="item-card__category">{model.professionSortName}</span>
          </div>
        </div>
      </Link>
      <p className="item-card__text">{model.describes}</p>
      <div className="item-card__foot">
        <div className="item-card__meta">
          <span className="item-price item-price--free">{MARKET_TEXTS.free}</span>
          <span className="item-card__count">{model.modelTypeName}</span>
        </div>
        <Link to={modelLink(model.id)} className="item-card__more">
          查看详情
        </Link>
      </div>
    </article>
  );
}
