import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../app/test-utils';
import { request } from '../../../shared/api/request';
import {
  appDetail,
  check,
  deferred,
  envelope,
  loginAs,
  MY_APPS_URL,
  myApps,
  recordingFeedback,
} from '../test-fixtures';
import { FeeDialog } from './FeeDialog';
import { useSubscribeFlow } from './useSubscribeFlow';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const flow = useSubscribeFlow();
  return (
    <>
      <FeeDialog marketId={11} onClose={onClose} flow={flow} />
      {flow.holder}
    </>
  );
}

function mockReads(trialAvailable: boolean) {
  return vi.spyOn(request, 'get').mockImplementation(async (url: string) => {
    if (url.includes('/market/trial/')) return envelope(check({ trialAvailable }));
    if (url === MY_APPS_URL) return envelope(myApps());
    return envelope(appDetail());
  });
}

const dialog = () => screen.getByRole('dialog');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('收费标准 dialog (spec 002 §2.9)', () => {
  it('lists the yearly plans with original and current price and a Subscribe button each', async () => {
    loginAs('tenant', true);
    const get = mockReads(true);
    renderRoutes([{ path: '*', element: <Harness /> }], '/', { feedback: recordingFeedback() });

    expect(await screen.findByText('收费标准')).toBeTruthy();
    const plans = await within(dialog()).findAllByText('按年付费');
    expect(plans).toHaveLength(2);
    expect(within(dialog()).getByText('¥2200.00')).toBeTruthy();
    expect(within(dialog()).getByText('¥1680.00')).toBeTruthy();
    expect(within(dialog()).getByText('¥3100.00')).toBeTruthy();
    // The check call carries the app, the tenant and the user.
    expect(get).toHaveBeenCalledWith('/api/portalWeb/market/trial/11/7/70', undefined, { silent: true });
    // Trial row + two plans.
    await waitFor(() => expect(within(dialog()).getAllByRole('button', { name: '订阅' })).toHaveLength(3));
  });

  it('offers the 3-month free trial at price 0 only when the check allows it', async () => {
    loginAs('tenant', true);
    mockReads(true);
    const first = renderRoutes([{ path: '*', element: <Harness /> }], '/', { feedback: recordingFeedback() });
    expect(await within(dialog()).findByText('免费试用')).toBeTruthy();
    expect(within(dialog()).getByText('3月')).toBeTruthy();
    expect(within(dialog()).getByText('¥0.00')).toBeTruthy();
    first.unmount();

    vi.restoreAllMocks();
    mockReads(false);
    renderRoutes([{ path: '*', element: <Harness /> }], '/', { feedback: recordingFeedback() });
    await within(dialog()).findAllByText('按年付费');
    // Let the check answer arrive, then the trial is still absent.
    await act(async () => {});
    expect(within(dialog()).queryByText('免费试用')).toBeNull();
    expect(within(dialog()).getAllByRole('button', { name: '订阅' })).toHaveLength(2);
  });

  it('orders a plan at the server price and locks every Subscribe button for 2 s', async () => {
    loginAs('tenant', true);
    mockReads(false);
    const feedback = recordingFeedback();
    const onClose = vi.fn();
    const answer = deferred<ReturnType<typeof envelope>>();
    const post = vi.spyOn(request, 'post').mockReturnValue(answer.promise as never);
    renderRoutes([{ path: '*', element: <Harness onClose={onClose} /> }], '/', { feedback });
    await within(dialog()).findAllByText('按年付费');
    const [oneYear, twoYears] = within(dialog()).getAllByRole('button', { name: '订阅' });

    vi.useFakeTimers({ shouldAdvanceTime: false });
    fireEvent.click(twoYears as HTMLElement);
    expect(post).toHaveBeenCalledWith('/api/portalWeb/marketOrder/purchase', {
      marketId: 11,
      marketName: '冷机物联网',
      priceId: 102,
      duration: 2,
      timeUnit: '年',
      price: 3100,
    });
    // Locked: a second click on any plan sends nothing.
    fireEvent.click(oneYear as HTMLElement);
    expect(post).toHaveBeenCalledTimes(1);
    expect((oneYear as HTMLButtonElement).disabled).toBe(true);

    await act(async () => {
      vi.advanceTimersByTime(1999);
    });
    expect((oneYear as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect((oneYear as HTMLButtonElement).disabled).toBe(false);
    vi.useRealTimers();

    await act(async () => answer.resolve(envelope(null, '下单成功，请等待平台确认收款')));
    expect(feedback.said).toContainEqual(['success', '下单成功，请等待平台确认收款']);
    expect(onClose).toHaveBeenCalled();
  });

  it('subscribes the trial as type 0 for the trial months and shows 订阅成功', async () => {
    loginAs('tenant', true);
    mockReads(true);
    const feedback = recordingFeedback();
    const post = vi
      .spyOn(request, 'post')
      .mockResolvedValue(envelope({ app: { id: 11, name: '冷机物联网' }, associated: [] }, '订阅成功'));
    renderRoutes([{ path: '*', element: <Harness /> }], '/', { feedback });
    await within(dialog()).findByText('免费试用');
    fireEvent.click(within(dialog()).getAllByRole('button', { name: '订阅' })[0] as HTMLElement);

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/portalWeb/market/subscribe', {
        id: 11,
        userId: 70,
        portalWebId: 7,
        data: { type: 0, duration: 3, timeUnit: '月', notifierName: '', expirationReminder: 1 },
      }),
    );
    await waitFor(() => expect(feedback.said).toContainEqual(['success', '订阅成功']));
  });

  it('is 600 px wide, 340 px at 576 px or narrower', async () => {
    loginAs('tenant', true);
    mockReads(false);
    const view = renderRoutes([{ path: '*', element: <Harness /> }], '/', { feedback: recordingFeedback() });
    await within(dialog()).findAllByText('按年付费');
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('600px');
    view.unmount();

    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(max-width: 576px)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderRoutes([{ path: '*', element: <Harness /> }], '/', { feedback: recordingFeedback() });
    await within(dialog()).findAllByText('按年付费');
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('340px');
    matchMedia.mockRestore();
  });
});
