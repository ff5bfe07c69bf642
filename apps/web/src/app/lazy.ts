import { CHUNK_LOAD_TIMEOUT_MS } from '@portal/shared';
import { type ComponentType, createElement } from 'react';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/** A page chunk that did not arrive within CHUNK_LOAD_TIMEOUT_MS (spec 000 §8: 120 s). */
export class ChunkLoadTimeoutError extends Error {
  constructor(ms: number) {
    super(`页面代码在 ${ms / 1000} 秒内未能加载完成`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

// The messages browsers give when a dynamic import fails (Chromium, Firefox, Safari).
const CHUNK_ERROR_PATTERN =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadTimeoutError) return true;
  return error instanceof Error && CHUNK_ERROR_PATTERN.test(error.message);
}

/**
 * React Router `lazy` for a page module: its default export is what the route shows,
 * inside antd's configuration (fetched alongside) unless the page draws no antd.
 */
export function lazyPage(load: PageLoader, { antd = true }: { antd?: boolean } = {}) {
  return async () => {
    const [module, scope] = await withTimeout(
      Promise.all([load(), antd ? import('../shared/antd/AntdScope') : null]),
    );
    const Page = module.default;
    if (!scope) return { Component: Page };
    return { element: createElement(scope.AntdScope, null, createElement(Page)) };
  };
}
