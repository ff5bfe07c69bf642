import { privacyBlocks } from '@portal/shared/privacy-text';
import {
  PRIVACY_MAX,
  type PrivacyAgreementText,
  type SecondDomainForm,
  SITE_NAMES,
  SITE_SETTINGS_TEXTS,
  zPrivacyForm,
  zSecondDomainForm,
} from '@portal/shared/site-settings';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Modal, Popconfirm, Skeleton, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useWrite } from '../../shared/api/useWrite';
import { fieldRule } from '../../shared/components/form-rules';
import {
  builtInPrivacyText,
  PRIVACY_QUERY_KEY,
  PrivacyBlocks,
} from '../../shared/components/PrivacyAgreement';
import { chinaTime } from '../../shared/table/columns';
import {
  fetchPrivacy,
  fetchSecondDomain,
  resetPrivacy,
  savePrivacy,
  saveSecondDomain,
  settingsKeys,
} from './api';
import { isPortalPath } from './settings-form';

/**
 * /system/settings (站点设置): the privacy agreement (spec 000 §1), edited as plain paragraphs
 * with heading and list marks and a preview, saved and shown on /privacy and in the registration dialog at once,
 * or reset to the built-in text; and the second-domain addresses (spec 002 §2.3) the console
 * button hands over to, each a portal path or an http(s) address.
 */
export default function SettingsPage() {
  return (
    <section className="review-desk settings-admin" aria-labelledby="settings-admin-title">
      <h1 id="settings-admin-title" className="review-desk__title">
        {SITE_SETTINGS_TEXTS.settings}
      </h1>
      <PrivacyCard />
      <SecondDomainCard />
    </section>
  );
}

function PrivacyCard() {
  const privacy = useQuery({ queryKey: settingsKeys.privacy, queryFn: fetchPrivacy });
  return (
    <Card
      className="settings-admin__card"
      title={<h2 className="settings-admin__heading">{SITE_SETTINGS_TEXTS.privacy}</h2>}
    >
      {privacy.isError ? (
        <Alert
          type="error"
          showIcon
          title="隐私协议加载失败"
          description="网络异常或服务暂不可用，请重试。"
          action={<Button onClick={() => privacy.refetch()}>重试</Button>}
        />
      ) : privacy.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <PrivacyForm current={privacy.data} />
      )}
    </Card>
  );
}

function PrivacyForm({ current }: { current: PrivacyAgreementText }) {
  const [form] = Form.useForm<{ text: string }>();
  const [preview, setPreview] = useState<string | null>(null);
  const invalidates = [settingsKeys.privacy, PRIVACY_QUERY_KEY];
  const saving = useWrite({
    write: (text: string) => savePrivacy({ text }),
    success: SITE_SETTINGS_TEXTS.privacySaved,
    invalidates,
    exclusive: true,
    onSuccess: (answer) => form.setFieldsValue({ text: answer.data.text ?? '' }),
  });
  const resetting = useWrite({
    write: () => resetPrivacy(),
    success: SITE_SETTINGS_TEXTS.privacyReset,
    invalidates,
    exclusive: true,
  });

  // The built-in text is the editor's first text until an operator saves one.
  useEffect(() => {
    form.setFieldsValue({ text: current.text ?? builtInPrivacyText() });
  }, [current.text, form]);

  const checked = () => form.validateFields().then((values) => values.text.trim());
  const submit = () =>
    checked().then(
      (text) => saving.run(text),
      () => undefined,
    );

  return (
    <>
      <p>
        当前显示：
        {current.text === null ? (
          <Tag>内置文本（2023年9月）</Tag>
        ) : (
          <Tag color="blue">运营者编辑的文本，更新于 {chinaTime(current.updateTime)}</Tag>
        )}
      </p>
      <Form form={form} layout="vertical">
        <Form.Item
          label="隐私协议正文"
          name="text"
          required
          rules={[fieldRule(zPrivacyForm.shape.text)]}
          extra="每行一段；以“## ”开头的行是标题，以“- ”开头的行是列表项。不支持 HTML，输入的内容按原样显示为文字。保存后 /privacy 页面与注册时的隐私协议立即显示新文本。"
        >
          <Input.TextArea
            autoSize={{ minRows: 10, maxRows: 24 }}
            maxLength={PRIVACY_MAX}
            className="settings-admin__body"
          />
        </Form.Item>
        <Space wrap>
          <Button onClick={() => checked().then(setPreview, () => undefined)}>预览</Button>
          <Button type="primary" loading={saving.pending} onClick={submit}>
            保存隐私协议
          </Button>
          {current.text !== null ? (
            <Popconfirm
              title="确认恢复内置隐私协议？运营者编辑的文本将被删除。"
              okText="恢复"
              cancelText="取消"
              onConfirm={() => resetting.run(undefined)}
            >
              <Button loading={resetting.pending}>恢复内置文本</Button>
            </Popconfirm>
          ) : null}
        </Space>
      </Form>
      {preview !== null ? (
        <Modal
          open
          title="预览：隐私协议"
          width={760}
          onCancel={() => setPreview(null)}
          footer={<Button onClick={() => setPreview(null)}>关闭预览</Button>}
        >
          <article className="settings-admin__preview privacy-agreement">
            <PrivacyBlocks blocks={privacyBlocks(preview)} />
          </article>
        </Modal>
      ) : null}
    </>
  );
}

const SITES = Object.keys(SITE_NAMES) as (keyof typeof SITE_NAMES)[];

function SecondDomainCard() {
  const domains = useQuery({ queryKey: settingsKeys.secondDomain, queryFn: fetchSecondDomain });
  return (
    <Card
      className="settings-admin__card"
      title={<h2 className="settings-admin__heading">{SITE_SETTINGS_TEXTS.secondDomain}</h2>}
    >
      {domains.isError ? (
        <Alert
          type="error"
          showIcon
          title="站点地址加载失败"
          description="网络异常或服务暂不可用，请重试。"
          action={<Button onClick={() => domains.refetch()}>重试</Button>}
        />
      ) : domains.isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <SecondDomainFields current={domains.data} />
      )}
    </Card>
  );
}

function SecondDomainFields({ current }: { current: SecondDomainForm }) {
  const [form] = Form.useForm<SecondDomainForm>();
  const values = Form.useWatch([], form) as SecondDomainForm | undefined;
  const saving = useWrite({
    write: (body: SecondDomainForm) => saveSecondDomain(body),
    success: SITE_SETTINGS_TEXTS.secondDomainSaved,
    invalidates: [settingsKeys.secondDomain],
    exclusive: true,
  });
  const submit = () =>
    form.validateFields().then(
      (body) => saving.run(body),
      () => undefined,
    );
  return (
    <Form form={form} layout="vertical" initialValues={current}>
      <p>
        门户的“控制台”按钮带一次性登录码前往这些地址。以 / 开头为本门户内置的站点，或填写独立部署站点的
        http(s) 网址。
      </p>
      {SITES.map((site) => {
        const value = values?.[site] ?? current[site];
        return (
          <Form.Item
            key={site}
            label={SITE_NAMES[site]}
            name={site}
            required
            rules={[fieldRule(zSecondDomainForm.shape[site])]}
            extra={isPortalPath(value.trim()) ? '本门户内置站点' : '独立部署的站点'}
          >
            <Input maxLength={200} placeholder="/system 或 https://system.example.com" />
          </Form.Item>
        );
      })}
      <Button type="primary" loading={saving.pending} onClick={submit}>
        保存站点地址
      </Button>
    </Form>
  );
}
