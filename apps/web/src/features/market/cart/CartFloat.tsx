import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useState } from 'react';
import { useCart } from '../api';
import { isTenantAdmin, type Viewer } from '../viewer';
import { CartDrawer } from './CartDrawer';

/**
 * The floating cart icon, shown only when logged in (spec 000 §2.6, §6), and only to a tenant
 * administrator: nobody else can ever use a cart, so nobody else is shown one.
 */
export function CartFloat({ viewer }: { viewer: Viewer }) {
  const [open, setOpen] = useState(false);
  const admin = isTenantAdmin(viewer);
  const cart = useCart(viewer.tenantId, admin);
  if (!admin || viewer.tenantId === null) return null;
  const count = cart.data?.length ?? 0;
  return (
    <>
      <button
        type="button"
        className="cart-float"
        aria-label={`购物车，${count}件`}
        onClick={() => setOpen(true)}
      >
        <Badge count={count} size="small" offset={[4, -4]}>
          <ShoppingCartOutlined className="cart-float__icon" />
        </Badge>
        <span className="cart-float__label">购物车</span>
      </button>
      <CartDrawer open={open} onClose={() => setOpen(false)} tenantId={viewer.tenantId} />
    </>
  );
}
