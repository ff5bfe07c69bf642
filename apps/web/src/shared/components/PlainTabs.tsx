import { type KeyboardEvent, useRef } from 'react';
import './plain.css';

interface PlainTabsProps<K extends string | number> {
  /** Names the tab list for assistive technology. */
  label: string;
  items: readonly { key: K; label: string }[];
  active: K;
  onChange: (key: K) => void;
  /** The id of what the tabs switch (a list drawn below them). */
  controls?: string;
  size?: 'small' | 'middle';
  className?: string;
}

/**
 * Tabs in antd's look without antd, for the public pages' first screens: a tab list whose
 * chosen tab is underlined; the arrow keys, Home and End move between tabs and choose the one
 * they reach (the WAI-ARIA tabs pattern).
 */
export function PlainTabs<K extends string | number>({
  label,
  items,
  active,
  onChange,
  controls,
  size = 'middle',
  className,
}: PlainTabsProps<K>) {
  const list = useRef<HTMLDivElement>(null);
  const choose = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onChange(item.key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[items.indexOf(item)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.key === active);
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: items.length - 1 }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      className={['plain-tabs', size === 'small' ? 'plain-tabs--small' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const selected = item.key === active;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            className="plain-tabs__tab"
            onClick={() => onChange(item.key)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
