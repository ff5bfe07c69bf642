import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import {
  MAX_MICRO_FIELDS,
  MICRO_ENDPOINT_TEXTS,
  MICRO_FIELD_LOCATIONS,
  MICRO_FIELD_TYPES,
  MICRO_METHODS,
  MICRO_NEW_FIELD,
  MICRO_PROTOCOLS,
  microEndpointShape,
  zMicroField,
} from '@portal/shared/micro-endpoint';
import { Button, Form, type FormRule, Input, Select, Space, Switch } from 'antd';
import { fieldRule } from './form-rules';
import './micro-endpoint.css';

/**
 * A microservice's endpoint (method, protocol, domain, the optional prefix, path) and its request
 * parameters, as the developer community's submission form and the console's 微服务管理 edit
 * them: fields of the enclosing antd Form (`method`, …, `fields`), checked by the contract's
 * rules (`micro-endpoint.ts`). A parameter's order is its place in the list.
 */

const FIELD_SHAPE = zMicroField.shape;

/** Each parameter's name once (the contract's `zMicroFields` rule, on the field that repeats it). */
const uniqueName: FormRule = ({ getFieldValue }) => ({
  validator: (_, value: unknown) => {
    const name = typeof value === 'string' ? value.trim() : '';
    const fields = (getFieldValue('fields') ?? []) as { requestName?: string }[];
    const same = fields.filter((field) => (field?.requestName ?? '').trim() === name).length;
    return name && same > 1
      ? Promise.reject(new Error(MICRO_ENDPOINT_TEXTS.duplicateField(name)))
      : Promise.resolve();
  },
});

export function EndpointFields({
  withPrefix = false,
  endpointRules = [],
}: {
  /** The console writes the prefix apart (the built-ins' prefix, then `/micro/dew-point`). */
  withPrefix?: boolean;
  /** A rule across the endpoint's fields (the allow-list), on the domain and the path. */
  endpointRules?: FormRule[];
}) {
  const dependencies = ['protocol', 'domain', 'prefix', 'uri'];
  return (
    <>
      <div className="micro-fields__grid">
        <Form.Item label="请求方式" name="method" required rules={[fieldRule(microEndpointShape.method)]}>
          <Select options={MICRO_METHODS.map((method) => ({ value: method, label: method }))} />
        </Form.Item>
        <Form.Item label="协议" name="protocol" required rules={[fieldRule(microEndpointShape.protocol)]}>
          <Select options={MICRO_PROTOCOLS.map((protocol) => ({ value: protocol, label: protocol }))} />
        </Form.Item>
        <Form.Item
          label="域名（留空为本平台）"
          name="domain"
          dependencies={dependencies.filter((name) => name !== 'domain')}
          rules={[fieldRule(microEndpointShape.domain), ...endpointRules]}
        >
          <Input maxLength={100} placeholder="如：api.example.com:8443" />
        </Form.Item>
      </div>
      <div className="micro-fields__grid">
        {withPrefix ? (
          <Form.Item label="接口前缀" name="prefix">
            <Input maxLength={100} placeholder="如：/api/builtin（选填）" />
          </Form.Item>
        ) : null}
        <Form.Item
          label="接口路径"
          name="uri"
          required
          dependencies={dependencies.filter((name) => name !== 'uri')}
          rules={[fieldRule(microEndpointShape.uri), ...endpointRules]}
        >
          <Input
            maxLength={200}
            placeholder={withPrefix ? '如：/micro/dew-point' : '如：/api/builtin/micro/dew-point'}
          />
        </Form.Item>
      </div>
    </>
  );
}

/** The parameters: one card each (name, description, type, location, default, unit, required), in order. */
export function RequestFieldsEditor() {
  return (
    <Form.List name="fields">
      {(items, { add, remove, move }) => (
        <>
          {items.map((item, index) => (
            <fieldset key={item.key} className="micro-fields__field" aria-label={`参数 ${index + 1}`}>
              <div className="micro-fields__field-head">
                <span>参数 {index + 1}</span>
                <Space size={4}>
                  <Button
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={`上移参数 ${index + 1}`}
                  />
                  <Button
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={`下移参数 ${index + 1}`}
                  />
                  <Button
                    size="small"
                    danger
                    onClick={() => remove(item.name)}
                    aria-label={`删除参数 ${index + 1}`}
                  >
                    删除
                  </Button>
                </Space>
              </div>
              <div className="micro-fields__grid">
                <Form.Item
                  label="参数名"
                  name={[item.name, 'requestName']}
                  required
                  rules={[fieldRule(FIELD_SHAPE.requestName), uniqueName]}
                >
                  <Input maxLength={50} placeholder="如：temperature" />
                </Form.Item>
                <Form.Item
                  label="参数说明"
                  name={[item.name, 'requestDescribes']}
                  required
                  rules={[fieldRule(FIELD_SHAPE.requestDescribes)]}
                >
                  <Input maxLength={100} placeholder="如：空气温度" />
                </Form.Item>
                <Form.Item
                  label="类型"
                  name={[item.name, 'requestType']}
                  required
                  rules={[fieldRule(FIELD_SHAPE.requestType)]}
                >
                  <Select options={MICRO_FIELD_TYPES.map((type) => ({ ...type }))} />
                </Form.Item>
                <Form.Item
                  label="位置"
                  name={[item.name, 'requestLocation']}
                  required
                  rules={[fieldRule(FIELD_SHAPE.requestLocation)]}
                >
                  <Select options={MICRO_FIELD_LOCATIONS.map((location) => ({ ...location }))} />
                </Form.Item>
                <Form.Item
                  label="默认值"
                  name={[item.name, 'requestDefaultValue']}
                  rules={[fieldRule(FIELD_SHAPE.requestDefaultValue)]}
                >
                  <Input maxLength={200} placeholder="选填" />
                </Form.Item>
                <Form.Item label="单位" name={[item.name, 'unit']} rules={[fieldRule(FIELD_SHAPE.unit)]}>
                  <Input maxLength={20} placeholder="如：°C（选填）" />
                </Form.Item>
                <Form.Item label="必填" name={[item.name, 'required']} valuePropName="checked">
                  <Switch checkedChildren="必填" unCheckedChildren="选填" />
                </Form.Item>
              </div>
            </fieldset>
          ))}
          <Button
            onClick={() => add({ ...MICRO_NEW_FIELD })}
            disabled={items.length >= MAX_MICRO_FIELDS}
            block
          >
            添加参数
          </Button>
        </>
      )}
    </Form.List>
  );
}
