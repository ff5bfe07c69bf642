import { STORAGE_KEYS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { MessageArgsProps, ModalFuncProps } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionAccess } from '../session/useSession';
import { FeedbackBridge } from './FeedbackBridge';
import FeedbackHost from './FeedbackHost';
import { createFeedback, getFeedback, setFeedback } from './feedback';
import { createRequest } from './request';
import { storage } from './storage';

// Message timers run on requestAnimationFrame and Date.now; fake both to step through 1.5 s.
beforeEach(() => {
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'Date',
      'requestAnimationFrame',
      'cancelAnimationFrame',
    ],
  });
});
afterEach(async () => {
  await advance(0);
  vi.useRealTimers();
  setFeedback(null);
});

async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * Texts of the messages on screen. jsdom never finishes CSS motions, so a closed
 * message stays in the DOM in its "leave" state; it is no longer shown.
 */
function shownMessages(): string[] {
  return [...document.querySelectorAll('.ant-message-notice')]
    .filter((notice) => ![...notice.classList].some((name) => name.endsWith('-leave')))
    .map((notice) => notice.textContent ?? '');
}

// The host's own antd configuration keeps 取消 free of the space antd would insert.
const CANCEL = '取消';

function renderBridge() {
  return render(<FeedbackHost />);
}

async function show(type: 'success' | 'error' | 'warning' | 'info', text: string): Promise<void> {
  act(() => getFeedback().message(type, text));
  await advance(0);
}

describe('createFeedback', () => {
  it('closes the previous message before opening one for 1.5 s', () => {
    const calls: string[] = [];
    const opened: MessageArgsProps[] = [];
    const feedback = createFeedback(
      {
        open: (args) => {
          calls.push('open');
          opened.push(args);
        },
        destroy: () => calls.push('destroy'),
      },
      { confirm: () => {} },
    );

    feedback.message('warning', '注意');

    expect(calls).toEqual(['destroy', 'open']);
    expect(opened).toEqual([{ type: 'warning', content: '注意', duration: 1.5 }]);
  });

  it('opens the logout box with the spec texts', () => {
    const boxes: ModalFuncProps[] = [];
    const feedback = createFeedback(
      { open: () => {}, destroy: () => {} },
      { confirm: (props) => boxes.push(props) },
    );

    feedback.confirmLogout(() => {});

    expect(boxes).toHaveLength(1);
    expect(boxes[0]).toMatchObject({
      title: '确认登出',
      content: '你已被登出，可以取消继续留在该页面，或者重新登录',
      okText: '重新登录',
      cancelText: '取消',
    });
  });
});

describe('FeedbackHost', () => {
  it('shows a message with its type', async () => {
    renderBridge();

    await show('error', '应用不存在');

    expect(shownMessages()).toEqual(['应用不存在']);
    expect(document.querySelector('.ant-message-notice-error')?.textContent).toBe('应用不存在');
  });

  it('shows one message at a time: a new one replaces the previous', async () => {
    renderBridge();

    await show('error', '第一条');
    await show('success', '第二条');

    expect(shownMessages()).toEqual(['第二条']);
  });

  it('shows each message for 1.5 s, counted from when it appeared', async () => {
    renderBridge();
    await show('error', '第一条');
    await advance(1_000);
    await show('error', '第二条');

    // Had the second inherited the first one's timer, it would be gone after 0.5 s.
    await advance(1_400);
    expect(shownMessages()).toEqual(['第二条']);

    await advance(200);
    expect(shownMessages()).toEqual([]);
  });

  it('opens the logout box; 重新登录 confirms', async () => {
    renderBridge();
    const onConfirm = vi.fn();

    act(() => getFeedback().confirmLogout(onConfirm));
    await advance(0);

    expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe(MESSAGES.logoutConfirmTitle);
    expect(document.querySelector('.ant-modal-confirm-content')?.textContent).toBe(
      MESSAGES.logoutConfirmContent,
    );
    fireEvent.click(screen.getByRole('button', { name: '重新登录' }));
    await advance(0);

    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('取消 keeps the user on the page; one box at a time, and it can open again later', async () => {
    renderBridge();
    const onConfirm = vi.fn();

    act(() => {
      getFeedback().confirmLogout(onConfirm);
      getFeedback().confirmLogout(onConfirm);
    });
    await advance(0);
    expect(screen.getAllByRole('button', { name: CANCEL })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: CANCEL }));
    await advance(0);
    expect(onConfirm).not.toHaveBeenCalled();

    act(() => getFeedback().confirmLogout(onConfirm));
    await advance(0);
    // The closed box stays in jsdom (its motion never ends), so count the boxes.
    expect(screen.getAllByRole('button', { name: CANCEL, hidden: true })).toHaveLength(2);
  });

  it('unregisters when unmounted', () => {
    const { unmount } = renderBridge();
    const registered = getFeedback();

    unmount();

    expect(getFeedback()).not.toBe(registered);
  });

  it('puts a failed call’s server msg on screen for 1.5 s', async () => {
    renderBridge();
    storage.set(STORAGE_KEYS.token, 'tok');
    const fetch: typeof globalThis.fetch = async () =>
      new Response(JSON.stringify({ code: 500, msg: '服务暂不可用', data: null }), {
        headers: { 'Content-Type': 'application/json' },
      });
    const api = createRequest({
      session: sessionAccess,
      feedback: getFeedback,
      reload: vi.fn(),
      back: vi.fn(),
      fetch,
    });

    await act(async () => {
      await api.get('/api/portalWeb/news').catch(() => {});
    });
    await advance(0);
    expect(shownMessages()).toEqual(['服务暂不可用']);

    await advance(1_600);
    expect(shownMessages()).toEqual([]);
  });
});

describe('before the host has loaded', () => {
  it('keeps the newest message and shows it, for 1.5 s, once the lazily loaded host is there', async () => {
    act(() => getFeedback().message('error', '第一条'));
    act(() => getFeedback().message('info', '第二条'));
    expect(shownMessages()).toEqual([]);

    render(<FeedbackBridge />);
    await act(async () => {
      await import('./FeedbackHost');
    });
    await expect.poll(() => shownMessages()).toEqual(['第二条']);

    await advance(1_600);
    expect(shownMessages()).toEqual([]);
  });

  it('opens one logout box however often it was asked for', async () => {
    const onConfirm = vi.fn();
    act(() => getFeedback().confirmLogout(onConfirm));
    act(() => getFeedback().confirmLogout(onConfirm));

    render(<FeedbackHost />);
    await advance(0);
    expect(screen.getAllByRole('button', { name: '重新登录' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '重新登录' }));
    await advance(0);

    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
