import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlainButton } from './PlainButton';

describe('PlainButton', () => {
  it('is a real button (type button, not submit) that answers clicks', () => {
    const onClick = vi.fn();
    render(
      <PlainButton variant="primary" onClick={onClick}>
        登录
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: '登录' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('ignores clicks while loading and shows the spinning icon before the label', () => {
    const onClick = vi.fn();
    render(
      <PlainButton loading onClick={onClick}>
        退出登录
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: /退出登录/ });
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.querySelector('.anticon-loading.anticon-spin')).not.toBeNull();
  });
});
