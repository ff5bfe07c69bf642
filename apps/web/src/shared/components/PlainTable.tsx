import type { ReactNode } from 'react';
import './plain.css';

export interface PlainColumn<Row> {
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
  /** Classes of the column's header and cells (a width, or hidden on a narrow screen). */
  className?: string;
}

interface PlainTableProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: readonly PlainColumn<Row>[];
  /** What the table says when it has no rows. */
  empty: string;
  className?: string;
}

/**
 * A small read-only table drawn like antd's small Table (its header, rules and spacing),
 * without antd: for public pages that show a few rows and nothing to sort or page through.
 */
export function PlainTable<Row>({ rows, rowKey, columns, empty, className }: PlainTableProps<Row>) {
  return (
    <div className={className ? `plain-table ${className}` : 'plain-table'}>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="plain-table__empty">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={column.className}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
