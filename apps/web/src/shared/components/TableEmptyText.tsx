import './components.css';

/**
 * The text of a table with no rows. antd draws a plain-text empty state in its disabled grey,
 * below WCAG AA contrast; this keeps the page's muted text colour.
 */
export function TableEmptyText({ children }: { children: string }) {
  return <span className="table-empty-text">{children}</span>;
}

/** What a table fed by a query says while it has no rows: loading, failed, or truly empty. */
export function queryEmptyText(
  query: { isPending: boolean; isError: boolean },
  empty: string,
  failed = '加载失败，请刷新页面重试',
): string {
  if (query.isPending) return '加载中…';
  return query.isError ? failed : empty;
}
