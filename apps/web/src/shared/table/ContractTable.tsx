import { ReloadOutlined } from '@ant-design/icons';
import { type EndpointData, endpointKey } from '@portal/shared/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Input, Select, Table, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useMemo } from 'react';
import { call } from '../api/call';
import { queryEmptyText, TableEmptyText } from '../components/TableEmptyText';
import { useNarrow } from '../components/useNarrow';
import { type ContractColumn, cellOf } from './columns';
import { addressValue, type ListEndpoint, useAddressQuery } from './table-query';
import './table.css';

/** A row of a list endpoint's answer (`data.list`). */
export type RowOf<E extends ListEndpoint> = EndpointData<E> extends { list: (infer R)[] } ? R : never;

/** A filter above the table; its value lives in the address under `name` (`from`/`to` for a range). */
export type TableFilter =
  | {
      kind: 'select';
      name: string;
      label: string;
      /** The option for no filter (全部状态). */
      allLabel: string;
      options: readonly { value: string | number; label: string }[];
      width?: number;
    }
  | { kind: 'search'; name: string; label: string; placeholder?: string; maxLength?: number }
  | { kind: 'dateRange'; from: string; to: string; label: string; placeholder: [string, string] };

/** The queries of a list endpoint share this key's start: a write refreshes them by endpoint. */
export function tableQueryKey(endpoint: ListEndpoint): readonly unknown[] {
  return ['contract-table', endpointKey(endpoint)];
}

export interface ContractTableProps<E extends ListEndpoint> {
  endpoint: E;
  /** The table's accessible name. */
  label: string;
  columns: readonly ContractColumn<RowOf<E>>[];
  rowKey: keyof RowOf<E> & string;
  filters?: readonly TableFilter[];
  /** A filter's value when the address names none (the desk opens on 待审核). Keep it stable. */
  defaults?: Readonly<Record<string, string>>;
  /**
   * Query values always sent and never in the address: one list endpoint shown as several
   * tables (the publisher's supplies and demands). Keep it stable.
   */
  fixed?: Readonly<Record<string, string>>;
  /** What an empty list says. */
  emptyText?: string;
  pageSizes?: readonly number[];
  /** Below this width only the essential columns stay in the row (the rest expand). */
  narrowBelow?: number;
}

const NO_DEFAULTS: Readonly<Record<string, string>> = {};
const NO_FILTERS: readonly TableFilter[] = [];
const DAY = 'YYYY-MM-DD';

/**
 * A list screen from its contract (the ProTable idea on our endpoints): the server pages
 * (`currentPage`/`pageSize` in, `list` and `pagination.total` out), the filters and the page live
 * in the address, loading and empty states are drawn, and on a phone the essential columns stay
 * in the row with the others in an expandable row. Status and date columns come from
 * `statusColumn` and `dateColumn` (China time).
 */
export function ContractTable<E extends ListEndpoint>({
  endpoint,
  label,
  columns,
  rowKey,
  filters = NO_FILTERS,
  defaults = NO_DEFAULTS,
  fixed = NO_DEFAULTS,
  emptyText = '暂无数据',
  pageSizes = [10, 20, 50, 100],
  narrowBelow = 576,
}: ContractTableProps<E>) {
  const names = useMemo(
    () =>
      filters.flatMap((filter) => (filter.kind === 'dateRange' ? [filter.from, filter.to] : [filter.name])),
    [filters],
  );
  const { query: addressQuery, params, change } = useAddressQuery(endpoint.query, names, defaults);
  const query = useMemo(
    () => (fixed === NO_DEFAULTS ? addressQuery : endpoint.query.parse({ ...addressQuery, ...fixed })),
    [addressQuery, endpoint.query, fixed],
  ) as Record<string, unknown>;
  const list = useQuery({
    queryKey: [...tableQueryKey(endpoint), query],
    queryFn: () => call(endpoint, { query } as never, { silent: true }),
    placeholderData: keepPreviousData,
  });
  const narrow = useNarrow(narrowBelow);
  const page = list.data as { list: RowOf<E>[]; pagination: { total: number } } | undefined;
  const currentPage = Number(query.currentPage ?? 1);
  const pageSize = Number(query.pageSize ?? pageSizes[0]);

  const shown = narrow ? columns.filter((column) => column.essential) : columns;
  const folded = narrow ? columns.filter((column) => !column.essential) : [];

  return (
    <section className="contract-table" aria-label={label}>
      <div className="contract-table__filters">
        {filters.map((filter) => (
          <FilterControl
            key={filter.kind === 'dateRange' ? filter.from : filter.name}
            filter={filter}
            value={(name) => addressValue(params, name, defaults)}
            onChange={(changes) => change(changes)}
          />
        ))}
        <Tooltip title="刷新">
          <Button
            icon={<ReloadOutlined spin={list.isFetching} />}
            aria-label="刷新"
            onClick={() => void list.refetch()}
          />
        </Tooltip>
      </div>
      <Table<RowOf<E>>
        rowKey={rowKey as string}
        size={narrow ? 'small' : 'middle'}
        // Greyed while a new page or filter loads; a refresh in the background only spins 刷新.
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        dataSource={page?.list ?? []}
        // On a phone the columns share the width they get (no fixed widths): the row never
        // pushes the page sideways, long words wrap.
        columns={shown.map(({ essential: _, width, ...column }) => (narrow ? column : { ...column, width }))}
        // Always a horizontal scroll setting (the table's width on a phone): with none, antd builds
        // the table anew, and a row's open confirm or dialog went with it at the breakpoint.
        scroll={{ x: narrow ? '100%' : 'max-content' }}
        expandable={
          folded.length > 0
            ? {
                expandedRowRender: (row, index) => (
                  <dl className="contract-table__more">
                    {folded.map((column) => (
                      <div key={column.key} className="contract-table__more-item">
                        <dt>{column.title}</dt>
                        <dd>{cellOf(column, row, index)}</dd>
                      </div>
                    ))}
                  </dl>
                ),
              }
            : undefined
        }
        locale={{
          emptyText: (
            <TableEmptyText>{queryEmptyText(list, emptyText, '列表加载失败，请点击刷新重试')}</TableEmptyText>
          ),
        }}
        pagination={{
          current: currentPage,
          pageSize,
          total: page?.pagination.total ?? 0,
          showSizeChanger: !narrow,
          pageSizeOptions: pageSizes.map(String),
          showTotal: (total) => `共 ${total} 条`,
          size: narrow ? 'small' : 'middle',
          onChange: (nextPage, nextSize) =>
            change(
              {
                currentPage: String(nextSize === pageSize ? nextPage : 1),
                pageSize: String(nextSize),
              },
              { keepPage: true },
            ),
        }}
      />
    </section>
  );
}

function FilterControl({
  filter,
  value,
  onChange,
}: {
  filter: TableFilter;
  value: (name: string) => string;
  onChange: (changes: Record<string, string>) => void;
}): ReactNode {
  switch (filter.kind) {
    case 'select':
      return (
        <Select
          aria-label={filter.label}
          value={value(filter.name)}
          style={{ width: filter.width ?? 130 }}
          onChange={(next: string) => onChange({ [filter.name]: next })}
          options={[
            { value: '', label: filter.allLabel },
            ...filter.options.map((option) => ({ value: String(option.value), label: option.label })),
          ]}
        />
      );
    case 'search': {
      const current = value(filter.name);
      return (
        <Input.Search
          // A new address (Back, another filter) shows its own keyword.
          key={current}
          aria-label={filter.label}
          placeholder={filter.placeholder}
          allowClear
          maxLength={filter.maxLength ?? 50}
          defaultValue={current}
          onSearch={(next) => onChange({ [filter.name]: next.trim() })}
          className="contract-table__search"
          enterButton="搜索"
        />
      );
    }
    case 'dateRange': {
      const from = value(filter.from);
      const to = value(filter.to);
      const day = (text: string) => (text ? dayjs(text, DAY) : null);
      const range: [Dayjs | null, Dayjs | null] | null = from || to ? [day(from), day(to)] : null;
      return (
        <DatePicker.RangePicker
          aria-label={filter.label}
          placeholder={filter.placeholder}
          value={range}
          allowEmpty={[true, true]}
          inputReadOnly
          className="contract-table__dates"
          onChange={(dates) =>
            onChange({
              [filter.from]: dates?.[0]?.format(DAY) ?? '',
              [filter.to]: dates?.[1]?.format(DAY) ?? '',
            })
          }
        />
      );
    }
  }
}

export type { ContractColumn };
