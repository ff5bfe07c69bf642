import type { ModelInfo } from '@portal/shared/catalogue';
import { type ModelRun, SIMULATION_TEXTS, type SweepAnswer } from '@portal/shared/simulation';
import { TRIAL_TEXTS } from '@portal/shared/trial';
import { Button, Form } from 'antd';
import { useRef, useState } from 'react';
import { getFeedback } from '../../../shared/api/feedback';
import { RequestError } from '../../../shared/api/request';
import { useWrite } from '../../../shared/api/useWrite';
import { openLoginDialog } from '../../../shared/session/login-dialog';
import {
  ConsoleSection,
  fieldLabel,
  HeaderTable,
  RequestReadout,
  splitByLocation,
  ValueItem,
} from '../trial/ConsoleParts';
import { fieldKind, initialValues, missingValue, type TrialValues } from '../trial/trial-form';
import { createTrialGuard, timed } from '../trial/trial-guard';
import { useViewer } from '../viewer';
import { simulate, simulateIot, simulationHistoryKey, sweep, useSimulationHistory } from './api';
import { type Outcome, outcomeOf } from './outcome';
import { ResultPane } from './ResultPane';
import { RunHistory } from './RunHistory';
import { SweepPanel } from './SweepPanel';
import { DEFAULT_SWEEP_STEPS, rangeAround, type SweepSettings, sweepableFields } from './sweep-rules';
import { TemplatePanel } from './TemplatePanel';
import './simulation.css';

type Params = Record<string, string | number>;

/** The values as sent: empty ones left out (the server asks for a required one by its description). */
export function paramsOf(values: TrialValues): Params {
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'number' || (typeof entry[1] === 'string' && entry[1].trim() !== ''),
    ),
  );
}

/** A run's values back into the form: numbers for numeric inputs where they read as numbers. */
function formValuesOf(info: ModelInfo, params: ModelRun['params']): TrialValues {
  const values: TrialValues = {};
  for (const field of info.mechanismModelRequestFieldVoList) {
    const value = params[field.requestName];
    if (value === undefined || value === null) continue;
    const kind = fieldKind(field);
    if (kind === 'integer' || kind === 'decimal') {
      const number = typeof value === 'number' ? value : Number(value);
      if (typeof value !== 'object' && String(value).trim() !== '' && Number.isFinite(number)) {
        values[field.requestName] = number;
      }
    } else {
      values[field.requestName] = typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
  }
  return values;
}

/** A refusal of a run as the pane shows it (spec 001 §8); other failures say 获取数据失败. */
const failureOf = (error: unknown): Outcome =>
  error instanceof RequestError ? outcomeOf(error) : { kind: 'error', message: SIMULATION_TEXTS.noData };

type RunKind = 'manual' | 'iot';

/**
 * A mechanism model's simulation (spec 001 §2.5 jlmx; issue 20): the request panel, one input
 * by parameter, 手动仿真 (isRequestData 0) or 物联网数据仿真 (1), the template buttons with
 * their batch, the result pane with its two charts, sweeps and the caller's run history.
 */
export function SimulationConsole({ info }: { info: ModelInfo }) {
  const model = info.mechanismModelVo;
  const request = info.mechanismModelRequestVo;
  const fields = info.mechanismModelRequestFieldVoList;
  const viewer = useViewer();
  const [form] = Form.useForm<TrialValues>();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  // The first numeric parameter is chosen at first, its range around its default.
  const [sweepSettings, setSweepSettings] = useState<SweepSettings>(() => {
    const [first] = sweepableFields(fields);
    if (!first) return { parameter: null, from: null, to: null, steps: DEFAULT_SWEEP_STEPS };
    const value = initialValues([first])[first.requestName];
    return {
      parameter: first.requestName,
      ...rangeAround(typeof value === 'number' ? value : Number(value)),
      steps: DEFAULT_SWEEP_STEPS,
    };
  });
  const [sweepAnswer, setSweepAnswer] = useState<SweepAnswer | null>(null);
  const [sweepError, setSweepError] = useState<string | null>(null);
  // One guard for runs and sweeps: the server counts them together (spec 001 §4.4).
  const guard = useRef(createTrialGuard());
  const history = useSimulationHistory(model.id, viewer.loggedIn);
  const { headers, others } = splitByLocation(fields.filter((field) => fieldKind(field) !== 'file'));
  const iot = request.isRequestData === 1;
  const historyKeys = [simulationHistoryKey(model.id)];

  const run = useWrite({
    write: ({ kind, params }: { kind: RunKind; params: Params }) =>
      timed(guard.current, () =>
        kind === 'iot' ? simulateIot({ id: model.id, params }) : simulate({ id: model.id, params }),
      ),
    invalidates: historyKeys,
    exclusive: true,
    onSuccess: (answer) => setOutcome(outcomeOf(answer)),
    onError: (error) => setOutcome(failureOf(error)),
  });

  const sweeping = useWrite({
    write: (body: Parameters<typeof sweep>[0]) => timed(guard.current, () => sweep(body)),
    invalidates: historyKeys,
    exclusive: true,
    onSuccess: (answer) => {
      setSweepError(null);
      setSweepAnswer(answer);
    },
    onError: (error) => {
      const failure = failureOf(error);
      setSweepError(failure.kind === 'error' ? failure.message : SIMULATION_TEXTS.noData);
    },
  });

  /** Logged in, not clicking too fast: the run may go (else the reason is said). */
  const mayRun = () => {
    if (!viewer.loggedIn) {
      openLoginDialog();
      return false;
    }
    if (!guard.current.take()) {
      getFeedback().message('warning', TRIAL_TEXTS.tooFrequent);
      return false;
    }
    return true;
  };

  const start = (kind: RunKind, values: TrialValues) => {
    // Spec 001 §5.1: a model names the missing parameter by its description.
    const missing = missingValue(fields, values, {}, (field) => SIMULATION_TEXTS.required(fieldLabel(field)));
    if (kind === 'manual' && missing) {
      getFeedback().message('warning', missing);
      return;
    }
    if (!mayRun()) return;
    void run.run({ kind, params: paramsOf(values) });
  };

  const current = (): TrialValues => form.getFieldsValue(true);

  const chooseSweepParameter = (name: string) => {
    const value = current()[name];
    setSweepSettings({
      ...sweepSettings,
      parameter: name,
      ...rangeAround(typeof value === 'number' ? value : Number(value)),
    });
  };

  const startSweep = (settings: SweepSettings) => {
    if (!settings.parameter) {
      getFeedback().message('warning', SIMULATION_TEXTS.sweepParameter);
      return;
    }
    if (settings.from === null || settings.to === null) {
      getFeedback().message('warning', '请输入扫描范围的起点与终点');
      return;
    }
    if (settings.from === settings.to) {
      getFeedback().message('warning', SIMULATION_TEXTS.sweepRange);
      return;
    }
    if (!mayRun()) return;
    const { [settings.parameter]: _varied, ...params } = paramsOf(current());
    void sweeping.run({
      id: model.id,
      params,
      parameter: settings.parameter,
      from: settings.from,
      to: settings.to,
      steps: settings.steps,
    });
  };

  const rerun = (past: ModelRun) => {
    // A sweep's varied parameter keeps its range in `sweep`; the form keeps its own value.
    const params = Object.fromEntries(
      Object.entries(past.params).filter(([name]) => name !== past.sweep?.parameter),
    );
    const values = formValuesOf(info, params);
    form.setFieldsValue(values);
    const merged = { ...current(), ...values };
    if (past.kind !== 'sweep') {
      start(past.kind, merged);
      return;
    }
    // The sweep is set up again as it was and run.
    if (!past.sweep) return;
    const settings = past.sweep;
    setSweepSettings(settings);
    startSweep(settings);
  };

  return (
    <div className="trial-console trial-console--page sim-console">
      <ConsoleSection variant="page" title="接口信息">
        <RequestReadout request={request} />
      </ConsoleSection>
      <Form<TrialValues>
        form={form}
        layout="vertical"
        initialValues={initialValues(fields)}
        onFinish={(values) => start('manual', { ...current(), ...values })}
        className="trial-form"
      >
        <ConsoleSection variant="page" title="模型参数">
          {others.length === 0 ? <p className="detail-empty">无需参数</p> : null}
          <div className="sim-inputs">
            {others.map((field) => (
              <ValueItem key={field.id} field={field} />
            ))}
          </div>
        </ConsoleSection>
        {headers.length > 0 ? (
          <ConsoleSection variant="page" title="请求头">
            <HeaderTable fields={headers} />
          </ConsoleSection>
        ) : null}
        <div className="trial-form__actions sim-actions">
          {iot ? (
            <Button type="primary" size="large" onClick={() => start('iot', current())} loading={run.pending}>
              物联网数据仿真
            </Button>
          ) : (
            <Button type="primary" size="large" htmlType="submit" loading={run.pending}>
              手动仿真
            </Button>
          )}
          <TemplatePanel
            modelId={model.id}
            modelName={model.modelName}
            fields={fields}
            loggedIn={viewer.loggedIn}
          />
        </div>
      </Form>
      <ConsoleSection variant="page" title="仿真结果">
        <ResultPane outcome={outcome} pending={run.pending} />
      </ConsoleSection>
      <ConsoleSection variant="page" title="参数扫描">
        <SweepPanel
          fields={others}
          settings={sweepSettings}
          onSettings={setSweepSettings}
          onParameter={chooseSweepParameter}
          onRun={() => startSweep(sweepSettings)}
          running={sweeping.pending}
          answer={sweepAnswer}
          error={sweepError}
          modelName={model.modelName}
        />
      </ConsoleSection>
      {viewer.loggedIn ? (
        <ConsoleSection variant="page" title="仿真记录">
          <RunHistory history={history} onRerun={rerun} />
        </ConsoleSection>
      ) : null}
    </div>
  );
}
