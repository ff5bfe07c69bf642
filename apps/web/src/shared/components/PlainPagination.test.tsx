import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlainPagination, pageItems } from './PlainPagination';

const hrefOf = (page: number) => `/News?currentPage=${page}`;

describe('pageItems', () => {
  it('draws every page of a short list', () => {
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and two either side of the current page, gaps between', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
    expect(pageItems(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageItems(20, 20)).toEqual([1, null, 15, 16, 17, 18, 19, 20]);
  });
});

describe('PlainPagination', () => {
  it('gives every page a real address and marks the current one', () => {
    render(<PlainPagination current={2} pageSize={10} total={32} onChange={vi.fn()} hrefOf={hrefOf} />);
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByText('共 32 条')).toBeTruthy();
    const links = within(pager).getAllByRole('link', { name: /^第 \d 页$/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([1, 2, 3, 4].map(hrefOf));
    expect(within(pager).getByRole('link', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByTitle('上一页').getAttribute('href')).toBe(hrefOf(1));
    expect(within(pager).getByTitle('下一页').getAttribute('href')).toBe(hrefOf(3));
  });

  it('turns the page in place on a plain click, and leaves a modified click to the browser', () => {
    const onChange = vi.fn();
    render(<PlainPagination current={1} pageSize={10} total={32} onChange={onChange} hrefOf={hrefOf} />);
    const third = screen.getByRole('link', { name: '第 3 页' });
    expect(fireEvent.click(third)).toBe(false);
    expect(onChange).toHaveBeenCalledWith(3, 10);
    expect(fireEvent.click(third, { ctrlKey: true })).toBe(true);
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('offers no way before the first page or past the last', () => {
    render(<PlainPagination current={4} pageSize={10} total={32} onChange={vi.fn()} hrefOf={hrefOf} />);
    expect(screen.getByTitle('下一页').tagName).toBe('SPAN');
    expect(screen.getByTitle('下一页').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTitle('上一页').tagName).toBe('A');
  });

  it("changes the page size through its select, the spec's sizes only", () => {
    const onChange = vi.fn();
    render(
      <PlainPagination
        current={2}
        pageSize={10}
        total={32}
        pageSizeOptions={[10, 20, 30, 40]}
        onChange={onChange}
        hrefOf={hrefOf}
      />,
    );
    const size = screen.getByRole('combobox', { name: '每页条数' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10 条/页', '20 条/页', '30 条/页', '40 条/页']);
    fireEvent.change(size, { target: { value: '20' } });
    expect(onChange).toHaveBeenCalledWith(2, 20);
  });
});
