import './components.css';

/**
 * The text of a table with no rows. antd draws a plain-text empty state in its disabled grey,
 * below WCAG AA contrast; this keeps the page's muted text colour.
 */
export function TableEmptyText({ children }: { children: string }) {
  return <span className="table-empty-text">{children}</span>;
}
