import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Feedback, type FeedbackType, setFeedback } from './feedback';
import { RequestError } from './request';
import { useWrite, type WriteOptions } from './useWrite';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup<TInput, TAnswer>(options: WriteOptions<TInput, TAnswer>) {
  const said: [FeedbackType, string][] = [];
  const feedback: Feedback = { message: (type, text) => said.push([type, text]), confirmLogout: vi.fn() };
  setFeedback(feedback);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidated = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useWrite(options), { wrapper });
  const keys = () => invalidated.mock.calls.map(([filters]) => filters?.queryKey);
  return { ...view, said, keys };
}

afterEach(() => setFeedback(null));

describe('useWrite, the one write pattern', () => {
  it('is pending with its input while the call runs, then says the envelope’s message and invalidates', async () => {
    const answer = deferred<{ code: number; msg: string; data: number }>();
    const { result, said, keys } = setup({
      write: (_id: number) => answer.promise,
      success: '操作成功',
      invalidates: [['market'], ['cart', 7]],
    });

    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.run(12);
    });
    await waitFor(() => expect(result.current.pending).toBe(true));
    expect(result.current.input).toBe(12);
    expect(keys()).toEqual([]);

    await act(async () => {
      answer.resolve({ code: 200, msg: '移除成功', data: 1 });
      await outcome;
    });
    expect(await outcome).toEqual({ ok: true, answer: { code: 200, msg: '移除成功', data: 1 } });
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.input).toBeUndefined();
    expect(said).toEqual([['success', '移除成功']]);
    expect(keys()).toEqual([['market'], ['cart', 7]]);
  });

  it('says its own text when the envelope has no message, or what a function decides', async () => {
    const first = setup({
      write: async (_id: number) => ({ code: 200, msg: '', data: null }),
      success: '订单已提交',
    });
    await act(() => first.result.current.run(1));
    expect(first.said).toEqual([['success', '订单已提交']]);

    const second = setup({
      write: async (_id: number) => ({ code: 200, msg: '成功', data: null }),
      success: () => '订阅成功',
    });
    await act(() => second.result.current.run(1));
    expect(second.said).toEqual([['success', '订阅成功']]);
  });

  it('leaves a refusal to the request layer and the caller, and refreshes only when asked to', async () => {
    const refusal = new RequestError({ code: 400, msg: '请选择年份' });
    const onError = vi.fn();
    const quiet = setup({
      write: async (_id: number) => Promise.reject(refusal),
      invalidates: [['market']],
      onError,
    });
    expect(await act(() => quiet.result.current.run(1))).toEqual({ ok: false });
    expect(quiet.said).toEqual([]);
    expect(quiet.keys()).toEqual([]);
    expect(onError).toHaveBeenCalledWith(refusal, 1);
    await waitFor(() => expect(quiet.result.current.error).toBe(refusal));

    const stale = setup({
      write: async (_id: number) => Promise.reject(refusal),
      invalidates: [['market']],
      refreshAfterFailure: true,
    });
    await act(() => stale.result.current.run(1));
    expect(stale.keys()).toEqual([['market']]);
  });

  it('says a silent call’s failure: the server’s reason, else its own text', async () => {
    const refused = setup({
      write: async (_id: number) => Promise.reject(new RequestError({ code: 400, msg: '应用已在购物车中' })),
      failure: '加入购物车失败',
    });
    await act(() => refused.result.current.run(1));
    expect(refused.said).toEqual([['error', '应用已在购物车中']]);

    const unreachable = setup({
      write: async (_id: number) => Promise.reject(new RequestError({ code: 0, msg: '网络异常' })),
      failure: '加入购物车失败',
    });
    await act(() => unreachable.result.current.run(1));
    expect(unreachable.said).toEqual([['error', '加入购物车失败']]);
  });

  it('runs one at a time when exclusive, however fast it is asked', async () => {
    const answer = deferred<string>();
    const write = vi.fn((_id: number) => answer.promise);
    const { result } = setup({ write, exclusive: true });

    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.run(1);
      second = result.current.run(1);
    });
    expect(await second).toEqual({ ok: false });
    await act(async () => {
      answer.resolve('done');
      await first;
    });
    expect(write).toHaveBeenCalledTimes(1);
    expect(await first).toEqual({ ok: true, answer: 'done' });
  });

  it('stays pending until what follows a success has finished (a navigation, a login)', async () => {
    const following = deferred<void>();
    const { result } = setup({ write: async (_id: number) => 'ok', onSuccess: () => following.promise });

    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.run(1);
    });
    await waitFor(() => expect(result.current.pending).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.pending).toBe(true);

    await act(async () => {
      following.resolve();
      await outcome;
    });
    await waitFor(() => expect(result.current.pending).toBe(false));
  });
});
