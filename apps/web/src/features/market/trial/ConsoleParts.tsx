import { type EndpointDefinition, REQUEST_LOCATIONS, type RequestField } from '@portal/shared/catalogue';
import { Form, Input, InputNumber, Table } from 'antd';
import type { ReactNode } from 'react';
import { DetailSection } from '../detail/DetailHero';
import { type FieldKind, fieldKind, type TrialValue } from './trial-form';
import './trial.css';

/**
 * The parts a microservice's console and a model's simulation share (spec 001 §2.5: "the same
 * read-only panel, parameter inputs and header table"): the sections, the request panel, one
 * input by parameter type and the header table.
 */

/** Where the console is drawn: the /Trial page's sections, or the detail's trial dialog. */
export type ConsoleVariant = 'page' | 'dialog';

/** A titled part of the console: the page's bordered section, or a plain block in a dialog. */
export function ConsoleSection({
  variant,
  title,
  children,
}: {
  variant: ConsoleVariant;
  title: string;
  children: ReactNode;
}) {
  if (variant === 'page') return <DetailSection title={title}>{children}</DetailSection>;
  return (
    <section className="trial-console__section">
      <h3 className="trial-console__title">{title}</h3>
      {children}
    </section>
  );
}

/** The read-only request panel (spec 001 §2.5): method, protocol, prefix, path and domain. */
export function RequestReadout({ request }: { request: EndpointDefinition }) {
  const rows: [string, string][] = [
    ['请求方式', request.method],
    ['传输协议', request.protocol],
    ['模型前缀', request.prefix || '—'],
    ['请求路径', request.uri],
    ['域名', request.domain || '本平台'],
  ];
  return (
    <dl className="endpoint-panel">
      {rows.map(([term, value]) => (
        <div key={term} className="endpoint-panel__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A parameter's name as a person reads it: its description when it has one (spec 001 §5.1). */
export const fieldLabel = (field: RequestField) => field.requestDescribes.trim() || field.requestName;

/**
 * One input by the parameter's type (spec 001 §2.5): numbers, a number or an object of numbers,
 * text. Form.Item hands it `value`, `onChange` and `id`, passed on to the input.
 */
export function ValueInput({
  field,
  kind,
  ...control
}: {
  field: RequestField;
  kind: FieldKind;
  value?: TrialValue;
  onChange?: (value: TrialValue) => void;
  id?: string;
}) {
  const label = fieldLabel(field);
  if (kind === 'integer' || kind === 'decimal') {
    return (
      <InputNumber<number>
        id={control.id}
        value={typeof control.value === 'number' ? control.value : null}
        onChange={(value) => control.onChange?.(value)}
        aria-label={label}
        precision={kind === 'integer' ? 0 : undefined}
        addonAfter={field.unit || undefined}
        className="trial-form__number"
      />
    );
  }
  return (
    <Input
      id={control.id}
      value={control.value === null || control.value === undefined ? '' : String(control.value)}
      onChange={(event) => control.onChange?.(event.target.value)}
      aria-label={label}
      addonAfter={field.unit || undefined}
      placeholder={kind === 'numbers' ? '数字，或 {"名称": 数字}' : undefined}
    />
  );
}

/** A non-file parameter's form item: its name as the label, its description as the help. */
export function ValueItem({ field }: { field: RequestField }) {
  return (
    <Form.Item
      name={field.requestName}
      label={field.requestName}
      required={field.requiredFlag === 1}
      extra={field.requestDescribes}
    >
      <ValueInput field={field} kind={fieldKind(field)} />
    </Form.Item>
  );
}

/** The parameters sent as headers, and the others (query and body). */
export function splitByLocation(fields: readonly RequestField[]) {
  return {
    headers: fields.filter((field) => field.requestLocation === REQUEST_LOCATIONS.header),
    others: fields.filter((field) => field.requestLocation !== REQUEST_LOCATIONS.header),
  };
}

/** The header parameters as a table with an input each; shown only when there are some. */
export function HeaderTable({ fields }: { fields: readonly RequestField[] }) {
  return (
    <Table<RequestField>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={[...fields]}
      columns={[
        { title: '名称', dataIndex: 'requestName' },
        { title: '说明', dataIndex: 'requestDescribes' },
        {
          title: '值',
          key: 'value',
          render: (_, field) => (
            <Form.Item name={field.requestName} noStyle>
              <ValueInput field={field} kind={fieldKind(field)} />
            </Form.Item>
          ),
        },
      ]}
    />
  );
}
