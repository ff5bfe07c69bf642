import { MARKET_TEXTS } from '@portal/shared/market-constants';
import { useState } from 'react';
import { AppstoreOutlined } from '../../../shared/icons/catalogue';
import { Icon } from '../../../shared/icons/icons';
import '../blocks.css';

/** A catalogue item's logo, or the default picture when there is none or it fails to load. */
export function ItemLogo({
  src,
  size = 56,
  className,
}: {
  src: string | null | undefined;
  size?: number;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const classes = `item-logo${className ? ` ${className}` : ''}`;
  if (!src || failed) {
    return (
      <span
        className={`${classes} item-logo--default`}
        style={{ width: size, height: size }}
        aria-hidden="true"
      >
        <Icon of={AppstoreOutlined} />
      </span>
    );
  }
  return (
    <img
      className={classes}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

/** 收费 or 免费, as the app really is (DESIGN.md: `charged` tells the truth). */
export function ChargeTag({ charged }: { charged: boolean }) {
  return (
    <span className={`charge-tag ${charged ? 'charge-tag--charged' : 'charge-tag--free'}`}>
      {charged ? MARKET_TEXTS.charged : MARKET_TEXTS.free}
    </span>
  );
}
