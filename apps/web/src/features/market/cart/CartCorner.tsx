import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useState } from 'react';
import { AntdScope } from '../../../shared/antd/AntdScope';
import { useCart } from '../api';
import { CartDrawer } from './CartDrawer';

/** The floating cart icon and its drawer, for a tenant administrator (CartFloat decides). */
export default function CartCorner({ tenantId }: { tenantId: number }) {
  const [open, setOpen] = useState(false);
  const cart = useCart(tenantId, true);
  const count = cart.data?.length ?? 0;
  return (
    <AntdScope>
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
      <CartDrawer open={open} onClose={() => setOpen(false)} tenantId={tenantId} />
    </AntdScope>
  );
}
