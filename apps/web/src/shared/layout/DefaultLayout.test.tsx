import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router';
import { renderRoutes } from '../../app/test-utils';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollTop', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  scrollWindowTo(0);
});

describe('back to top', () => {
  it('appears only after the page is scrolled past 300 px', async () => {
    // Loaded up front so that "not shown at 200 px" is not merely "not loaded yet".
    await import('./BackToTop');
    renderRoutes(appRoutes, '/News');
    await screen.findByRole('heading', { level: 1, name: '新闻资讯' });
    expect(screen.queryByRole('button', { name: '回到顶部' })).toBeNull();

    await act(async () => scrollWindowTo(200));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: '回到顶部' })).toBeNull();

    await act(async () => scrollWindowTo(400));
    expect(await screen.findByRole('button', { name: '回到顶部' })).toBeTruthy();
  });
});
