import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentMinute } from './useCurrentMinute';

function Minute() {
  const now = useCurrentMinute();
  return <p>{now === null ? '无' : String(now)}</p>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useCurrentMinute', () => {
  it('is null on the server, so a cached page says nothing of how long ago', () => {
    expect(renderToString(<Minute />)).toBe('<p>无</p>');
  });

  it('is the browser clock to the minute', () => {
    vi.useFakeTimers({ now: 3 * 60_000 + 59_000 });
    const { container } = render(<Minute />);
    expect(container.textContent).toBe(String(3 * 60_000));
  });

  it('hydrates the server markup without a mismatch, then shows the minute', async () => {
    vi.useFakeTimers({ now: 5 * 60_000 });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Minute />);
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Minute />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe(String(5 * 60_000));
    container.remove();
  });
});
