import {
  type EndpointDefinition,
  REQUEST_LOCATIONS,
  REQUEST_TYPES,
  type RequestField,
} from '@portal/shared/catalogue';
import { Table, Tag } from 'antd';
import { TableEmptyText } from '../../../shared/components/TableEmptyText';
import { useNarrow } from '../../../shared/components/useNarrow';

const LOCATION_LABELS: Record<number, string> = {
  [REQUEST_LOCATIONS.header]: 'Header',
  [REQUEST_LOCATIONS.query]: 'Query',
  [REQUEST_LOCATIONS.body]: 'Body',
};

const NUMERIC_TYPES = new Set<number>([
  REQUEST_TYPES.int,
  REQUEST_TYPES.long,
  REQUEST_TYPES.float,
  REQUEST_TYPES.number,
]);

/** requestType: 2, 4, 6, 8 numeric, 10 file, others text (spec 001 §3). */
export function requestTypeLabel(type: number): string {
  if (type === REQUEST_TYPES.file) return '文件';
  return NUMERIC_TYPES.has(type) ? '数值' : '文本';
}

/**
 * The read-only request definition of a microservice or model (spec 001 §2.5), as a caller needs
 * it: method, protocol and path. Where the platform forwards the call (its prefix and host) is
 * the server's business and not shown: the forwarding call never goes where the browser says.
 */
export function EndpointPanel({ endpoint }: { endpoint: EndpointDefinition }) {
  const rows: [string, string][] = [
    ['请求方式', endpoint.method],
    ['传输协议', endpoint.protocol],
    ['请求路径', endpoint.uri],
    ['调用方式', '经平台转发调用'],
  ];
  return (
    <dl className="endpoint-panel">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="endpoint-panel__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

const requiredTag = (flag: number) => (flag === 1 ? <Tag color="red">必填</Tag> : <Tag>选填</Tag>);
const defaultText = (field: RequestField) =>
  field.requestDefaultValue ? `${field.requestDefaultValue}${field.unit ? ` ${field.unit}` : ''}` : '—';
const locationText = (location: number) => LOCATION_LABELS[location] ?? '—';

/**
 * A microservice's or model's parameters. Below 576 px the row keeps the name, the description
 * and whether it is required, and the type, place and default open under it: the table never
 * scrolls sideways (a scrolling region would need keyboard access too).
 */
export function RequestFieldTable({ fields }: { fields: readonly RequestField[] }) {
  const narrow = useNarrow(576);
  return (
    <Table<RequestField>
      className="request-fields"
      size="small"
      rowKey="id"
      pagination={false}
      scroll={narrow ? undefined : { x: 640 }}
      dataSource={[...fields]}
      locale={{ emptyText: <TableEmptyText>无需参数</TableEmptyText> }}
      expandable={
        narrow
          ? {
              expandedRowRender: (field) => (
                <dl className="request-fields__more">
                  <dt>类型</dt>
                  <dd>{requestTypeLabel(field.requestType)}</dd>
                  <dt>位置</dt>
                  <dd>{locationText(field.requestLocation)}</dd>
                  <dt>默认值</dt>
                  <dd>{defaultText(field)}</dd>
                </dl>
              ),
            }
          : undefined
      }
      columns={
        narrow
          ? [
              { title: '参数名', dataIndex: 'requestName', className: 'request-fields__name' },
              { title: '说明', dataIndex: 'requestDescribes' },
              { title: '必填', dataIndex: 'requiredFlag', render: requiredTag },
            ]
          : [
              { title: '参数名', dataIndex: 'requestName', width: 150 },
              { title: '说明', dataIndex: 'requestDescribes' },
              {
                title: '类型',
                dataIndex: 'requestType',
                width: 70,
                render: (type: number) => requestTypeLabel(type),
              },
              { title: '位置', dataIndex: 'requestLocation', width: 80, render: locationText },
              {
                title: '默认值',
                key: 'default',
                width: 110,
                render: (_, field) => defaultText(field),
              },
              { title: '必填', dataIndex: 'requiredFlag', width: 70, render: requiredTag },
            ]
      }
    />
  );
}
