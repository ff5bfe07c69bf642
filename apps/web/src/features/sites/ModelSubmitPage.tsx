import { COMMUNITY_TEXTS, communityApi, type SubmissionDetail } from '@portal/shared/community';
import { useQuery } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useWrite } from '../../shared/api/useWrite';
import { ModelDefinitionFields } from '../../shared/request-fields/ModelDefinitionFields';
import {
  type ModelDefinitionValues,
  modelDefinitionValues,
  toModelDefinition,
} from '../../shared/request-fields/model-definition-form';
import { tableQueryKey } from '../../shared/table/ContractTable';
import { RejectedNotice, SubmissionScreen } from './CommunityFrame';
import { communityKeys, fetchModelSorts, submitModel } from './community-api';

/**
 * /community/model: a developer submits a mechanism model (its request definition and fields) or,
 * with `?id=`, corrects one that waits or was rejected. It stays unpublished until an operator
 * approves it; the rules are the contract's, and the server checks the endpoint against what
 * forwarding may reach.
 */
export default function ModelSubmitPage() {
  return (
    <SubmissionScreen
      kind="model"
      titles={[COMMUNITY_TEXTS.submitModel, COMMUNITY_TEXTS.editModel]}
      hint="填写机理模型的说明、请求定义与参数，平台审核通过后即在机理模型目录发布，并可在线仿真。平台按请求定义转发仿真请求：请填写平台可转发的公网域名，接口须返回模型结果（modelBody）。"
      form={(id, detail) => <ModelForm key={id ?? 'new'} id={id} detail={detail} />}
    />
  );
}

function ModelForm({ id, detail }: { id: number | null; detail: SubmissionDetail | null }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<ModelDefinitionValues>();
  const sorts = useQuery({ queryKey: communityKeys.modelSorts, queryFn: fetchModelSorts });
  const saving = useWrite({
    write: (values: ModelDefinitionValues) => submitModel(toModelDefinition(values), id),
    success: id === null ? COMMUNITY_TEXTS.created : COMMUNITY_TEXTS.updated,
    invalidates: [tableQueryKey(communityApi.list), communityKeys.overview, ['community', 'submission']],
    exclusive: true,
    onSuccess: () => navigate(paths.community),
  });

  return (
    <Form<ModelDefinitionValues>
      form={form}
      layout="vertical"
      initialValues={modelDefinitionValues(detail?.model ?? null)}
      onFinish={() => void saving.run(form.getFieldsValue(true) as ModelDefinitionValues)}
      scrollToFirstError
    >
      <RejectedNotice detail={detail} />
      <ModelDefinitionFields sorts={sorts.data ?? []} sortsLoading={sorts.isPending} />
      <div className="micro-submit__actions">
        <Button type="primary" htmlType="submit" loading={saving.pending}>
          {id === null ? '提交审核' : '保存并重新提交'}
        </Button>
        <Button onClick={() => navigate(paths.community)}>取消</Button>
      </div>
    </Form>
  );
}
