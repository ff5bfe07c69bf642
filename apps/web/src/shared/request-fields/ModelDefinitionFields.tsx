import type { ModelSort } from '@portal/shared/catalogue';
import { MODEL_DESCRIBES_MAX, MODEL_NAME_MAX, zModelDefinitionForm } from '@portal/shared/model-definition';
import { Form, Input, Select, Switch } from 'antd';
import { fieldRule } from '../components/form-rules';
import { EndpointFields, RequestFieldsEditor } from '../components/MicroEndpointForm';

const SHAPE = zModelDefinitionForm.shape;

/**
 * A mechanism model's definition as a form's items: name, code, description, sort, type,
 * profession, principle, the IoT flag, the request definition and the fields. The console's
 * editor adds status and icon; the community's form submits it as it is.
 */
export function ModelDefinitionFields({
  sorts,
  sortsLoading,
  codeLocked = false,
}: {
  sorts: readonly ModelSort[];
  sortsLoading?: boolean;
  /** A built-in model's code names its physics and does not change. */
  codeLocked?: boolean;
}) {
  return (
    <>
      <div className="micro-fields__grid">
        <Form.Item label="模型名称" name="modelName" required rules={[fieldRule(SHAPE.modelName)]}>
          <Input maxLength={MODEL_NAME_MAX} placeholder="如：冷库综合冷负荷模型" />
        </Form.Item>
        <Form.Item
          label="模型编码"
          name="code"
          required
          rules={[fieldRule(SHAPE.code)]}
          extra={codeLocked ? '平台内置计算的模型，编码不能修改' : '小写字母、数字与连字符，唯一'}
        >
          <Input maxLength={50} disabled={codeLocked} placeholder="如：cold-room-load" />
        </Form.Item>
      </div>
      <Form.Item label="模型简介" name="describes" required rules={[fieldRule(SHAPE.describes)]}>
        <Input.TextArea
          rows={2}
          maxLength={MODEL_DESCRIBES_MAX}
          showCount
          placeholder="一句话说明模型计算什么"
        />
      </Form.Item>
      <div className="micro-fields__grid">
        <Form.Item label="模型分类" name="modelSortCode" required rules={[fieldRule(SHAPE.modelSortCode)]}>
          <Select
            placeholder="请选择模型分类"
            loading={sortsLoading}
            options={sorts.map((sort) => ({ value: sort.code, label: sort.name }))}
          />
        </Form.Item>
        <Form.Item label="模型类型" name="modelTypeName" required rules={[fieldRule(SHAPE.modelTypeName)]}>
          <Input maxLength={50} placeholder="如：机理模型" />
        </Form.Item>
        <Form.Item
          label="专业分类"
          name="professionSortName"
          required
          rules={[fieldRule(SHAPE.professionSortName)]}
        >
          <Input maxLength={50} placeholder="如：冷库设计" />
        </Form.Item>
      </div>
      <Form.Item
        label="模型原理"
        name="principle"
        required
        rules={[fieldRule(SHAPE.principle)]}
        extra="直接输入文字（空行分段），或写 HTML（<p>、<h3>、<ul>、<strong> 等）；保存时按统一白名单清理。"
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} placeholder="计算公式、适用范围与参数说明" />
      </Form.Item>
      <Form.Item label="使用物联网数据仿真" name="isRequestData" valuePropName="checked">
        <Switch checkedChildren="是" unCheckedChildren="否" />
      </Form.Item>

      <h3 className="micro-fields__section">请求定义</h3>
      <EndpointFields withPrefix />

      <h3 className="micro-fields__section">请求参数</h3>
      <RequestFieldsEditor />
    </>
  );
}
