import type { MicroDetail, ModelInfo } from '@portal/shared/catalogue';
import type { MyApps } from '@portal/shared/subscriptions';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../app/test-utils';
import { request } from '../../../shared/api/request';
import { closeLoginDialog, isLoginDialogOpen } from '../../../shared/session/login-dialog';
import {
  appDetail,
  deferred,
  envelope,
  loginAs,
  MY_APPS_URL,
  myApps,
  recordingFeedback,
} from '../test-fixtures';
import DetailPage from './DetailPage';

const APP_URL = '/AppdetailInfo?title=yysc&catalogue=11&page=app';

function renderDetail(url = APP_URL) {
  const feedback = recordingFeedback();
  const view = renderRoutes([{ path: '*', element: <DetailPage /> }], url, { feedback });
  return { feedback, ...view };
}

function serveApp(overrides: Parameters<typeof appDetail>[0] = {}, mine: Partial<MyApps> = {}) {
  return vi.spyOn(request, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/portalWeb/market/11') return envelope(appDetail(overrides));
    if (url === MY_APPS_URL) return envelope(myApps(mine));
    if (url.startsWith('/api/portalWeb/marketShopping/selectList/')) return envelope([]);
    throw new Error(`unexpected GET ${url}`);
  });
}

const button = (name: string | RegExp) => screen.findByRole('button', { name });

afterEach(() => {
  vi.restoreAllMocks();
  closeLoginDialog();
});

describe('app detail buttons and the subscribe flow (spec 000 §2.10, §4, §6; 001 §4.2)', () => {
  it('shows a visitor the buttons; subscribing or adding to the cart opens the login dialog', async () => {
    serveApp();
    const post = vi.spyOn(request, 'post');
    const { feedback } = renderDetail();

    fireEvent.click(await button('免费试用'));
    expect(isLoginDialogOpen()).toBe(true);
    closeLoginDialog();
    // The cart says 请登录后再操作 as well (after the 1000 ms guard of its own button).
    fireEvent.click(await button(/加入购物车/));
    expect(feedback.said).toContainEqual(['warning', '请登录后再操作']);
    expect(isLoginDialogOpen()).toBe(true);
    expect(post).not.toHaveBeenCalled();
    // No floating cart for visitors.
    expect(screen.queryByRole('button', { name: /^购物车/ })).toBeNull();
  });

  it('shows a tenant member no action it cannot take, and says who subscribes', async () => {
    loginAs('tenant', false);
    serveApp();
    renderDetail();

    expect(await screen.findByText('请登录【租户】角色的【管理员】账号进行订阅')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '免费试用' })).toBeNull();
    expect(screen.queryByRole('button', { name: '订阅' })).toBeNull();
    expect(screen.queryByRole('button', { name: /加入购物车/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^购物车/ })).toBeNull();
  });

  it('shows a developer neither subscribe nor cart buttons, nor a cart', async () => {
    loginAs('develop', false);
    serveApp();
    renderDetail();

    expect(await screen.findByText('请登录【租户】角色的【管理员】账号进行订阅')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /加入购物车/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^购物车/ })).toBeNull();
  });

  it('shows a trial as 试用中 with its end date and lets it be bought', async () => {
    loginAs('tenant', true);
    serveApp(
      {},
      {
        subscriptions: [
          { marketId: 11, type: 0, endTime: '2026-02-23T04:00:00.000Z', unsubscribeTime: null },
        ],
        trialUsed: [11],
      },
    );
    renderDetail();
    expect(await screen.findByText('试用中（到期 2026-02-23）')).toBeTruthy();
    expect(await button('进入应用')).toBeTruthy();
    expect(await button('订阅')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '免费试用' })).toBeNull();
  });

  it('points to the order awaiting payment instead of offering to buy again', async () => {
    loginAs('tenant', true);
    serveApp({}, { pendingOrders: [{ marketId: 11, orderId: 41, orderNo: 'MO2026112300000041' }] });
    const { router } = renderDetail();
    fireEvent.click(await button('待支付 · 查看订单'));
    expect(screen.queryByRole('button', { name: '订阅' })).toBeNull();
    expect(screen.queryByRole('button', { name: /加入购物车/ })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orderDetail'));
    expect(router.state.location.search).toBe('?id=41');
  });

  it('gives the owner tenant administrator no subscribe buttons', async () => {
    loginAs('tenant', true);
    serveApp({ exploitTenantId: 7, isOwner: true });
    renderDetail();

    expect(await screen.findByText('本企业发布的应用，可在租户工作台中管理。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '免费试用' })).toBeNull();
    expect(screen.queryByRole('button', { name: '订阅' })).toBeNull();
    expect(screen.queryByRole('button', { name: /加入购物车/ })).toBeNull();
  });

  it('shows 进入应用 to a member of a tenant that has the app, opening the workbench on it', async () => {
    loginAs('tenant', false);
    serveApp({}, { subscriptions: [{ marketId: 11, type: 1, endTime: null, unsubscribeTime: null }] });
    const post = vi.spyOn(request, 'post').mockResolvedValue(envelope('/workbench?code=abc'));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderDetail();
    fireEvent.click(await button('进入应用'));
    expect(screen.queryByRole('button', { name: '免费试用' })).toBeNull();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/workbench?code=abc&app=11'));
    expect(post).toHaveBeenCalledWith('/api/oauth/judgment', { target: 'workbench' });
    vi.unstubAllGlobals();
  });

  it('offers a free app 免费订阅 and no cart; disables the cart once the app is in it', async () => {
    loginAs('tenant', true);
    const get = serveApp({
      charged: false,
      isTrial: false,
      minPrice: null,
      applicationMarketPriceEntityList: [],
    });
    const first = renderDetail();
    expect(await button('免费订阅')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /加入购物车/ })).toBeNull();
    expect(screen.getAllByText('免费').length).toBeGreaterThan(0);
    first.unmount();
    get.mockRestore();

    serveApp({}, { inCart: [11] });
    renderDetail();
    const inCart = await screen.findByRole('button', { name: /已加入购物车/ });
    expect((inCart as HTMLButtonElement).disabled).toBe(true);
  });

  it('subscribes once however fast it is clicked, reads 订阅中... meanwhile, then asks 是否前往控制台?', async () => {
    loginAs('tenant', true);
    const get = serveApp();
    const answer = deferred<unknown>();
    const post = vi.spyOn(request, 'post').mockReturnValue(answer.promise as never);
    const { feedback } = renderDetail();

    const trial = await button('免费试用');
    fireEvent.click(trial);
    fireEvent.click(trial);
    fireEvent.click(await button(/订阅中\.\.\./));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/portalWeb/market/subscribe', {
      id: 11,
      userId: 70,
      portalWebId: 7,
      data: { type: 0, duration: 3, timeUnit: '月', notifierName: '', expirationReminder: 1 },
    });

    const readsBefore = get.mock.calls.filter(([url]) => url === '/api/portalWeb/market/11').length;
    await act(async () =>
      answer.resolve(
        envelope(
          { app: { id: 11, name: '冷机物联网' }, associated: [{ id: 12, name: '冷链设备接入网关' }] },
          '订阅成功',
        ),
      ),
    );
    expect(feedback.said).toContainEqual(['success', '订阅成功']);
    // The confirm comes 500 ms later and lists the associated app.
    expect(screen.queryByText('是否前往控制台?')).toBeNull();
    await screen.findAllByText('是否前往控制台?', undefined, { timeout: 2000 });
    // One confirm, not one per click.
    expect(screen.getAllByRole('button', { name: '前往' })).toHaveLength(1);
    expect(screen.getByText('冷链设备接入网关', { selector: '.subscribe-result__list li' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(feedback.said).toContainEqual(['info', '已取消']);
    // The detail is read again.
    await waitFor(() =>
      expect(get.mock.calls.filter(([url]) => url === '/api/portalWeb/market/11').length).toBeGreaterThan(
        readsBefore,
      ),
    );
  });

  it('前往 hands over to the workbench with a single-use code', async () => {
    loginAs('tenant', true);
    serveApp();
    const post = vi.spyOn(request, 'post').mockImplementation(async (url: string) => {
      if (url === '/api/portalWeb/market/subscribe') {
        return envelope({ app: { id: 11, name: '冷机物联网' }, associated: [] }, '订阅成功');
      }
      // The address never arrives: the test only needs the request.
      return new Promise(() => {});
    });
    renderDetail();

    fireEvent.click(await button('免费试用'));
    fireEvent.click(await screen.findByRole('button', { name: '前往' }, { timeout: 2000 }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/oauth/judgment', { target: 'workbench' }));
  });

  it("lists a charged app's yearly plans under 收费标准: duration, the original price struck out, the price", async () => {
    serveApp();
    renderDetail();
    const section = (await screen.findByRole('heading', { name: '收费标准' })).closest('section');
    const rows = within(section as HTMLElement).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '计费方式时长原价现价',
      '按年付费1年¥2200.00¥1680.00',
      '按年付费2年¥4400.00¥3100.00',
    ]);
    expect((rows[1] as HTMLElement).querySelector('del')?.textContent).toBe('¥2200.00');
  });

  it('opens the 收费标准 dialog from 订阅 of a charged app', async () => {
    loginAs('tenant', true);
    vi.spyOn(request, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/portalWeb/market/11') return envelope(appDetail());
      if (url.startsWith('/api/portalWeb/market/trial/')) {
        return envelope({ subscribed: false, type: null, trialUsed: true, trialAvailable: false });
      }
      if (url === MY_APPS_URL) return envelope(myApps());
      return envelope([]);
    });
    renderDetail();
    fireEvent.click(await button('订阅'));
    expect(await screen.findByRole('dialog', { name: '收费标准' })).toBeTruthy();
  });
});

describe('microservice and model details', () => {
  const micro = (type: number): MicroDetail => ({
    id: 5,
    name: '露点温度计算',
    icon: '',
    contentRemake: '根据温度与相对湿度计算露点',
    category: '冷链物流',
    industry: 1,
    industryName: '冷链物流',
    charged: false,
    type,
    uploadCount: 12,
    contactPerson: '张工',
    createTime: '2026-01-05T02:00:00.000Z',
    modifyTime: '2026-01-06T02:00:00.000Z',
    detailsRemake: '',
    content: '<p>露点</p>',
    request: { method: 'POST', protocol: 'HTTP', prefix: '/calc', uri: '/dew-point', domain: 'local' },
    requestFields: [],
  });

  it('labels a type 0 microservice 安装 and downloads its package under its name', async () => {
    loginAs('tenant', false);
    vi.spyOn(request, 'get').mockImplementation(async (url: string) =>
      url.includes('installLink')
        ? envelope({ path: '/package', fileName: '露点温度计算.zip' })
        : envelope(micro(0)),
    );
    const fetched = vi.spyOn(request, 'download').mockResolvedValue(new Blob(['zip']));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:package');
    URL.revokeObjectURL = vi.fn();
    renderDetail('/AppdetailInfo?title=gywfwzj&catalogue=5&page=micr');
    fireEvent.click(await button('安装'));
    await waitFor(() => expect(saved).toEqual(['露点温度计算.zip']));
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('labels a type 1 microservice 试用 and opens the trial dialog for a logged-in user', async () => {
    loginAs('tenant', false);
    vi.spyOn(request, 'get').mockResolvedValue(envelope(micro(1)));
    renderDetail('/AppdetailInfo?title=gywfwzj&catalogue=5&page=micr');
    fireEvent.click(await button('试用'));
    expect(await screen.findByText('试用：露点温度计算')).toBeTruthy();
  });

  it.each([
    [2, '签名', 'sign'],
    [3, '签章', 'seal'],
  ])(
    'labels a type %i microservice %s and opens the signature and seal tool for a logged-in user',
    async (type, label, tool) => {
      loginAs('tenant', false);
      vi.spyOn(request, 'get').mockResolvedValue(envelope(micro(type)));
      const { router } = renderDetail('/AppdetailInfo?title=gywfwzj&catalogue=5&page=micr');
      fireEvent.click(await button(label));
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/signing'));
      expect(router.state.location.search).toBe(`?tool=${tool}`);
    },
  );

  it('opens the login dialog for a visitor’s 安装 and downloads nothing', async () => {
    vi.spyOn(request, 'get').mockResolvedValue(envelope(micro(0)));
    const fetched = vi.spyOn(request, 'download');
    renderDetail('/AppdetailInfo?title=gywfwzj&catalogue=5&page=micr');
    fireEvent.click(await button('安装'));
    expect(isLoginDialogOpen()).toBe(true);
    expect(fetched).not.toHaveBeenCalled();
  });

  it('calls a type 1 microservice in its trial dialog and shows the answer there', async () => {
    loginAs('tenant', false);
    const withField: MicroDetail = {
      ...micro(1),
      requestFields: [
        {
          id: 1,
          requestName: 'temperature',
          requestDescribes: '空气温度',
          requestDefaultValue: '25',
          requestType: 6,
          requestLocation: 3,
          requiredFlag: 1,
          unit: '°C',
        },
      ],
    };
    vi.spyOn(request, 'get').mockResolvedValue(envelope(withField));
    const sent: string[] = [];
    vi.spyOn(request, 'upload').mockImplementation(async (_url: string, form: FormData) => {
      sent.push(String(form.get('str')));
      return envelope(
        {
          status: 200,
          durationMs: 12,
          contentType: 'application/json',
          body: { dewPoint: 21.39 },
          truncated: false,
        },
        '调用成功',
      );
    });
    renderDetail('/AppdetailInfo?title=gywfwzj&catalogue=5&page=micr');
    fireEvent.click(await button('试用'));
    const dialog = await screen.findByRole('dialog', { name: '试用：露点温度计算' });
    const input = within(dialog).getByLabelText('空气温度');
    fireEvent.change(input, { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^试\s?用$/ }));
    expect(await within(dialog).findByText(/"dewPoint": 21.39/)).toBeTruthy();
    expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({ id: 5, body: { temperature: 30 } });
    const more = within(dialog).getByRole('link', { name: '在线试用' });
    expect(more.getAttribute('href')).toBe('/Trial?page=micr&title=gywfwzj&catalogue=5');
    // The history belongs to the full page.
    expect(within(dialog).queryByText('调用记录')).toBeNull();
  });

  it('opens the login dialog instead for a visitor', async () => {
    vi.spyOn(request, 'get').mockResolvedValue(envelope(micro(1)));
    renderDetail('/AppdetailInfo?title=gywfwzj&catalogue=5&page=micr');
    fireEvent.click(await button('试用'));
    expect(isLoginDialogOpen()).toBe(true);
  });

  it('gives a model the 机理仿真 button leading to /Trial', async () => {
    const info: ModelInfo = {
      mechanismModelVo: {
        id: 3,
        modelName: '冷库热负荷模型',
        describes: '估算冷库热负荷',
        iconAddr: '',
        code: 'M-3',
        modelSortCode: 'thermal',
        modelSortName: '热工模型',
        modelTypeName: '稳态模型',
        professionSortName: '制冷',
        principle: '围护结构传热与货物放热之和',
        modelStatusCode: 3,
        useCount: 4,
        createTime: '2026-01-05T02:00:00.000Z',
        updateTime: '2026-01-06T02:00:00.000Z',
      },
      mechanismModelRequestVo: {
        method: 'POST',
        protocol: 'HTTP',
        prefix: '',
        uri: '/m',
        domain: '',
        isRequestData: 0,
      },
      mechanismModelRequestFieldVoList: [
        {
          id: 31,
          requestName: 'area',
          requestDescribes: '库板面积',
          requestType: 6,
          requestLocation: 3,
          requiredFlag: 1,
          requestDefaultValue: '120',
          unit: 'm²',
        },
        {
          id: 32,
          requestName: 'note',
          requestDescribes: '备注',
          requestType: 1,
          requestLocation: 2,
          requiredFlag: 0,
          requestDefaultValue: '',
          unit: '',
        },
      ],
    };
    vi.spyOn(request, 'get').mockResolvedValue(envelope(info));
    const { router } = renderDetail('/AppdetailInfo?title=jlmx&catalogue=3&page=jlmx');
    // Its parameters: type, place, default (with its unit) and whether required, per row.
    const fields = (await screen.findByRole('heading', { name: '请求参数' })).closest('section');
    const cells = (name: string) =>
      within(
        within(fields as HTMLElement)
          .getByRole('cell', { name: new RegExp(`^${name}`) })
          .closest('tr') as HTMLElement,
      )
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent);
    expect(cells('area')).toEqual(['库板面积', '数值', 'Body', '120 m²', '必填']);
    expect(cells('note')).toEqual(['备注', '文本', 'Query', '—', '选填']);
    fireEvent.click(await button('机理仿真'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Trial'));
    expect(router.state.location.search).toBe('?page=jlmx&title=jlmx&catalogue=3');
  });

  it('says the item does not exist for an address without a usable id', async () => {
    const get = vi.spyOn(request, 'get');
    renderDetail('/AppdetailInfo?title=yysc&catalogue=abc&page=app');
    expect(await screen.findByText('内容不存在或已下架')).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });
});
