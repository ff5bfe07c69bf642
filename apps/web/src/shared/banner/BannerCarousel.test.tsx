import type { Envelope, PageData } from '@portal/shared/api';
import type { Banner } from '@portal/shared/content';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/test-utils';
import { RequestError, request } from '../api/request';
import { BannerCarousel } from './BannerCarousel';

const banner = (id: number, title: string): Banner => ({
  id,
  type: 7,
  title,
  snapshot: `${title}的说明`,
  url: `/api/portalWeb/content/images/banner-${id}.svg`,
  textColor: '#ffffff',
  status: '1',
});

const page = (list: Banner[]): Envelope<PageData<Banner>> => ({
  code: 200,
  msg: '成功',
  data: { list, pagination: { currentPage: 1, pageSize: 20, total: list.length } },
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets the banner request settle and React render its answer. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** The title of the slide on screen (inactive slides are hidden from assistive technology). */
const shownTitle = () => screen.getByRole('heading', { level: 2 }).textContent;

async function renderCarousel(list: Banner[]) {
  const get = vi.spyOn(request, 'get').mockResolvedValue(page(list));
  renderWithProviders(<BannerCarousel type={7} fallbackTitle="新闻资讯" fallbackSummary="行业动态" />);
  await settle();
  return get;
}

describe('BannerCarousel', () => {
  it('asks for the banners of its type, 20 a page, newest first, without a global error toast', async () => {
    const get = await renderCarousel([banner(1, '冷链动态')]);
    expect(get).toHaveBeenCalledWith(
      '/api/portalWeb/banner/getListByType',
      { type: 7, currentPage: 1, pageSize: 20, sort: 'desc' },
      { silent: true },
    );
  });

  it('shows the banners the server wrote into the page without asking for them', async () => {
    const script = document.createElement('script');
    script.id = 'boot-data';
    script.type = 'application/json';
    script.textContent = JSON.stringify({ banners: { '7': page([banner(5, '页面自带')]) } });
    document.head.append(script);
    try {
      const get = await renderCarousel([banner(1, '接口返回')]);
      expect(shownTitle()).toBe('页面自带');
      expect(get).not.toHaveBeenCalled();
    } finally {
      script.remove();
    }
  });

  it('shows a single banner without arrows or dots, and never rotates', async () => {
    await renderCarousel([banner(1, '冷链动态')]);
    expect(shownTitle()).toBe('冷链动态');
    expect(screen.getByText('冷链动态的说明')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '上一张' })).toBeNull();
    expect(screen.queryByRole('button', { name: '下一张' })).toBeNull();
    expect(screen.queryByRole('button', { name: '第1张' })).toBeNull();
    await wait(20_000);
    expect(shownTitle()).toBe('冷链动态');
  });

  it('rotates every 4 s and wraps from the last banner to the first', async () => {
    await renderCarousel([banner(1, '一'), banner(2, '二'), banner(3, '三')]);
    expect(shownTitle()).toBe('一');
    await wait(3_999);
    expect(shownTitle()).toBe('一');
    await wait(1);
    expect(shownTitle()).toBe('二');
    await wait(4_000);
    expect(shownTitle()).toBe('三');
    await wait(4_000);
    expect(shownTitle()).toBe('一');
  });

  it('steps by hand with wrapping arrows, then resumes 1.5 s + 4 s after the click', async () => {
    await renderCarousel([banner(1, '一'), banner(2, '二'), banner(3, '三')]);
    await wait(3_000);
    fireEvent.click(screen.getByRole('button', { name: '上一张' }));
    expect(shownTitle()).toBe('三');
    await wait(1_500 + 3_999);
    expect(shownTitle()).toBe('三');
    await wait(1);
    expect(shownTitle()).toBe('一');

    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(shownTitle()).toBe('二');
    fireEvent.click(screen.getByRole('button', { name: '第1张' }));
    expect(shownTitle()).toBe('一');
    expect(screen.getByRole('button', { name: '第1张' }).getAttribute('aria-current')).toBe('true');
    await wait(5_500);
    expect(shownTitle()).toBe('二');
  });

  it('loads only the first image eagerly', async () => {
    await renderCarousel([banner(1, '一'), banner(2, '二')]);
    const images = [...document.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy']);
    expect(images[0]?.getAttribute('src')).toBe('/api/portalWeb/content/images/banner-1.svg');
  });

  it('shows the page title instead when there is no banner', async () => {
    await renderCarousel([]);
    expect(shownTitle()).toBe('新闻资讯');
    expect(screen.getByText('行业动态')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '下一张' })).toBeNull();
  });

  it('shows the page title instead when the banners cannot be loaded', async () => {
    vi.spyOn(request, 'get').mockRejectedValue(new RequestError({ code: 500, msg: '服务器内部错误' }));
    renderWithProviders(<BannerCarousel type={7} fallbackTitle="新闻资讯" />);
    await settle();
    expect(shownTitle()).toBe('新闻资讯');
  });

  it('can make the slide titles the page heading', async () => {
    vi.spyOn(request, 'get').mockResolvedValue(page([banner(1, '一'), banner(2, '二')]));
    renderWithProviders(<BannerCarousel type={1} fallbackTitle="首页" size="home" headingLevel={1} />);
    await settle();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['一']);
  });
});
