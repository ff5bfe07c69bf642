import type { CartItem } from '@portal/shared/cart';
import type { Order } from '@portal/shared/orders';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../app/test-utils';
import { request } from '../../../shared/api/request';
import { deferred, envelope, loginAs, MY_APPS_URL, myApps, recordingFeedback } from '../test-fixtures';
import { CartDrawer } from './CartDrawer';

const plans = (aid: number) => [
  { id: aid * 10 + 1, aid, duration: 1, timeUnit: '年', originalPrice: 1300, currentPrice: 1000 },
];

const item = (id: number, overrides: Partial<CartItem> = {}): CartItem => ({
  id,
  marketId: id + 100,
  marketName: `应用${id}`,
  logo: '',
  price: null,
  duration: null,
  timeUnit: '年',
  checked: true,
  prices: plans(id + 100),
  requiredBy: [],
  ...overrides,
});

const order: Order = {
  id: 9,
  orderNo: 'DD20260301000009',
  tenantId: 7,
  tenantName: '演示冷链科技有限公司',
  userName: '王建国',
  status: 1,
  totalPrice: 3000,
  createTime: '2026-03-01T02:00:00.000Z',
  placeTime: '2026-03-01T02:00:00.000Z',
  payTime: null,
  endTime: null,
  cancelReason: null,
  items: [],
  payment: null,
  receipt: null,
  timeline: [],
};

function renderCart(items: CartItem[]) {
  loginAs('tenant', true);
  const get = vi
    .spyOn(request, 'get')
    .mockImplementation(async (url: string) => envelope(url === MY_APPS_URL ? myApps() : items));
  const feedback = recordingFeedback();
  renderRoutes([{ path: '*', element: <CartDrawer open onClose={() => {}} tenantId={7} /> }], '/', {
    feedback,
  });
  return { get, feedback };
}

const drawer = () => screen.getByRole('dialog');

afterEach(() => vi.restoreAllMocks());

describe('cart (spec 002 §4, §5, §7.3, §8.2)', () => {
  it('lists the tenant cart with every item ticked by default', async () => {
    const { get } = renderCart([item(1), item(2)]);
    await within(drawer()).findByText('应用1');
    expect(get).toHaveBeenCalledWith('/api/portalWeb/marketShopping/selectList/7', undefined, {
      silent: true,
    });
    const boxes = within(drawer()).getAllByRole('checkbox', { name: /^选择/ }) as HTMLInputElement[];
    expect(boxes.map((box) => box.checked)).toEqual([true, true]);
    expect(within(drawer()).getAllByText('请选择年份')).toHaveLength(2);
  });

  it('refuses to order a ticked item without years: 请选择年份', async () => {
    const { feedback } = renderCart([item(1, { duration: 1, price: 1000 }), item(2)]);
    await within(drawer()).findByText('应用2');
    const post = vi.spyOn(request, 'post');
    fireEvent.click(within(document.body).getByRole('button', { name: '下单' }));
    expect(feedback.said).toContainEqual(['warning', '请选择年份']);
    expect(post).not.toHaveBeenCalled();
  });

  it('offers exactly the app plans, shows ¥x 起/年 until years are chosen, and prices them on the server', async () => {
    const three = [1, 2, 3].map((duration) => ({
      id: 200 + duration,
      aid: 101,
      duration,
      timeUnit: '年',
      originalPrice: 1300 * duration,
      currentPrice: 900 * duration,
    }));
    renderCart([item(1, { prices: three })]);
    await within(drawer()).findByText('应用1');
    expect(within(drawer()).getByText(/¥900\.00/, { selector: '.cart-item__from' })).toBeTruthy();
    expect(within(drawer()).queryByText('—')).toBeNull();
    const post = vi.spyOn(request, 'post').mockResolvedValue(envelope(item(1, { duration: 3, price: 2600 })));
    fireEvent.mouseDown(within(drawer()).getByRole('combobox', { name: '应用1购买年限' }));
    const options = await screen.findAllByText(/^[1-5]年$/);
    expect(options.map((option) => option.textContent)).toEqual(['1年', '2年', '3年']);
    fireEvent.click(screen.getByText('3年'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/portalWeb/marketShopping/update', {
        id: 1,
        duration: 3,
        timeUnit: '年',
      }),
    );
    expect(await within(drawer()).findByText('¥2600.00', { selector: '.cart-item__price' })).toBeTruthy();
  });

  it('blocks removing an app another cart app depends on, without asking the server', async () => {
    const { get, feedback } = renderCart([
      item(1, { marketName: '冷链设备接入网关', requiredBy: [{ id: 102, name: '冷机物联网' }] }),
      item(2, { marketName: '冷机物联网' }),
    ]);
    await within(drawer()).findByText('冷链设备接入网关');
    // Shown under the app that lists it, and says so.
    const rows = within(drawer()).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.cart-item__name')?.textContent)).toEqual([
      '冷机物联网',
      '冷链设备接入网关',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('【冷机物联网】的关联应用')).toBeTruthy();
    fireEvent.click(within(drawer()).getByRole('button', { name: '移除冷链设备接入网关' }));
    expect(feedback.said).toContainEqual(['error', '应用【冷机物联网】关联了当前应用,不能删除']);
    expect(get.mock.calls.some(([url]) => String(url).includes('/market/remove/'))).toBe(false);

    fireEvent.click(within(drawer()).getByRole('button', { name: '移除冷机物联网' }));
    // Asked first (删除警告); nothing is removed until confirmed.
    await screen.findByText('是否确认删除当前应用');
    const confirm = document.querySelector('.ant-modal-confirm') as HTMLElement;
    expect(confirm.querySelector('.ant-modal-confirm-title')?.textContent).toBe('删除警告');
    expect(get.mock.calls.some(([url]) => String(url).includes('/market/remove/'))).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(get).toHaveBeenCalledWith('/api/portalWeb/market/remove/102/7'));
  });

  it('orders the ticked items with their ids comma-joined, the button disabled while submitting', async () => {
    const { feedback } = renderCart([
      item(1, { duration: 1, price: 1000 }),
      item(2, { duration: null }),
      item(3, { duration: 2, price: 2000 }),
    ]);
    await within(drawer()).findByText('应用3');
    // Untick the one without years; the other two are ordered.
    fireEvent.click(within(drawer()).getByRole('checkbox', { name: '选择应用2' }));
    expect(within(document.body).getByText('¥3000.00')).toBeTruthy();

    const placed = deferred<unknown>();
    const post = vi.spyOn(request, 'post').mockImplementation((url: string) => {
      if (url === '/api/portalWeb/marketOrder/save')
        return Promise.resolve(envelope({ ...order, status: 0 })) as never;
      return placed.promise as never;
    });
    const orderButton = within(document.body).getByRole('button', { name: '下单' });
    fireEvent.click(orderButton);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/portalWeb/marketOrder/placeOrder', { id: 9 }),
    );
    expect(post).toHaveBeenCalledWith('/api/portalWeb/marketOrder/save', { marketShoppingIds: '1,3' });
    const busy = within(document.body).getByRole('button', { name: /下单/ }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    fireEvent.click(busy);
    expect(post).toHaveBeenCalledTimes(2);

    await act(async () => placed.resolve(envelope(order, '下单成功')));
    expect(feedback.said).toContainEqual(['success', '下单成功']);
    expect(await screen.findByText('订单 DD20260301000009 待支付')).toBeTruthy();
  });
});
