import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AntdScope } from './AntdScope';

function MotionToken() {
  const { token } = theme.useToken();
  return <output>{String(token.motion)}</output>;
}

function preferReducedMotion(reduced: boolean) {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: reduced && query === '(prefers-reduced-motion: reduce)',
  }));
}

afterEach(() => vi.restoreAllMocks());

describe('AntdScope', () => {
  it('leaves antd’s animations out for a user who asks for less motion', () => {
    preferReducedMotion(true);
    render(
      <AntdScope>
        <MotionToken />
      </AntdScope>,
    );
    expect(screen.getByRole('status').textContent).toBe('false');
  });

  it('keeps them for everyone else', () => {
    preferReducedMotion(false);
    render(
      <AntdScope>
        <MotionToken />
      </AntdScope>,
    );
    expect(screen.getByRole('status').textContent).toBe('true');
  });
});
