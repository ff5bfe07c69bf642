import type { MicroDetail } from '@portal/shared/catalogue';
import { formatDateTime } from '@portal/shared/format';
import { type ForwardingAnswer, type MicroCall, TRIAL_TEXTS } from '@portal/shared/trial';
import { Button, Form, Progress, Table, Upload } from 'antd';
import { useRef, useState } from 'react';
import { getFeedback } from '../../../shared/api/feedback';
import { RequestError } from '../../../shared/api/request';
import { useWrite } from '../../../shared/api/useWrite';
import { StatusTag } from '../../../shared/components/StatusTag';
import { queryEmptyText, TableEmptyText } from '../../../shared/components/TableEmptyText';
import { openLoginDialog } from '../../../shared/session/login-dialog';
import { sendTrial, trialHistoryKey, useTrialHistory } from '../api';
import { microButtonLabel } from '../catalogue-rules';
import { useViewer } from '../viewer';
import {
  ConsoleSection,
  type ConsoleVariant,
  HeaderTable,
  RequestReadout,
  splitByLocation,
  ValueItem,
} from './ConsoleParts';
import {
  curlCommand,
  fieldKind,
  initialValues,
  missingValue,
  type TrialValue,
  type TrialValues,
  trialForm,
} from './trial-form';
import { createTrialGuard, timed } from './trial-guard';

type Result =
  | { kind: 'idle' }
  | { kind: 'answer'; msg: string; answer: ForwardingAnswer }
  | { kind: 'error'; status: number | undefined; code: number; msg: string };

function ResultPane({ result, pending, progress }: { result: Result; pending: boolean; progress: number }) {
  if (pending) {
    return (
      <div className="trial-result" aria-live="polite">
        <Progress percent={progress} size="small" aria-label="上传进度" />
        <p className="trial-result__hint">正在调用…</p>
      </div>
    );
  }
  if (result.kind === 'idle') {
    return (
      <div className="trial-result" aria-live="polite">
        <p className="trial-result__hint">填写参数后点击“试用”，结果显示在这里。</p>
      </div>
    );
  }
  if (result.kind === 'error') {
    return (
      <div className="trial-result trial-result--failed" role="alert">
        <p className="trial-result__status">
          <StatusTag tone="danger">调用失败</StatusTag>
          {result.status === undefined ? null : <span>HTTP {result.status}</span>}
          <span>code {result.code}</span>
        </p>
        <pre className="trial-result__body">{result.msg}</pre>
      </div>
    );
  }
  const { answer } = result;
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body, null, 2);
  return (
    <div className="trial-result" aria-live="polite">
      <p className="trial-result__status">
        <StatusTag tone={answer.status < 400 ? 'success' : 'danger'}>状态 {answer.status}</StatusTag>
        <span>耗时 {answer.durationMs} ms</span>
        {answer.truncated ? <StatusTag tone="warning">应答过长，已截断</StatusTag> : null}
      </p>
      <pre className="trial-result__body">{text}</pre>
    </div>
  );
}

function HistoryList({
  history,
  onRerun,
  onCopy,
}: {
  history: { data?: readonly MicroCall[]; isPending: boolean; isError: boolean };
  onRerun: (call: MicroCall) => void;
  onCopy: (call: MicroCall) => void;
}) {
  return (
    <Table<MicroCall>
      className="trial-history"
      size="small"
      rowKey="id"
      pagination={false}
      loading={history.isPending}
      dataSource={[...(history.data ?? [])]}
      locale={{ emptyText: <TableEmptyText>{queryEmptyText(history, '还没有调用记录')}</TableEmptyText> }}
      // On a phone the inputs and the answer open under the row instead of squeezing it.
      expandable={{
        expandedRowRender: (call) => (
          <dl className="trial-history__detail">
            <dt>参数</dt>
            <dd>
              <code>{JSON.stringify(call.inputs)}</code>
            </dd>
            <dt>结果摘要</dt>
            <dd>{call.summary}</dd>
          </dl>
        ),
      }}
      columns={[
        { title: '时间', dataIndex: 'createTime', render: (value: string) => formatDateTime(value) },
        {
          title: '参数',
          dataIndex: 'inputs',
          responsive: ['md'],
          render: (inputs: Record<string, unknown>) => (
            <code className="trial-history__inputs">{JSON.stringify(inputs)}</code>
          ),
        },
        {
          title: '状态',
          dataIndex: 'status',
          render: (status: number) => (
            <StatusTag tone={status < 400 ? 'success' : 'danger'}>{status}</StatusTag>
          ),
        },
        { title: '耗时', dataIndex: 'durationMs', render: (ms: number) => `${ms} ms`, responsive: ['sm'] },
        {
          title: '结果摘要',
          dataIndex: 'summary',
          responsive: ['lg'],
          render: (text: string) => <span className="trial-history__summary">{text}</span>,
        },
        {
          title: '操作',
          key: 'actions',
          render: (_, call) => (
            <span className="trial-history__actions">
              <Button
                size="small"
                onClick={() => onRerun(call)}
                aria-label={`再次运行 ${formatDateTime(call.createTime)} 的调用`}
              >
                再次运行
              </Button>
              <Button
                size="small"
                onClick={() => onCopy(call)}
                aria-label={`复制 curl ${formatDateTime(call.createTime)} 的调用`}
              >
                复制 curl
              </Button>
            </span>
          ),
        },
      ]}
    />
  );
}

interface TrialConsoleProps {
  micro: MicroDetail;
  variant: ConsoleVariant;
  /** The caller's run history with 再次运行 and 复制 curl (the /Trial page). */
  withHistory?: boolean;
}

/**
 * A microservice's live console (spec 001 §2.5; issue 19): the read-only request panel, one input
 * by parameter type, file uploads with their progress, the header table, 试用 behind the click
 * guard (spec 001 §4.4) and the result pane; on the /Trial page also the run history. The same
 * console is the detail's trial dialog (spec 000 §2.10: title gywfwzj tries in place).
 */
export function TrialConsole({ micro, variant, withHistory = false }: TrialConsoleProps) {
  const viewer = useViewer();
  const [form] = Form.useForm<TrialValues>();
  const [files, setFiles] = useState<Record<string, File | undefined>>({});
  const [result, setResult] = useState<Result>({ kind: 'idle' });
  const [progress, setProgress] = useState(0);
  const guard = useRef(createTrialGuard());
  const history = useTrialHistory(micro.id, withHistory && viewer.loggedIn);
  const label = microButtonLabel(micro.type);

  const { headers: headerFields, others: otherFields } = splitByLocation(micro.requestFields);

  const [running, setRunning] = useState(false);
  const trial = useWrite({
    write: (values: TrialValues) =>
      timed(guard.current, () => sendTrial(trialForm(micro, values, files), setProgress)),
    invalidates: [trialHistoryKey(micro.id)],
    // A refused call is in the history too.
    refreshAfterFailure: true,
    exclusive: true,
    success: (envelope) => envelope.msg,
    onSuccess: (envelope) => setResult({ kind: 'answer', msg: envelope.msg, answer: envelope.data }),
    onError: (error) => {
      if (error instanceof RequestError) {
        setResult({ kind: 'error', status: error.httpStatus, code: error.code, msg: error.msg });
      }
    },
  });

  const run = (values: TrialValues) => {
    if (!viewer.loggedIn) {
      openLoginDialog();
      return;
    }
    const missing = missingValue(micro.requestFields, values, files);
    if (missing) {
      getFeedback().message('warning', missing);
      return;
    }
    if (!guard.current.take()) {
      getFeedback().message('warning', TRIAL_TEXTS.tooFrequent);
      return;
    }
    setProgress(0);
    setRunning(true);
    // The button follows this call's own end, not the write's shared pending state.
    void trial.run(values).finally(() => setRunning(false));
  };

  const rerun = (call: MicroCall) => {
    const values = Object.fromEntries(
      Object.entries(call.inputs).map(([name, value]) => [
        name,
        typeof value === 'object' && value !== null ? JSON.stringify(value) : (value as TrialValue),
      ]),
    );
    form.setFieldsValue(values);
    run({ ...form.getFieldsValue(true), ...values });
  };

  const copy = (call: MicroCall) => {
    const fileNames = Object.fromEntries(
      micro.requestFields
        .filter((field) => fieldKind(field) === 'file' && typeof call.inputs[field.requestName] === 'string')
        .map((field) => [field.requestName, call.inputs[field.requestName] as string]),
    );
    const command = curlCommand(window.location.origin, micro, call.inputs as TrialValues, fileNames);
    navigator.clipboard.writeText(command).then(
      () => getFeedback().message('success', '已复制 curl 命令'),
      () => getFeedback().message('error', '复制失败，请检查浏览器的剪贴板权限'),
    );
  };

  return (
    <div className={`trial-console trial-console--${variant}`}>
      <ConsoleSection variant={variant} title="接口信息">
        <RequestReadout request={micro.request} />
      </ConsoleSection>
      <Form<TrialValues>
        form={form}
        layout="vertical"
        initialValues={initialValues(micro.requestFields)}
        onFinish={run}
        className="trial-form"
      >
        <ConsoleSection variant={variant} title="请求参数">
          {otherFields.length === 0 ? <p className="detail-empty">无需参数</p> : null}
          {otherFields.map((field) => {
            const kind = fieldKind(field);
            const required = field.requiredFlag === 1;
            if (kind === 'file') {
              const file = files[field.requestName];
              return (
                <Form.Item
                  key={field.id}
                  label={field.requestName}
                  required={required}
                  extra={field.requestDescribes}
                >
                  <Upload
                    accept=".csv,text/csv"
                    maxCount={1}
                    fileList={file ? [{ uid: field.requestName, name: file.name, status: 'done' }] : []}
                    beforeUpload={(picked) => {
                      setFiles((current) => ({ ...current, [field.requestName]: picked }));
                      return false;
                    }}
                    onRemove={() => setFiles((current) => ({ ...current, [field.requestName]: undefined }))}
                  >
                    <Button>选择文件</Button>
                  </Upload>
                </Form.Item>
              );
            }
            return <ValueItem key={field.id} field={field} />;
          })}
        </ConsoleSection>
        {headerFields.length > 0 ? (
          <ConsoleSection variant={variant} title="请求头">
            <HeaderTable fields={headerFields} />
          </ConsoleSection>
        ) : null}
        <div className="trial-form__actions">
          <Button type="primary" size="large" htmlType="submit" loading={running}>
            {label}
          </Button>
        </div>
      </Form>
      <ConsoleSection variant={variant} title="调用结果">
        <ResultPane result={result} pending={running} progress={progress} />
      </ConsoleSection>
      {withHistory && viewer.loggedIn ? (
        <ConsoleSection variant={variant} title="调用记录">
          <p className="trial-history__hint">最近 20 次调用，仅本人可见。</p>
          <HistoryList history={history} onRerun={rerun} onCopy={copy} />
        </ConsoleSection>
      ) : null}
    </div>
  );
}
