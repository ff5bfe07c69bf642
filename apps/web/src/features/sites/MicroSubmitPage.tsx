import {
  COMMUNITY_TEXTS,
  communityApi,
  type MicroSubmissionForm,
  PACKAGE_MAX_MB,
  PACKAGE_UPLOAD,
  type SubmissionDetail,
  zMicroSubmissionForm,
} from '@portal/shared/community';
import { formatFileSize } from '@portal/shared/format';
import { MICRO_DETAILS_REMAKE_MAX, MICRO_NEW_FIELD } from '@portal/shared/micro-endpoint';
import { uploadProblem } from '@portal/shared/uploads';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useWrite } from '../../shared/api/useWrite';
import { FileUpload, useFileUpload } from '../../shared/components/FileUpload';
import { fieldRule } from '../../shared/components/form-rules';
import { EndpointFields, RequestFieldsEditor } from '../../shared/components/MicroEndpointForm';
import { queryEmptyText } from '../../shared/components/TableEmptyText';
import { tableQueryKey } from '../../shared/table/ContractTable';
import { RejectedNotice, SubmissionScreen } from './CommunityFrame';
import { communityKeys, fetchIndustries, submitMicro, uploadPackage } from './community-api';
import './community.css';
import './sites.css';

const FORM_SHAPE = zMicroSubmissionForm.shape;

const EMPTY_FORM: Partial<MicroSubmissionForm> = {
  name: '',
  contentRemake: '',
  detailsRemake: '',
  method: 'POST',
  protocol: 'HTTP',
  domain: '',
  uri: '',
  fields: [{ ...MICRO_NEW_FIELD }],
};

function formOf(detail: SubmissionDetail): MicroSubmissionForm {
  return {
    name: detail.name,
    industryId: detail.industryId,
    contentRemake: detail.contentRemake,
    detailsRemake: detail.detailsRemake,
    method: detail.method as MicroSubmissionForm['method'],
    protocol: detail.protocol as MicroSubmissionForm['protocol'],
    domain: detail.domain,
    uri: detail.uri,
    fields: detail.fields,
  };
}

const packageProblem = (file: File) =>
  uploadProblem(file, PACKAGE_UPLOAD.accepts, {
    wrongType: COMMUNITY_TEXTS.packageType,
    tooLarge: () => COMMUNITY_TEXTS.packageSize(PACKAGE_MAX_MB),
  });

/**
 * /community/submit: a developer submits a microservice (its endpoint, parameters and package) or,
 * with `?id=`, corrects one that waits or was rejected. The rules are the contract's; the server
 * checks the endpoint against what forwarding may reach.
 */
export default function MicroSubmitPage() {
  return (
    <SubmissionScreen
      kind="micro"
      titles={[COMMUNITY_TEXTS.submitMicro, COMMUNITY_TEXTS.editMicro]}
      hint="填写微服务的接口与参数，平台审核通过后即在微服务目录发布，并可在线试用。接口须为平台可转发的地址：域名留空表示本平台内置服务（路径以 /api/builtin/ 开头），或填写公网域名。"
      form={(id, detail) => <SubmitForm key={id ?? 'new'} id={id} detail={detail} />}
    />
  );
}

function SubmitForm({ id, detail }: { id: number | null; detail: SubmissionDetail | null }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<MicroSubmissionForm>();
  const industries = useQuery({ queryKey: communityKeys.industries, queryFn: fetchIndustries });
  const [held, setHeld] = useState<File | null>(null);
  const [packageLabel, setPackageLabel] = useState(
    detail?.packageName ? `${detail.packageName}（${formatFileSize(detail.packageSize)}）` : '',
  );

  // A new submission's package waits for its number; an existing one's goes at once.
  const packageSlot = useFileUpload({
    problem: packageProblem,
    send: (file: File, onProgress) =>
      id === null ? Promise.resolve(null) : uploadPackage(id, file, onProgress),
    onUploaded: (_answer, file) => {
      if (id === null) setHeld(file);
      setPackageLabel(
        `${file.name}（${formatFileSize(file.size)}）${id === null ? '，提交时上传' : '，已上传'}`,
      );
    },
  });

  const saving = useWrite({
    write: async (values: MicroSubmissionForm) => {
      const answer = await submitMicro(values, id);
      if (held) await uploadPackage(answer.data.id, held, () => undefined);
      return answer;
    },
    success: id === null ? COMMUNITY_TEXTS.created : COMMUNITY_TEXTS.updated,
    invalidates: [tableQueryKey(communityApi.list), communityKeys.overview, ['community', 'submission']],
    exclusive: true,
    onSuccess: () => navigate(paths.community),
  });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={detail ? formOf(detail) : EMPTY_FORM}
      onFinish={(values) => void saving.run({ ...values, fields: values.fields ?? [] })}
      scrollToFirstError
    >
      <RejectedNotice detail={detail} />
      <h2 className="micro-submit__section">基本信息</h2>
      <div className="micro-fields__grid">
        <Form.Item label="微服务名称" name="name" required rules={[fieldRule(FORM_SHAPE.name)]}>
          <Input maxLength={50} showCount placeholder="如：露点温度计算" />
        </Form.Item>
        <Form.Item label="行业" name="industryId" required rules={[fieldRule(FORM_SHAPE.industryId)]}>
          <Select
            placeholder="请选择行业"
            loading={industries.isPending}
            notFoundContent={queryEmptyText(industries, '暂无行业')}
            options={(industries.data ?? []).map((industry) => ({
              value: industry.id,
              label: industry.name,
            }))}
          />
        </Form.Item>
      </div>
      <Form.Item label="简介" name="contentRemake" required rules={[fieldRule(FORM_SHAPE.contentRemake)]}>
        <Input.TextArea rows={2} maxLength={200} showCount placeholder="一句话说明微服务做什么" />
      </Form.Item>
      <Form.Item label="详细说明" name="detailsRemake" rules={[fieldRule(FORM_SHAPE.detailsRemake)]}>
        <Input.TextArea
          rows={3}
          maxLength={MICRO_DETAILS_REMAKE_MAX}
          showCount
          placeholder="计算方法、适用范围、返回值说明等（选填）"
        />
      </Form.Item>

      <h2 className="micro-submit__section">接口定义</h2>
      <EndpointFields />

      <h2 className="micro-submit__section">请求参数</h2>
      <RequestFieldsEditor />

      <h2 className="micro-submit__section">安装包</h2>
      <div className="micro-submit__package">
        <FileUpload accepts={PACKAGE_UPLOAD.accepts} upload={packageSlot}>
          <Button loading={packageSlot.uploading}>选择安装包（.zip，≤{PACKAGE_MAX_MB}MB）</Button>
        </FileUpload>
        <span className="community__meta" aria-live="polite">
          {packageSlot.progress !== null
            ? `上传中 ${packageSlot.progress}%`
            : packageLabel || '未选择安装包（选填）'}
        </span>
      </div>

      <div className="micro-submit__actions">
        <Button type="primary" htmlType="submit" loading={saving.pending}>
          {id === null ? '提交审核' : '保存并重新提交'}
        </Button>
        <Button onClick={() => navigate(paths.community)}>取消</Button>
      </div>
    </Form>
  );
}
