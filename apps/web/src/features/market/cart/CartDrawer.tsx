import { DeleteOutlined } from '@ant-design/icons';
import {
  type CartItem,
  MARKET_TEXTS,
  ORDER_STATUS_LABELS,
  type Order,
  YEAR_OPTIONS,
  YEAR_TIME_UNIT,
} from '@portal/shared/market';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Drawer, Modal, Select } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { getFeedback } from '../../../shared/api/feedback';
import { useWrite } from '../../../shared/api/useWrite';
import { useNarrow } from '../../../shared/components/useNarrow';
import { cartKey, MARKET_KEY, placeOrder, removeFromCart, saveOrder, updateCartItem, useCart } from '../api';
import { appLink } from '../components/Cards';
import { ItemLogo } from '../components/ItemLogo';
import { formatYuan } from '../rules';
import {
  type CartChoices,
  isSelected,
  orderProblem,
  removalBlock,
  selectedItems,
  selectedTotal,
} from './cart-rules';

interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
  tenantId: number;
}

const YEAR_SELECT_OPTIONS = YEAR_OPTIONS.map((years) => ({
  value: years,
  label: `${years}${YEAR_TIME_UNIT}`,
}));

/**
 * The cart (spec 002 §4, §5, §7.3): items ticked by default, years 1–5 per item (priced by
 * the server), removal blocked while another cart app depends on the item, and the order
 * (save with the ticked ids, then place) with its button disabled while submitting.
 */
export function CartDrawer({ open, onClose, tenantId }: CartDrawerProps) {
  const narrow = useNarrow(576);
  const queryClient = useQueryClient();
  const cart = useCart(tenantId, open);
  const items = cart.data ?? [];
  const [choices, setChoices] = useState<CartChoices>({});
  const [placed, setPlaced] = useState<Order | null>(null);

  const setItem = (updated: CartItem) =>
    queryClient.setQueryData<CartItem[]>(cartKey(tenantId), (old) =>
      old?.map((item) => (item.id === updated.id ? updated : item)),
    );

  const [modal, holder] = Modal.useModal();

  const update = useWrite({
    write: ({ item, years }: { item: CartItem; years: number }) =>
      updateCartItem({ id: item.id, duration: years, timeUnit: YEAR_TIME_UNIT }),
    onSuccess: (answer) => setItem(answer.data),
    // The request layer has shown the refusal; the list shows what the server has.
    onError: () => void cart.refetch(),
  });

  const removal = useWrite({
    write: (item: CartItem) => removeFromCart(item.marketId, tenantId),
    success: MARKET_TEXTS.removedFromCart,
    invalidates: [[MARKET_KEY]],
    refreshAfterFailure: true,
  });

  // Save with the ticked ids, then place: one write for the button.
  const placing = useWrite({
    write: async (ids: number[]) => placeOrder((await saveOrder(ids)).data.id),
    success: MARKET_TEXTS.orderPlaced,
    invalidates: [[MARKET_KEY]],
    refreshAfterFailure: true,
    exclusive: true,
    onSuccess: (answer) => {
      setPlaced(answer.data);
      setChoices({});
    },
  });

  const remove = (item: CartItem) => {
    const blocked = removalBlock(item);
    if (blocked) {
      getFeedback().message('error', blocked);
      return;
    }
    // Spec 002 §8.2: removing an app asks first (删除警告).
    modal.confirm({
      title: MARKET_TEXTS.removeConfirmTitle,
      content: MARKET_TEXTS.removeConfirm,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: true },
      centered: true,
      onOk: () => removal.run(item),
    });
  };

  const order = () => {
    if (placing.pending) return;
    const problem = orderProblem(items, choices);
    if (problem) {
      getFeedback().message('warning', problem);
      return;
    }
    void placing.run(selectedItems(items, choices).map((item) => item.id));
  };

  const selectedCount = selectedItems(items, choices).length;
  const allSelected = items.length > 0 && selectedCount === items.length;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="购物车"
      size={narrow ? '100%' : 520}
      className="cart-drawer"
      footer={
        items.length > 0 ? (
          <div className="cart-drawer__footer">
            <Checkbox
              checked={allSelected}
              indeterminate={selectedCount > 0 && !allSelected}
              onChange={(event) =>
                setChoices(Object.fromEntries(items.map((item) => [item.id, event.target.checked])))
              }
            >
              全选
            </Checkbox>
            <span className="cart-drawer__total">
              已选 {selectedCount} 项，合计 <strong>{formatYuan(selectedTotal(items, choices))}</strong>
            </span>
            <Button type="primary" loading={placing.pending} disabled={placing.pending} onClick={order}>
              下单
            </Button>
          </div>
        ) : null
      }
    >
      {holder}
      {placed ? (
        <Alert
          className="cart-drawer__placed"
          type="success"
          showIcon
          closable={{ onClose: () => setPlaced(null) }}
          title={`订单 ${placed.orderNo} ${ORDER_STATUS_LABELS[placed.status] ?? ''}`}
          description={`合计 ${formatYuan(placed.totalPrice)}，平台确认收款后订阅即生效。`}
        />
      ) : null}
      {cart.isPending && open ? <p className="cart-drawer__state">{MARKET_TEXTS.loading}</p> : null}
      {cart.isError ? <p className="cart-drawer__state">购物车加载失败，请稍后重试</p> : null}
      {cart.isSuccess && items.length === 0 ? <p className="cart-drawer__state">购物车还是空的~</p> : null}
      <ul className="cart-list">
        {items.map((item) => (
          <li key={item.id} className="cart-item">
            <Checkbox
              checked={isSelected(item, choices)}
              onChange={(event) => setChoices((old) => ({ ...old, [item.id]: event.target.checked }))}
              aria-label={`选择${item.marketName}`}
            />
            <ItemLogo src={item.logo} size={44} />
            <div className="cart-item__body">
              <Link to={appLink(item.marketId)} className="cart-item__name" onClick={onClose}>
                {item.marketName}
              </Link>
              <div className="cart-item__row">
                <Select
                  className="cart-item__years"
                  size="small"
                  placeholder={MARKET_TEXTS.chooseYears}
                  value={item.duration ?? undefined}
                  options={YEAR_SELECT_OPTIONS}
                  loading={update.input?.item.id === item.id}
                  disabled={update.input?.item.id === item.id}
                  onChange={(years: number) => void update.run({ item, years })}
                  aria-label={`${item.marketName}购买年限`}
                />
                <span className="cart-item__price">{item.price === null ? '—' : formatYuan(item.price)}</span>
              </div>
            </div>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              loading={removal.input?.id === item.id}
              onClick={() => remove(item)}
              aria-label={`移除${item.marketName}`}
            />
          </li>
        ))}
      </ul>
    </Drawer>
  );
}
