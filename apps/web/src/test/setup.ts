import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Pages are lazy chunks: on a busy CI machine the first import of one can take over a second,
// so waiting for a page to appear allows 5 s (a failing expectation still fails, only later).
configure({ asyncUtilTimeout: 5000 });

/**
 * The clock's functions as the worker first had them (a symbol on the global: this file runs
 * again before every test file). With the files sharing a worker, a fake clock that its test's
 * `vi.useRealTimers()` could not take away (a spy put on a fake function puts it back when
 * restored) stayed for every later file, whose waits then never ended: each test starts on
 * the real clock unless it fakes one itself.
 */
const CLOCK = [
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'setImmediate',
  'clearImmediate',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'queueMicrotask',
  'Date',
  'performance',
] as const;
const REAL_CLOCK = Symbol.for('portal.test.realClock');
const worker = globalThis as unknown as Record<
  typeof REAL_CLOCK,
  Map<string, PropertyDescriptor> | undefined
>;
worker[REAL_CLOCK] ??= new Map(
  CLOCK.flatMap((name) => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, name);
    return descriptor ? [[name, descriptor] as const] : [];
  }),
);
const realClock = worker[REAL_CLOCK];

beforeEach(() => {
  for (const [name, descriptor] of realClock) Object.defineProperty(globalThis, name, descriptor);
});

afterEach(() => {
  cleanup();
  // The files share their worker's document and globals (isolate: false): what a test's
  // dialogs and messages left in the body while leaving (antd removes them after its motion),
  // its storage and its fake clock do not outlive it.
  document.body.replaceChildren();
  localStorage.clear();
  vi.useRealTimers();
});

// jsdom lacks these; Ant Design's responsive helpers ask for them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom lacks ResizeObserver too; antd's Steps and Table measure with it.
if (!('ResizeObserver' in window)) {
  class NoResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: NoResizeObserver });
  Object.assign(globalThis, { ResizeObserver: NoResizeObserver });
}

// antd's runtime stylesheets (thousands of rules, marked data-rc-order) are kept off the
// document: jsdom matches every rule against an element on each getComputedStyle, which the
// role queries call up the tree for every element: half of these tests' time. jsdom lays
// nothing out, so no test here can judge what they style; the journeys do, in Chromium.
{
  const head = document.head;
  const shelf = document.createElement('div');
  const append = head.appendChild.bind(head);
  const insert = head.insertBefore.bind(head);
  const remove = head.removeChild.bind(head);
  const isAntdStyle = (node: Node) => node instanceof HTMLStyleElement && node.hasAttribute('data-rc-order');
  head.appendChild = <T extends Node>(node: T): T =>
    isAntdStyle(node) ? shelf.appendChild(node) : append(node);
  head.insertBefore = <T extends Node>(node: T, before: Node | null): T =>
    isAntdStyle(node) ? shelf.appendChild(node) : insert(node, before);
  head.removeChild = <T extends Node>(node: T): T =>
    node.parentNode === shelf ? shelf.removeChild(node) : remove(node);
}
