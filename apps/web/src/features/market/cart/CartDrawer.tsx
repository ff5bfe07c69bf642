import { DeleteOutlined } from '@ant-design/icons';
import type { CartItem } from '@portal/shared/cart';
import { MARKET_TEXTS, YEAR_TIME_UNIT } from '@portal/shared/market';
import { ORDER_STATUSES, type Order, pendingOrderText } from '@portal/shared/orders';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Drawer, Modal, Select } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { links } from '../../../config/paths';
import { getFeedback } from '../../../shared/api/feedback';
import { useWrite } from '../../../shared/api/useWrite';
import { useNarrow } from '../../../shared/components/useNarrow';
import { cartKey, MARKET_KEY, placeOrder, removeFromCart, saveOrder, updateCartItem, useCart } from '../api';
import { useMyApps } from '../app-market-api';
import { appLink } from '../components/Cards';
import { ItemLogo } from '../components/ItemLogo';
import { formatYuan, lowestPrice, relationOf } from '../rules';
import { useViewer } from '../viewer';
import {
  type CartChoices,
  cartRows,
  isSelected,
  orderProblem,
  removalBlock,
  removalCompanions,
  selectedItems,
  selectedTotal,
  yearOptions,
} from './cart-rules';

interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
  tenantId: number;
}

/**
 * The cart (spec 002 §4, §5, §7.3): items ticked by default, the years of each app's plans
 * (priced by the server), removal blocked while another cart app depends on the item (and
 * offered together with the associated apps it brought in), an app with an order awaiting
 * payment pointing to that order, and the order (save with the ticked ids, then place) with
 * its button disabled while submitting; the placed order links to its payment instructions.
 */
export function CartDrawer({ open, onClose, tenantId }: CartDrawerProps) {
  const narrow = useNarrow(576);
  const queryClient = useQueryClient();
  const cart = useCart(tenantId, open);
  const items = cart.data ?? [];
  const mine = useMyApps(useViewer()).data;
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

  // The app first, then the associated apps it brought in, each once nothing left needs it.
  const removal = useWrite({
    write: async (group: CartItem[]) => {
      let answer = await removeFromCart(group[0]?.marketId ?? 0, tenantId);
      for (const companion of group.slice(1)) answer = await removeFromCart(companion.marketId, tenantId);
      return answer;
    },
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
    // Spec 002 §8.2: removing an app asks first (删除警告), offering the apps it brought in.
    const companions = removalCompanions(items, item);
    let together = companions.length > 0;
    modal.confirm({
      title: MARKET_TEXTS.removeConfirmTitle,
      content: (
        <div className="cart-remove">
          <p>{MARKET_TEXTS.removeConfirm}</p>
          {companions.length > 0 ? (
            <Checkbox defaultChecked onChange={(event) => (together = event.target.checked)}>
              同时移除随它加入的关联应用：{companions.map((other) => other.marketName).join('、')}
            </Checkbox>
          ) : null}
        </div>
      ),
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: true },
      centered: true,
      onOk: () => removal.run(together ? [item, ...companions] : [item]),
    });
  };

  const order = () => {
    if (placing.pending) return;
    const pending = selectedItems(items, choices)
      .map((item) => ({ item, order: relationOf(mine, item.marketId).pendingOrder }))
      .filter((entry) => entry.order !== null);
    const problem =
      orderProblem(items, choices) ??
      (pending[0]?.order
        ? pendingOrderText(
            pending.map((entry) => entry.item.marketName),
            pending[0].order.orderNo,
          )
        : null);
    if (problem) {
      getFeedback().message('warning', problem);
      return;
    }
    void placing.run(selectedItems(items, choices).map((item) => item.id));
  };

  const pendingOf = (item: CartItem) => relationOf(mine, item.marketId).pendingOrder;
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
          title={`订单 ${placed.orderNo} ${ORDER_STATUSES.label(placed.status)}`}
          description={
            <>
              合计 {formatYuan(placed.totalPrice)}
              ，请按订单中的对公转账信息付款并上传回单，平台确认收款后订阅即生效。{' '}
              <Link to={links.orderDetail(placed.id)} onClick={onClose}>
                查看订单与支付方式
              </Link>
            </>
          }
        />
      ) : null}
      {cart.isPending && open ? <p className="cart-drawer__state">{MARKET_TEXTS.loading}</p> : null}
      {cart.isError ? <p className="cart-drawer__state">购物车加载失败，请稍后重试</p> : null}
      {cart.isSuccess && items.length === 0 ? <p className="cart-drawer__state">购物车还是空的~</p> : null}
      <ul className="cart-list">
        {cartRows(items).map(({ item, under }) => (
          <li key={item.id} className={under ? 'cart-item cart-item--associated' : 'cart-item'}>
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
              {under ? <span className="cart-item__under">【{under.marketName}】的关联应用</span> : null}
              <div className="cart-item__row">
                <Select
                  className="cart-item__years"
                  size="small"
                  placeholder={MARKET_TEXTS.chooseYears}
                  value={item.duration ?? undefined}
                  options={yearOptions(item)}
                  loading={update.input?.item.id === item.id}
                  disabled={update.input?.item.id === item.id}
                  onChange={(years: number) => void update.run({ item, years })}
                  aria-label={`${item.marketName}购买年限`}
                />
                <CartItemPrice item={item} />
              </div>
              {pendingOf(item) ? (
                <p className="cart-item__pending">
                  已有待支付订单{' '}
                  <Link to={links.orderDetail(pendingOf(item)?.orderId ?? 0)} onClick={onClose}>
                    {pendingOf(item)?.orderNo}
                  </Link>
                </p>
              ) : null}
            </div>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              loading={removal.input?.some((leaving) => leaving.id === item.id)}
              onClick={() => remove(item)}
              aria-label={`移除${item.marketName}`}
            />
          </li>
        ))}
      </ul>
    </Drawer>
  );
}

/** The price of the chosen years, or before that the lowest plan price: ¥x 起/年. */
function CartItemPrice({ item }: { item: CartItem }) {
  if (item.price !== null) return <span className="cart-item__price">{formatYuan(item.price)}</span>;
  const lowest = lowestPrice(item.prices);
  if (lowest === null) return <span className="cart-item__from">{MARKET_TEXTS.noPlan}</span>;
  return (
    <span className="cart-item__from">
      {formatYuan(lowest)} <small>起/年</small>
    </span>
  );
}
