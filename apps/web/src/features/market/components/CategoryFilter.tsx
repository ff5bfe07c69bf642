import { useLayoutEffect, useRef, useState } from 'react';
import { Icon } from '../../../shared/icons/icons';
import { DownOutlined, UpOutlined } from '../../../shared/icons/market';

export interface Category {
  key: string;
  name: string;
}

interface CategoryFilterProps {
  categories: readonly Category[];
  /** The chosen category's name; empty for 全部. */
  selected: string;
  onSelect: (name: string) => void;
}

/**
 * The category filter row of /List (spec 000 §2.9): 全部 and the categories on one row;
 * when they need more than one row (many categories, a narrow screen) a 展开/收起 toggle
 * shows the rest.
 */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const options: Category[] = [{ key: '', name: '' }, ...categories];

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const first = list.firstElementChild as HTMLElement | null;
      if (!first) return;
      const rowHeight = first.offsetHeight;
      setOverflowing(rowHeight > 0 && list.scrollHeight > rowHeight + 4);
      // A chosen category on a later row starts expanded, so the choice is visible.
      const active = list.querySelector<HTMLElement>('.is-active');
      if (active?.parentElement && active.parentElement.offsetTop > first.offsetTop) setExpanded(true);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(list);
    return () => observer?.disconnect();
  }, []);

  const collapsed = overflowing && !expanded;
  return (
    <div className="category-filter">
      <span className="category-filter__label">分类：</span>
      <ul
        ref={listRef}
        className={`category-filter__list${collapsed ? ' is-collapsed' : ''}`}
        id="category-filter-list"
      >
        {options.map((category) => {
          const active = category.name === selected;
          return (
            <li key={category.key || 'all'}>
              <button
                type="button"
                className={`category-filter__item${active ? ' is-active' : ''}`}
                aria-pressed={active}
                onClick={() => onSelect(category.name)}
              >
                {category.name || '全部'}
              </button>
            </li>
          );
        })}
      </ul>
      {overflowing ? (
        <button
          type="button"
          className="category-filter__toggle"
          aria-expanded={expanded}
          aria-controls="category-filter-list"
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? (
            <>
              收起 <Icon of={UpOutlined} />
            </>
          ) : (
            <>
              展开 <Icon of={DownOutlined} />
            </>
          )}
        </button>
      ) : null}
    </div>
  );
}
