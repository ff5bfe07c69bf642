import { formatDate } from '@portal/shared/format';
import type { Company, DemandListItem, FieldValue, SupplyListItem } from '@portal/shared/supply';
import { BOARD_KIND, SUPPLY_TEXTS } from '@portal/shared/supply-constants';
import { Link } from 'react-router';
import { PlainButton } from '../../shared/components/PlainButton';
import { StatusTag } from '../../shared/components/StatusTag';
import { openLoginDialog } from '../../shared/session/login-dialog';
import { detailAddress } from './search-address';

/** 加载中... while loading, 暂无数据~ when there is nothing (001 §2.1). */
export function ListState({ loading }: { loading: boolean }) {
  return (
    <p className="supply-state" role="status">
      {loading ? SUPPLY_TEXTS.loading : SUPPLY_TEXTS.noData}
    </p>
  );
}

export function UrgentTag() {
  return (
    <span className="supply-tag">
      <StatusTag tone="danger">{SUPPLY_TEXTS.urgent}</StatusTag>
    </span>
  );
}

export function ExpiredTag() {
  return (
    <span className="supply-tag">
      <StatusTag tone="neutral">{SUPPLY_TEXTS.expired}</StatusTag>
    </span>
  );
}

/** A price in yuan, or 面议. */
export function priceText(price: number | null, unit: string): string {
  return price === null ? '面议' : `¥${price.toLocaleString('zh-CN')}/${unit}`;
}

export function fieldText(value: FieldValue): string {
  if (value.filedType === '数字') return value.fieldInt === null ? '—' : String(value.fieldInt);
  if (value.filedType === '日期') return value.fieldTime ?? '—';
  return value.fieldString ?? '—';
}

/** The extended values an entry shows (fieldShow 1). */
export function ShownFields({ values, limit }: { values: FieldValue[]; limit?: number }) {
  const shown = values.filter((value) => value.fieldShow === 1).slice(0, limit);
  if (shown.length === 0) return null;
  return (
    <dl className="supply-fields">
      {shown.map((value) => (
        <div key={value.typeSonId} className="supply-fields__item">
          <dt>{value.filedName}</dt>
          <dd>{fieldText(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A result card of either kind: name, tags, price, fields, company and date. */
export function EntryCard({ item }: { item: SupplyListItem | DemandListItem }) {
  const supply = 'supplyEntitys' in item ? item.supplyEntitys : null;
  const demand = 'demandEntity' in item ? item.demandEntity : null;
  const entity = supply ?? (demand as NonNullable<typeof demand>);
  const urgent = demand?.buyType === 1;
  const kind = supply ? BOARD_KIND.supply : BOARD_KIND.demand;
  return (
    <article className="supply-card">
      <h3 className="supply-card__title">
        <Link to={detailAddress(kind, entity.proId)}>{entity.proName}</Link>
        {urgent ? <UrgentTag /> : null}
        {entity.expired ? <ExpiredTag /> : null}
      </h3>
      <p className="supply-card__price">
        {supply
          ? priceText(supply.proPrice, supply.unit)
          : `求购 ${demand?.buyNumber}${entity.unit} · ${priceText(demand?.buyPrice ?? null, entity.unit)}`}
      </p>
      <ShownFields values={entity.listSon} limit={3} />
      <p className="supply-card__meta">
        <span>{item.companyEntity.companyName}</span>
        <time dateTime={entity.createTime}>{formatDate(entity.createTime)}</time>
      </p>
    </article>
  );
}

/**
 * A contact value: in full for a logged-in viewer; for a visitor the server's masked value with
 * the 请先登录 overlay, which opens the login dialog (001 §2.3).
 */
export function ContactValue({ company, field }: { company: Company; field: 'linkPhone' | 'comEmail' }) {
  if (!company.masked) return <span>{company[field]}</span>;
  return (
    <span className="supply-masked">
      <span className="supply-masked__value">{company[field]}</span>
      <PlainButton size="small" variant="text" className="supply-masked__login" onClick={openLoginDialog}>
        {SUPPLY_TEXTS.loginToSee}
      </PlainButton>
    </span>
  );
}
