import type { EndpointDefinition, RequestField } from '@portal/shared/catalogue';
import { REQUEST_LOCATIONS, REQUEST_TYPES } from '@portal/shared/catalogue-constants';
import { type PlainColumn, PlainTable } from '../../../shared/components/PlainTable';
import { StatusTag } from '../../../shared/components/StatusTag';

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

const requiredTag = (flag: number) =>
  flag === 1 ? <StatusTag tone="danger">必填</StatusTag> : <StatusTag tone="neutral">选填</StatusTag>;
const defaultText = (field: RequestField) =>
  field.requestDefaultValue ? `${field.requestDefaultValue}${field.unit ? ` ${field.unit}` : ''}` : '—';
const locationText = (location: number) => LOCATION_LABELS[location] ?? '—';

/** Shown in their own columns on a wide screen, under the parameter's name on a narrow one. */
const WIDE = 'request-fields__wide';

const FIELD_COLUMNS: readonly PlainColumn<RequestField>[] = [
  {
    key: 'name',
    title: '参数名',
    className: 'request-fields__name',
    render: (field) => (
      <>
        {field.requestName}
        <dl className="request-fields__more">
          <dt>类型</dt>
          <dd>{requestTypeLabel(field.requestType)}</dd>
          <dt>位置</dt>
          <dd>{locationText(field.requestLocation)}</dd>
          <dt>默认值</dt>
          <dd>{defaultText(field)}</dd>
        </dl>
      </>
    ),
  },
  { key: 'describes', title: '说明', render: (field) => field.requestDescribes },
  { key: 'type', title: '类型', className: WIDE, render: (field) => requestTypeLabel(field.requestType) },
  { key: 'location', title: '位置', className: WIDE, render: (field) => locationText(field.requestLocation) },
  { key: 'default', title: '默认值', className: WIDE, render: defaultText },
  { key: 'required', title: '必填', render: (field) => requiredTag(field.requiredFlag) },
];

/**
 * A microservice's or model's parameters. Below 576 px the row keeps the name, the description
 * and whether it is required, with the type, place and default under the name: the table
 * never scrolls sideways. Which is shown is the stylesheet's choice, so the server's markup is
 * the same at every width.
 */
export function RequestFieldTable({ fields }: { fields: readonly RequestField[] }) {
  return (
    <PlainTable
      className="request-fields"
      rows={fields}
      rowKey={(field) => field.id}
      columns={FIELD_COLUMNS}
      empty="无需参数"
    />
  );
}
