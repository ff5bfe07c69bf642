import { CERTIFICATION_STATUS } from '@portal/shared/accounts-constants';
import type { Certification } from '@portal/shared/certification';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, type FormInstance, Skeleton, Steps } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { getFeedback } from '../../shared/api/feedback';
import { RequestError } from '../../shared/api/request';
import { useWrite } from '../../shared/api/useWrite';
import { fieldMessage } from '../../shared/components/server-field-errors';
import { useSession } from '../../shared/session/useSession';
import { certificationKeys } from './api';
import { CertificationStatus } from './CertificationStatus';
import { dropDraft, readDraft, saveDraft } from './draft';
import { useMyCertification } from './useMyCertification';
import './certification.css';

export interface WizardStep {
  title: string;
  /** The fields the step holds (validated before moving on). */
  fields: readonly string[];
  render: (form: FormInstance, disabled: boolean) => ReactNode;
}

interface CertificationWizardProps {
  /** The form steps; a last step 完成 (the status screen) follows them. */
  steps: (certification: Certification) => WizardStep[];
  submit: (values: Record<string, string>, certification: Certification) => Promise<{ data: Certification }>;
}

/** Editable at status 0 (never submitted) and 3 (rejected). */
const editableStatus = (status: number | undefined) =>
  status === CERTIFICATION_STATUS.incomplete || status === CERTIFICATION_STATUS.rejected;

/**
 * The certification wizard of spec 001 §2.7, §2.8 and §4.1: editable at status 0 and 3,
 * read-only under review (1) and once approved (2); with a status it opens on the final
 * step. Next, Previous and Submit follow the step and the status.
 */
export function CertificationWizard({ steps, submit }: CertificationWizardProps) {
  const { certification, loading } = useMyCertification();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [step, setStep] = useState<number | null>(null);

  const userId = user?.userId ?? 0;

  useEffect(() => {
    if (!certification) return;
    form.setFieldsValue(certification);
    // What was typed before a reload, over what was last submitted.
    if (editableStatus(certification.status)) form.setFieldsValue(readDraft(userId));
    // Submitted once (a status exists): the wizard opens on its final step.
    setStep((current) => current ?? (certification.status === CERTIFICATION_STATUS.incomplete ? 0 : -1));
  }, [certification, form, userId]);

  const formSteps = certification ? steps(certification) : [];
  const last = formSteps.length;
  const current = step === -1 ? last : (step ?? 0);
  const editable = editableStatus(certification?.status);

  const write = useWrite({
    write: (values: Record<string, string>) => submit(values, certification as Certification),
    exclusive: true,
    success: '提交成功',
    onSuccess: (answer) => {
      dropDraft(userId);
      queryClient.setQueryData(certificationKeys.mine(userId), answer.data);
      setStep(-1);
    },
    onError: (error) => {
      if (!(error instanceof RequestError)) return;
      getFeedback().message('error', fieldMessage(error.msg));
      // Each refused field shows its message; the first may sit on an earlier step.
      const fields = error.fieldErrors ?? {};
      const first = formSteps.findIndex((s) => s.fields.some((field) => field in fields));
      if (first >= 0 && first !== current) setStep(first);
      setTimeout(() => {
        form.setFields(
          Object.entries(fields).map(([name, text]) => ({ name, errors: [fieldMessage(text)] })),
        );
      });
    },
  });

  if (loading || !certification) return <Skeleton active paragraph={{ rows: 8 }} />;

  const next = async () => {
    try {
      await form.validateFields([...(formSteps[current]?.fields ?? [])]);
      setStep(current + 1);
    } catch {
      // The messages are on the fields.
    }
  };
  const send = async () => {
    try {
      await form.validateFields([...(formSteps[current]?.fields ?? [])]);
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as Record<string, string>;
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
    );
    await write.run(trimmed);
  };

  const onFinalStep = current === last;
  return (
    <div className="cert-wizard">
      <Steps
        current={current}
        items={[...formSteps.map((s) => ({ title: s.title })), { title: '完成' }]}
        className="cert-wizard__steps"
        responsive={false}
        size="small"
      />
      {onFinalStep ? (
        <CertificationStatus certification={certification} onEdit={() => setStep(0)} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          disabled={!editable}
          className="cert-wizard__form"
          requiredMark
          onValuesChange={() => saveDraft(userId, form.getFieldsValue(true))}
        >
          {formSteps.map((s, i) => (
            <div key={s.title} hidden={i !== current}>
              {i === current ? s.render(form, !editable) : null}
            </div>
          ))}
        </Form>
      )}
      <div className="cert-wizard__actions">
        <Button disabled={current === 0} onClick={() => setStep(current - 1)}>
          上一步
        </Button>
        {current < last - 1 ? (
          <Button type="primary" onClick={next}>
            下一步
          </Button>
        ) : null}
        {current === last - 1 ? (
          <Button type="primary" disabled={!editable} loading={write.pending} onClick={send}>
            提交
          </Button>
        ) : null}
      </div>
    </div>
  );
}
