import type { Envelope, PageData } from '@portal/shared/api';
import type { NewsDetail, NewsListItem } from '@portal/shared/content';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { RequestError, request } from '../../shared/api/request';
import NewsDetailPage from './NewsDetailPage';
import NewsPage from './NewsPage';

// jsdom does not lay pages out; the list scrolls itself into view on a page change.
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  vi.restoreAllMocks();
});

const ok = <T,>(data: T): Envelope<T> => ({ code: 200, msg: '成功', data });
const item = (id: number): NewsListItem => ({
  id,
  headline: `新闻${id}`,
  content: `摘要${id}`,
  poster: `/api/portalWeb/content/images/news-${id}.svg`,
  createTime: '2025-03-08T01:09:00.000Z',
  clickCount: id * 10,
});
const detail = (id: number, previous: number | null, next: number | null): NewsDetail => ({
  ...item(id),
  contentParse: '<p>正文段落</p><img src="/a.svg" onerror="window.__pwned = 1">',
  previous: previous === null ? null : { id: previous, headline: `新闻${previous}` },
  next: next === null ? null : { id: next, headline: `新闻${next}` },
});

/** Answers the news calls from a list of 25 items; records what was asked. */
function serveNews(details: Record<number, NewsDetail | RequestError> = {}) {
  const all = Array.from({ length: 25 }, (_, i) => item(i + 1));
  return vi.spyOn(request, 'get').mockImplementation(async (url: string, params?: object) => {
    const query = (params ?? {}) as Record<string, number>;
    if (url === '/api/portalWeb/news') {
      const { currentPage = 1, pageSize = 10 } = query;
      const list = all.slice((currentPage - 1) * pageSize, currentPage * pageSize);
      return ok<PageData<NewsListItem>>({ list, pagination: { currentPage, pageSize, total: all.length } });
    }
    if (url === '/api/portalWeb/news/getPopularAdvice') return ok(all.slice(0, 6));
    if (url.startsWith('/api/portalWeb/banner/'))
      return ok({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } });
    const id = Number(url.split('/').pop());
    const answer = details[id];
    if (answer instanceof RequestError) throw answer;
    if (answer) return ok(answer);
    throw new RequestError({ code: 404, msg: '该新闻不存在或已下线', httpStatus: 404 });
  });
}

function renderNews(entry: string) {
  return renderRoutes(
    [
      { path: '/News', element: <NewsPage /> },
      { path: '/NewsDetail', element: <NewsDetailPage /> },
    ],
    entry,
  );
}

describe('/News', () => {
  it('lists the page in the address, and each item links to its detail with that page', async () => {
    const get = serveNews();
    renderNews('/News?currentPage=2');
    const list = await screen.findByRole('region', { name: '新闻列表' });
    await waitFor(() => expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(10));
    expect(get).toHaveBeenCalledWith(
      '/api/portalWeb/news',
      { currentPage: 2, pageSize: 10 },
      { silent: true },
    );
    const first = within(list).getAllByRole('link')[0] as HTMLAnchorElement;
    expect(first.textContent).toContain('新闻11');
    expect(first.textContent).toContain('摘要11');
    expect(first.textContent).toContain('2025-03-08');
    expect(first.getAttribute('href')).toBe('/NewsDetail?id=11&currentPage=2');
  });

  it('falls back to page 1 of 10 for a page size the spec does not offer', async () => {
    const get = serveNews();
    renderNews('/News?currentPage=abc&pageSize=15');
    await screen.findByText('新闻1');
    expect(get).toHaveBeenCalledWith(
      '/api/portalWeb/news',
      { currentPage: 1, pageSize: 10 },
      { silent: true },
    );
  });

  it('says so when the page is past the end, and offers the first page', async () => {
    serveNews();
    const { router } = renderNews('/News?currentPage=9');
    fireEvent.click(await screen.findByRole('button', { name: '回到第一页' }));
    await screen.findByText('新闻1');
    expect(router.state.location.search).toBe('?currentPage=1');
  });
});

describe('/NewsDetail', () => {
  it('shows the body sanitised, the date split up, and 没有了 where there is no neighbour', async () => {
    serveNews({ 1: detail(1, null, 2) });
    renderNews('/NewsDetail?id=1&currentPage=3&pageSize=20');
    expect(await screen.findByRole('heading', { level: 1, name: '新闻1' })).toBeTruthy();
    expect(screen.getByText('正文段落')).toBeTruthy();
    expect(document.querySelector('.rich-text img')?.getAttribute('onerror')).toBeNull();
    expect(document.querySelector('.news-date__year')?.textContent).toBe('2025');
    expect(document.querySelector('.news-date__month-day')?.textContent).toBe('03-08');
    expect(document.querySelector('.news-date__time')?.textContent).toBe('09:09');
    const neighbours = screen.getByRole('navigation', { name: '上一篇与下一篇' });
    expect(neighbours.textContent).toContain('上一篇：没有了');
    expect(within(neighbours).getByRole('link', { name: '新闻2' }).getAttribute('href')).toBe(
      '/NewsDetail?id=2&currentPage=3&pageSize=20',
    );
    const crumbs = screen.getByRole('navigation', { name: '面包屑' });
    expect(within(crumbs).getByRole('link', { name: '新闻资讯' }).getAttribute('href')).toBe(
      '/News?currentPage=3&pageSize=20',
    );
    await waitFor(() => expect(document.title).toBe('新闻1 - 冷链工业互联网平台'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('摘要1');
  });

  it('asks the server to count the visit', async () => {
    const get = serveNews({ 5: detail(5, 4, 6) });
    renderNews('/NewsDetail?id=5');
    await screen.findByRole('heading', { level: 1, name: '新闻5' });
    // The address is /api/portalWeb/news/web/5?isClick=true.
    expect(get).toHaveBeenCalledWith('/api/portalWeb/news/web/5', { isClick: 'true' }, { silent: true });
    expect(screen.getByRole('navigation', { name: '上一篇与下一篇' }).textContent).not.toContain('没有了');
  });

  it('says the item does not exist for an unknown or malformed id', async () => {
    serveNews();
    renderNews('/NewsDetail?id=404');
    expect(await screen.findByText('该新闻不存在或已下线')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回新闻列表' })).toBeTruthy();
  });

  it('offers to load again when the server fails', async () => {
    serveNews({ 7: new RequestError({ code: 500, msg: '服务器内部错误', httpStatus: 500 }) });
    renderNews('/NewsDetail?id=7');
    expect(await screen.findByText('新闻加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });
});
