import { formatDateTime } from '@portal/shared/format';
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { type StatusLabels, StatusTag } from '../components/StatusTag';

/**
 * A column of a ContractTable: antd's column with a key, and whether it matters first. On a
 * phone only the `essential` columns stay in the row; the others open in the row's expansion.
 */
export interface ContractColumn<Row> extends Omit<TableColumnType<Row>, 'key' | 'dataIndex' | 'title'> {
  key: string;
  dataIndex?: keyof Row & string;
  /** Title as text, for the expansion's list and for a column whose `title` is a node. */
  title: string;
  essential?: boolean;
}

/** A status column: the value's label and tone from its status family (packages/shared). */
export function statusColumn<Row>(
  column: Omit<ContractColumn<Row>, 'render' | 'key'> & { dataIndex: keyof Row & string; of: StatusLabels },
): ContractColumn<Row> {
  const { of, ...rest } = column;
  return {
    width: 90,
    ...rest,
    key: column.dataIndex,
    render: (value: number) => <StatusTag status={value} of={of} />,
  };
}

/** `2026-03-18 14:30` in China time (UTC+8) whatever the browser's zone; a dash when unset. */
export function chinaTime(value: string | null | undefined): string {
  return value ? formatDateTime(value) : '—';
}

/** A moment shown in China time (DESIGN.md: store UTC, show China time through one formatter). */
export function dateColumn<Row>(
  column: Omit<ContractColumn<Row>, 'render' | 'key'> & { dataIndex: keyof Row & string },
): ContractColumn<Row> {
  return {
    width: 150,
    ...column,
    key: column.dataIndex,
    render: (value: string | null) => <span className="contract-table__time">{chinaTime(value)}</span>,
  };
}

/** What a column shows for a row (its render, else the raw value). */
export function cellOf<Row>(column: ContractColumn<Row>, row: Row, index: number): ReactNode {
  const value = column.dataIndex ? row[column.dataIndex] : undefined;
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value === null || value === undefined || value === '' ? '—' : String(value);
}
