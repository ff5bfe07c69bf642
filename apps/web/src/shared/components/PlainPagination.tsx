import type { MouseEvent } from 'react';
import './pagination.css';

interface PlainPaginationProps {
  current: number;
  pageSize: number;
  total: number;
  /** The page sizes offered (spec: news 10/20/30/40); none: the size is fixed. */
  pageSizeOptions?: readonly number[];
  /** A new page or size: a new size starts again from page 1 (the caller decides). */
  onChange: (page: number, pageSize: number) => void;
  /** The list at that page: a real address a crawler follows and a new tab opens. */
  hrefOf: (page: number) => string;
  className?: string;
}

/** Pages shown either side of the current one before an ellipsis. */
const AROUND = 2;

/** The page numbers to draw, `null` standing for a gap: 1 … 4 5 [6] 7 8 … 20. */
export function pageItems(current: number, pages: number): (number | null)[] {
  if (pages <= AROUND * 2 + 3) return Array.from({ length: pages }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(current - AROUND, pages - AROUND * 2 - 1));
  const to = Math.min(pages - 1, Math.max(current + AROUND, AROUND * 2 + 2));
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [1, ...(from > 2 ? [null] : []), ...middle, ...(to < pages - 1 ? [null] : []), pages];
}

/**
 * The pager of the public lists without antd (their first screen draws none), in antd's look
 * and Chinese texts: every page a real link (`hrefOf`), a click turning the page in place
 * through `onChange`; a modified click (new tab, new window) goes the browser's way.
 */
export function PlainPagination({
  current,
  pageSize,
  total,
  pageSizeOptions,
  onChange,
  hrefOf,
  className,
}: PlainPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const turnTo = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onChange(page, pageSize);
  };
  const step = (page: number, label: string, symbol: string) =>
    page < 1 || page > pages ? (
      <span className="plain-pagination__step" aria-disabled="true" title={label}>
        {symbol}
      </span>
    ) : (
      <a className="plain-pagination__step" href={hrefOf(page)} title={label} onClick={turnTo(page)}>
        {symbol}
      </a>
    );
  return (
    <nav className={['plain-pagination', className].filter(Boolean).join(' ')} aria-label="分页">
      <span className="plain-pagination__total">共 {total} 条</span>
      {step(current - 1, '上一页', '‹')}
      <ul className="plain-pagination__pages">
        {pageItems(current, pages).map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the two gaps keep their places
            <li key={`gap-${index}`} className="plain-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <a
                className="plain-pagination__page"
                href={hrefOf(page)}
                title={String(page)}
                aria-label={`第 ${page} 页`}
                aria-current={page === current ? 'page' : undefined}
                onClick={turnTo(page)}
              >
                {page}
              </a>
            </li>
          ),
        )}
      </ul>
      {step(current + 1, '下一页', '›')}
      {pageSizeOptions && pageSizeOptions.length > 1 ? (
        <select
          className="plain-pagination__size"
          aria-label="每页条数"
          value={pageSize}
          onChange={(event) => onChange(current, Number(event.target.value))}
        >
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {size} 条/页
            </option>
          ))}
        </select>
      ) : null}
    </nav>
  );
}
