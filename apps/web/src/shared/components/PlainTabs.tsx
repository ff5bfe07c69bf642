import { type KeyboardEvent, useRef } from 'react';
import './plain.css';

interface PlainTabsProps<K extends string | number> {
  /** Names the tab list for assistive technology. */
  label: string;
  items: readonly { key: K; label: string }[];
  active: K;
  onChange: (key: K) => void;
  /** Names the tabs and their panel (`tabPanelProps` with the same prefix). */
  idPrefix: string;
  size?: 'small' | 'middle';
  className?: string;
}

const tabId = (idPrefix: string, key: string | number) => `${idPrefix}-tab-${key}`;

/** What the tabs switch: its id, role and name (the chosen tab), for the element drawn below them. */
export function tabPanelProps(idPrefix: string, active: string | number) {
  return { id: `${idPrefix}-panel`, role: 'tabpanel', 'aria-labelledby': tabId(idPrefix, active) } as const;
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
  idPrefix,
  size = 'middle',
  className,
}: PlainTabsProps<K>) {
  const list = useRef<HTMLDivElement>(null);
  const choose = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    if (item.key !== active) onChange(item.key);
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
            id={tabId(idPrefix, item.key)}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            className="plain-tabs__tab"
            onClick={() => {
              if (!selected) onChange(item.key);
            }}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
