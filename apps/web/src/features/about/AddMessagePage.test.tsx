import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/test-utils';
import AddMessagePage from './AddMessagePage';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function renderAt(entries: NonNullable<Parameters<typeof createMemoryRouter>[1]>) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>首页</h1> },
      { path: '/AboutUs', element: <h1>关于我们</h1> },
      { path: '/AddMessage', element: <AddMessagePage /> },
    ],
    entries,
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const tick = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('/AddMessage', () => {
  it('shows 操作失败 : and the message, counts 5 s down and then returns to the previous page', async () => {
    const router = renderAt({
      initialEntries: [
        '/AboutUs',
        { pathname: '/AddMessage', state: { ok: false, msg: '留言过于频繁，请稍后再试' } },
      ],
      initialIndex: 1,
    });
    expect(screen.getByText('操作失败 : 留言过于频繁，请稍后再试')).toBeTruthy();
    const countdown = () => document.querySelector('.add-message__countdown')?.textContent;
    expect(countdown()).toBe('5 秒后自动返回上一页');
    await tick(1_000);
    expect(countdown()).toBe('4 秒后自动返回上一页');
    await tick(3_000);
    expect(countdown()).toBe('1 秒后自动返回上一页');
    expect(router.state.location.pathname).toBe('/AddMessage');
    await tick(1_000);
    expect(router.state.location.pathname).toBe('/AboutUs');
  });

  it('shows the success message and returns the same way', async () => {
    const router = renderAt({
      initialEntries: [
        '/AboutUs',
        { pathname: '/AddMessage', state: { ok: true, msg: '留言成功，我们会尽快与您联系' } },
      ],
      initialIndex: 1,
    });
    expect(screen.getByText('留言已提交')).toBeTruthy();
    expect(screen.getByText(/留言成功，我们会尽快与您联系/)).toBeTruthy();
    expect(screen.queryByText(/操作失败/)).toBeNull();
    await tick(5_000);
    expect(router.state.location.pathname).toBe('/AboutUs');
  });

  it('returns at once on 立即返回', async () => {
    const router = renderAt({
      initialEntries: ['/AboutUs', { pathname: '/AddMessage', state: { ok: true, msg: '好' } }],
      initialIndex: 1,
    });
    await act(async () => {
      screen.getByRole('button', { name: '立即返回' }).click();
    });
    expect(router.state.location.pathname).toBe('/AboutUs');
  });

  it('opened directly, without a result and without a previous page: goes home after 5 s', async () => {
    const router = renderAt({ initialEntries: ['/AddMessage'] });
    expect(screen.getByText('没有需要显示的留言结果')).toBeTruthy();
    expect(document.querySelector('.add-message__countdown')?.textContent).toBe('5 秒后自动返回首页');
    await tick(4_900);
    expect(router.state.location.pathname).toBe('/AddMessage');
    await tick(200);
    expect(router.state.location.pathname).toBe('/');
  });
});
