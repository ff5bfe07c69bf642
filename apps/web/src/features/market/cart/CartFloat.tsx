import { ShoppingCartOutlined } from '@ant-design/icons';
import { MARKET_TEXTS } from '@portal/shared/market';
import { Badge } from 'antd';
import { useState } from 'react';
import { getFeedback } from '../../../shared/api/feedback';
import { useCart } from '../api';
import { isTenantAdmin, type Viewer } from '../viewer';
import { CartDrawer } from './CartDrawer';

/**
 * The floating cart icon, shown only when logged in (spec 000 §2.6, §6); the cart itself
 * is a tenant administrator's (others are told which account subscribes).
 */
export function CartFloat({ viewer }: { viewer: Viewer }) {
  const [open, setOpen] = useState(false);
  const admin = isTenantAdmin(viewer);
  const cart = useCart(viewer.tenantId, admin);
  if (!viewer.loggedIn) return null;
  const count = cart.data?.length ?? 0;
  return (
    <>
      <button
        type="button"
        className="cart-float"
        aria-label={`购物车${admin ? `，${count}件` : ''}`}
        onClick={() => {
          if (admin) setOpen(true);
          else getFeedback().message('warning', MARKET_TEXTS.subscribeRole);
        }}
      >
        <Badge count={count} size="small" offset={[4, -4]}>
          <ShoppingCartOutlined className="cart-float__icon" />
        </Badge>
        <span className="cart-float__label">购物车</span>
      </button>
      {admin && viewer.tenantId !== null ? (
        <CartDrawer open={open} onClose={() => setOpen(false)} tenantId={viewer.tenantId} />
      ) : null}
    </>
  );
}
