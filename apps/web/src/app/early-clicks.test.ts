import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './early-clicks';

function button(label: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = label;
  element.addEventListener('click', onClick);
  document.body.append(element);
  return element;
}

/** What RootShell does once the app has hydrated; the observer hears it at the next microtask. */
async function appHydrated(): Promise<void> {
  document.documentElement.dataset.hydrated = 'true';
  await Promise.resolve();
}

// A test before may have rendered the app's root, which marks the document hydrated.
beforeEach(() => {
  delete document.documentElement.dataset.hydrated;
});

afterEach(() => {
  document.body.replaceChildren();
  delete document.documentElement.dataset.hydrated;
  vi.useRealTimers();
});

describe('clicks before hydration', () => {
  it('are held, then replayed on the same button once the page is hydrated', async () => {
    vi.useFakeTimers();
    const login = vi.fn();
    const target = button('登录', login);
    holdEarlyClicks();
    target.click();
    expect(login).not.toHaveBeenCalled();
    await appHydrated();
    vi.runAllTimers();
    expect(login).toHaveBeenCalledTimes(1);
    // Held no more: the next click answers at once.
    target.click();
    expect(login).toHaveBeenCalledTimes(2);
  });

  it('are dropped when the session changed what the button is (注册 became 退出登录) or removed it', async () => {
    vi.useFakeTimers();
    const changed = vi.fn();
    const removed = vi.fn();
    const register = button('注册', changed);
    const subscribe = button('免费订阅', removed);
    holdEarlyClicks();
    register.click();
    subscribe.click();
    register.textContent = '退出登录';
    subscribe.remove();
    await appHydrated();
    vi.runAllTimers();
    expect(changed).not.toHaveBeenCalled();
    expect(removed).not.toHaveBeenCalled();
  });
});
