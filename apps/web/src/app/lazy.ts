import { CHUNK_LOAD_TIMEOUT_MS } from '@portal/shared/constants';
import type { AccessRule } from '@portal/shared/contract';
import { type ComponentType, createElement, type ReactElement } from 'react';
import { AccessGate } from './AccessGate';

export type PageModule = { default: ComponentType };
/**
 * A page's code, loaded when the route is visited. In the server's build each loader of the
 * route table also names its source module (`src`, added by vite.config.ts), whose
 * stylesheets the server links into the page's HTML.
 */
export type PageLoader = (() => Promise<PageModule>) & { src?: string };

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

interface PageOptions {
  /** false: the page draws no antd, so antd's configuration is not fetched with it. */
  antd?: boolean;
  /** Who may open the page (checked by AccessGate); visitors when absent. */
  access?: AccessRule;
  /** The page signs in from a handover code in its address (see AccessGate). */
  handover?: boolean;
}

/**
 * React Router `lazy` for a page module: its default export is what the route shows,
 * inside antd's configuration (fetched alongside) unless the page draws no antd, behind
 * the access gate unless visitors may open it.
 */
export function lazyPage(load: PageLoader, { antd = true, access = 'visitor', handover }: PageOptions = {}) {
  return async () => {
    const [module, scope] = await withTimeout(
      Promise.all([load(), antd ? import('../shared/antd/AntdScope') : null]),
    );
    const Page = module.default;
    if (!scope && access === 'visitor') return { Component: Page };
    let element: ReactElement = createElement(Page);
    if (scope) element = createElement(scope.AntdScope, null, element);
    if (access !== 'visitor') element = createElement(AccessGate, { access, handover }, element);
    return { element };
  };
}
