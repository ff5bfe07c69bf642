import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { useState } from 'react';

export interface Category {
  key: string;
  name: string;
}

/** Categories shown before the 展开 toggle. */
export const COLLAPSED_CATEGORIES = 8;

interface CategoryFilterProps {
  categories: readonly Category[];
  /** The chosen category's name; empty for 全部. */
  selected: string;
  onSelect: (name: string) => void;
}

/** The category filter row of /List (spec 000 §2.9): 全部 and the categories, with an expand toggle. */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  const selectedIndex = categories.findIndex((category) => category.name === selected);
  // A chosen category beyond the first row starts expanded, so the choice is visible.
  const [expanded, setExpanded] = useState(selectedIndex >= COLLAPSED_CATEGORIES);
  const foldable = categories.length > COLLAPSED_CATEGORIES;
  const shown = expanded || !foldable ? categories : categories.slice(0, COLLAPSED_CATEGORIES);
  const options: Category[] = [{ key: '', name: '' }, ...shown];

  return (
    <div className="category-filter">
      <span className="category-filter__label">分类：</span>
      <ul className="category-filter__list" id="category-filter-list">
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
      {foldable ? (
        <button
          type="button"
          className="category-filter__toggle"
          aria-expanded={expanded}
          aria-controls="category-filter-list"
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? (
            <>
              收起 <UpOutlined />
            </>
          ) : (
            <>
              展开 <DownOutlined />
            </>
          )}
        </button>
      ) : null}
    </div>
  );
}
