import type { Envelope } from '@portal/shared/api';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/test-utils';
import { RequestError, request } from '../api/request';
import { SliderVerify } from './SliderVerify';

const ok = <T,>(data: T, msg = '成功'): Envelope<T> => ({ code: 200, msg, data });
let clock = 0;

beforeEach(() => {
  clock = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  // A 300 px track: the 40 px handle travels 260 px.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 300 } as DOMRect);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function mockServer(verify: (body: unknown) => Promise<Envelope<unknown>>) {
  let challenges = 0;
  return vi.spyOn(request, 'post').mockImplementation(async (url: string, body?: unknown) => {
    if (url === '/api/portalWeb/captcha/slider') {
      challenges += 1;
      return ok({ id: `slider-${challenges}` });
    }
    if (url === '/api/portalWeb/captcha/slider/verify') return verify(body);
    throw new Error(`unexpected call ${url}`);
  });
}

const handle = () => screen.getByRole('slider', { name: '拖动滑块完成验证' });
const position = () => handle().style.transform;
const ready = () => waitFor(() => expect(handle().getAttribute('aria-disabled')).toBe('false'));

/** Presses at x = 10, moves in 20 ms steps to `to`, and lets go. */
function dragTo(to: number) {
  fireEvent.pointerDown(handle(), { pointerId: 1, clientX: 10 });
  for (let x = 10; x <= to; x += 20) {
    clock += 20;
    fireEvent.pointerMove(handle(), { pointerId: 1, clientX: x });
  }
  clock += 20;
  fireEvent.pointerMove(handle(), { pointerId: 1, clientX: to });
  fireEvent.pointerUp(handle(), { pointerId: 1, clientX: to });
}

describe('drag slider (spec 002 §2.12)', () => {
  it('follows the pointer and snaps back when let go before the end, without asking the server', async () => {
    const post = mockServer(async () => ok({ ticket: 'x' }));
    renderWithProviders(<SliderVerify onSuccess={() => {}} />);
    await ready();
    fireEvent.pointerDown(handle(), { pointerId: 1, clientX: 10 });
    clock += 50;
    fireEvent.pointerMove(handle(), { pointerId: 1, clientX: 110 });
    expect(position()).toBe('translateX(100px)');
    fireEvent.pointerUp(handle(), { pointerId: 1, clientX: 110 });
    expect(position()).toBe('translateX(0px)');
    expect(post).toHaveBeenCalledTimes(1);
    expect(screen.getByText('请按住滑块，拖动到最右边')).toBeTruthy();
  });

  it('sends the drag when the end is reached, shows success and emits the ticket after 100 ms', async () => {
    let sent: unknown;
    mockServer(async (body) => {
      sent = body;
      return ok({ ticket: 'slider-1' }, '验证通过');
    });
    const onSuccess = vi.fn();
    renderWithProviders(<SliderVerify onSuccess={onSuccess} />);
    await ready();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    dragTo(400);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText('验证通过')).toBeTruthy();
    expect(position()).toBe('translateX(260px)');
    const body = sent as { id: string; distance: number; trail: { x: number; t: number }[] };
    expect(body.id).toBe('slider-1');
    expect(body.distance).toBe(260);
    expect(body.trail[0]).toEqual({ x: 0, t: 0 });
    expect(body.trail.at(-1)?.x).toBe(260);
    expect(body.trail.every((p) => p.x >= 0 && p.x <= 260)).toBe(true);
    expect(onSuccess).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(99);
    });
    expect(onSuccess).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(onSuccess).toHaveBeenCalledWith('slider-1');
  });

  it('shows a refusal, snaps back and starts a new challenge', async () => {
    const post = mockServer(async () => {
      throw new RequestError({ code: 400, msg: '验证失败，请重新拖动滑块', httpStatus: 400 });
    });
    const onSuccess = vi.fn();
    renderWithProviders(<SliderVerify onSuccess={onSuccess} />);
    await ready();
    dragTo(400);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('验证失败，请重新拖动滑块'));
    expect(position()).toBe('translateX(0px)');
    await ready();
    const challengeCalls = post.mock.calls.filter(([url]) => url === '/api/portalWeb/captcha/slider');
    expect(challengeCalls).toHaveLength(2);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('says so when no challenge can be had, and offers to try again', async () => {
    vi.spyOn(request, 'post').mockRejectedValue(
      new RequestError({ code: 429, msg: '获取验证码过于频繁，请稍后再试', httpStatus: 429 }),
    );
    renderWithProviders(<SliderVerify onSuccess={() => {}} />);
    await waitFor(() => expect(screen.getByText('获取验证码过于频繁，请稍后再试')).toBeTruthy());
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });
});
