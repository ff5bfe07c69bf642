import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlainTabs, tabPanelProps } from './PlainTabs';

const ITEMS = [
  { key: 0, label: '求购' },
  { key: 1, label: '供应' },
  { key: 2, label: '租赁' },
];

function Harness({ onChange }: { onChange: (key: number) => void }) {
  const [active, setActive] = useState(0);
  return (
    <>
      <PlainTabs
        label="求购或供应"
        idPrefix="kind"
        items={ITEMS}
        active={active}
        onChange={(key) => {
          onChange(key);
          setActive(key);
        }}
      />
      <div {...tabPanelProps('kind', active)}>列表</div>
    </>
  );
}

describe('PlainTabs', () => {
  it('chooses a tab by click, names the panel by the chosen tab, and ignores a click on the chosen one', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: '求购' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: '供应' }));
    expect(onChange).toHaveBeenCalledWith(1);
    expect(screen.getByRole('tab', { name: '供应' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: '供应' }).textContent).toBe('列表');
  });

  it('moves with the arrow keys (wrapping), Home and End, focusing the tab it chooses', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const list = screen.getByRole('tablist', { name: '求购或供应' });
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '租赁' }));
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(0);
    fireEvent.keyDown(list, { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith(2);
    fireEvent.keyDown(list, { key: 'Home' });
    expect(onChange).toHaveBeenLastCalledWith(0);
    // Only the chosen tab is in the tab order.
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });
});
