import type { MicroCard, ModelCard } from '@portal/shared/catalogue';
import { MARKET_TEXTS } from '@portal/shared/market-constants';
import { Link } from 'react-router';
import { links } from '../../../config/paths';
import { microButtonLabel } from '../catalogue-rules';
import { ChargeTag, ItemLogo } from './ItemLogo';

// The microservice and model cards draw no antd and take no schemas (the /Microservice and
// /Mechanism first screens); the app cards, with their buttons, are in Cards.tsx.
const microLink = (id: number) => links.appDetail('gywfwzj', id, 'micr');
const modelLink = (id: number) => links.appDetail('jlmx', id, 'jlmx');

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
